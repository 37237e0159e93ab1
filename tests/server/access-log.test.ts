import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { addUser, bearer, startTestServer } from './helpers';
import { multipart } from './multipart';

const password = 'hunter2hunter2';
const username = 'editor';

/** Every line the server logs, at its most talkative level. */
const lines: string[] = [];
let app: App;
beforeAll(async () => {
  app = await startTestServer(
    { logLevel: 'trace', logStream: { write: (line) => void lines.push(line) } },
    {
      renderer: {
        assets: { scripts: [], stylesheets: [] },
        // A render that fails quoting its address, as an error deep in a page might.
        render: async ({ request }) => {
          if (new URL(request.url).pathname === '/contact') throw new Error(`cannot render ${request.url}`);
          return new Response('<!doctype html><title>page</title>', {
            headers: { 'content-type': 'text/html' },
          });
        },
      },
    },
  );
  await addUser(app, username, password, 'admin');
});
afterAll(() => app.close());

/** A raw HTTP request the server cannot parse, sent over a socket as a misbehaving client would. */
async function sendMalformed(request: string) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.end(request);
  socket.resume();
  await once(socket, 'close');
}

describe('the access log', () => {
  it('never holds a password or a session token, whatever the client sends', async () => {
    const json = { 'content-type': 'application/json' };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const credentials = `username=${username}&password=${password}`;

    // A real sign-in, whose answer carries the token, and requests carrying that token.
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    expect(token.length).toBeGreaterThan(10);
    expect((await app.inject({ url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/verify-token', headers: bearer(token) })).json().success).toBe(
      true,
    );

    const answers = [
      // Secrets in the query string of pages, the API and paths that are neither.
      await app.inject(`/login?${credentials}`),
      await app.inject(`/api/products?token=${token}&page=2`),
      await app.inject(`/no-such-page?password=${password}`),
      await app.inject(`/media/nothing.png?${token}`),
      // A refused contact form's page, what was typed in its query.
      await app.inject({ url: `/contact?error=invalidEmail&firstName=${token}`, headers: bearer(token) }),
      // Secrets in headers and bodies: a wrong password, malformed JSON, forms the API does not take.
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: `${password}x` },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: json,
        payload: `{"password":"${password}"`,
      }),
      await app.inject({ method: 'POST', url: '/api/login', headers: form, payload: credentials }),
      await app.inject({ method: 'POST', url: '/login', headers: form, payload: credentials }),
      await app.inject({
        method: 'POST',
        url: '/login',
        ...multipart([
          { name: 'username', value: username },
          { name: 'password', value: password },
        ]),
      }),
      await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...bearer(token), cookie: `session=${token}` },
        payload: { username: 'second', password, full_name: '', email: '', role: 'user' },
      }),
      await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([
      303, 200, 200, 404, 200, 401, 400, 415, 303, 303, 201, 200,
    ]);
    await sendMalformed(
      `GET /login?password=${password} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nBad header\r\n\r\n`,
    );

    // Bytes logged as a JSON array of numbers (a Buffer) count too.
    const secrets = [password, token].flatMap((secret) => [secret, Buffer.from(secret).join(',')]);
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
    }
    const log = lines.join('');
    // The log is about these requests: their paths, with the query's names and no values.
    expect(log).toContain('"url":"/api/login"');
    expect(log).toContain('"url":"/login?username=*&password=*"');
    expect(log).toContain('"url":"/api/products?token=*&page=*"');
    expect(log).toContain('"url":"/media/nothing.png?*"');
    expect(log).toMatch(/cannot render http:\/\/localhost\/contact\?error=\*&firstName=\*/);
    expect(log).toMatch(/client error/);
  });
});
