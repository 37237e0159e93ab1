import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { addUser, bearer, startTestServer } from './helpers';

/**
 * The server's own log, at its most talkative level, through every path a password, a session
 * token or an Authorization header passes: none of them may ever be written, since logs are kept
 * and read far more widely than the database.
 */
const password = 'Correct-Horse-7731';
const newPassword = 'Battery-Staple-4409';
const wrongPassword = 'Wrong-Guess-2288';
const basicCredentials = Buffer.from(`admin:${password}`).toString('base64');

const lines: string[] = [];
let app: App;
beforeAll(async () => {
  app = await startTestServer({ logLevel: 'trace', logStream: { write: (line) => void lines.push(line) } });
  await addUser(app, 'admin', password, 'admin');
  // An account whose stored hash is damaged: checking its password fails on the server (500).
  await addUser(app, 'damaged', password);
  await app.db
    .updateTable('users')
    .set({ password_hash: 'not-a-hash' })
    .where('username', '=', 'damaged')
    .execute();
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the log', () => {
  it('never holds a password, a token or an Authorization header, whatever the request', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const secondLogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password },
    });
    const otherToken = secondLogin.json<{ token: string }>().token;
    const credentials = new URLSearchParams({ username: 'admin', password }).toString();

    const answers = [
      // The login page's own form, posted before its scripts ran, and the same form sent to the API.
      await app.inject({ method: 'POST', url: '/login', headers: form, payload: credentials }),
      await app.inject({
        method: 'POST',
        url: '/login?redirect=/admin/users',
        headers: form,
        payload: credentials,
      }),
      await app.inject({ method: 'POST', url: '/api/login', headers: form, payload: credentials }),
      // Wrong passwords, until the address is asked to wait: five refused as wrong, one asked to
      // wait, whichever of the six sent at once that is (listed in that order).
      ...(
        await Promise.all(
          Array.from({ length: 6 }, () =>
            app.inject({
              method: 'POST',
              url: '/api/login',
              remoteAddress: '203.0.113.5',
              payload: { username: 'admin', password: wrongPassword },
            }),
          ),
        )
      ).sort((a, b) => a.statusCode - b.statusCode),
      // Malformed and oversized sign-ins, and one that fails on the server.
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: json,
        payload: `{"password":"${password}"`,
      }),
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: `${password}${'x'.repeat(20_000)}` },
      }),
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'damaged', password } }),
      // The token and other credentials in headers: verify-token, a refused token, Basic credentials.
      await app.inject({ url: '/api/verify-token', headers: bearer(token) }),
      await app.inject({ url: '/api/verify-token', headers: bearer(`${token}x`) }),
      await app.inject({ url: '/api/users', headers: { authorization: `Basic ${basicCredentials}` } }),
      await app.inject({ url: '/no-such-page', headers: bearer(token) }),
      // Users created and edited with passwords, refused ones among them.
      await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: bearer(token),
        payload: { username: 'omar', password, full_name: 'Omar', email: '', role: 'user' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: bearer(token),
        payload: { username: 'x', password: newPassword },
      }),
      await app.inject({
        method: 'PUT',
        url: '/api/users/2',
        headers: bearer(token),
        payload: { username: 'damaged', password: newPassword, role: 'user' },
      }),
      await app.inject({
        method: 'PUT',
        url: '/api/users/999',
        headers: bearer(token),
        payload: { username: 'nobody', password: newPassword, role: 'user' },
      }),
      await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(otherToken) }),
      await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([
      303, 303, 415, 401, 401, 401, 401, 401, 429, 400, 413, 500, 200, 200, 401, 404, 201, 400, 200, 404, 200,
      200,
    ]);

    const secrets = [password, newPassword, wrongPassword, token, otherToken, basicCredentials];
    // Bytes logged as a JSON array of numbers (a Buffer) count too.
    const forms = secrets.flatMap((secret) => [secret, Buffer.from(secret).join(',')]);
    for (const line of lines) {
      for (const secret of forms) expect(line).not.toContain(secret);
    }
    // The log did record these requests, the server's failure with its stack among them.
    const log = lines.join('');
    expect(log).toContain('"url":"/login?redirect=*"');
    expect(log).toContain('"url":"/api/verify-token"');
    expect(log).toContain('"url":"/api/users/2"');
    expect(log).toMatch(/not in a known format.*request failed/);
  });
});
