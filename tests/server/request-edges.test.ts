import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import { bearer, refusal, startSignedInServer, startTestServer } from './helpers';

/** Every line the server logs, at its most talkative level. */
const lines: string[] = [];
let app: App;
let token: string;
beforeAll(async () => {
  ({ app, adminToken: token } = await startSignedInServer({
    logLevel: 'trace',
    logStream: { write: (line) => void lines.push(line) },
  }));
});
afterAll(() => app.close());

function upload(contentType: string, body: string) {
  return app.inject({
    method: 'POST',
    url: '/api/products/upload',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

describe('a multipart body the server cannot read', () => {
  const part = 'Content-Disposition: form-data; name="name"\r\n\r\nPPR pipe';

  it.each([
    ['without a boundary', 'multipart/form-data', `--x\r\n${part}\r\n--x--\r\n`],
    ['cut off inside a part', 'multipart/form-data; boundary=x', `--x\r\n${part}`],
    ['cut off inside a part’s headers', 'multipart/form-data; boundary=x', '--x\r\nContent-Disp'],
    [
      'cut off inside a file',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG',
    ],
    ['with a boundary too long for any form', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ])('is refused with 400 when sent %s', async (_case, contentType, body) => {
    const res = await upload(contentType, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(messages.formUnreadable));
  });
});

describe('ids in API paths', () => {
  it.each(['0x10', '+1', '1e3', '%201', '1%20', '01', '1.0', '0', '9007199254740992'])(
    'refuses %s, which is not how a product id is written, with 400',
    async (id) => {
      const res = await app.inject(`/api/products/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(messages.invalidProductId));
    },
  );

  it('reads a canonical id as that product', async () => {
    const res = await app.inject('/api/products/12345');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal(messages.productNotFound));
  });
});

describe('headers that only mean something over HTTPS', () => {
  const httpsOnly = (res: Awaited<ReturnType<typeof app.inject>>) => ({
    hsts: res.headers['strict-transport-security'] !== undefined,
    upgrade: String(res.headers['content-security-policy']).includes('upgrade-insecure-requests'),
  });

  it('are left out of an answer sent over plain HTTP, whatever the request claims', async () => {
    expect(httpsOnly(await app.inject('/api/health'))).toEqual({ hsts: false, upgrade: false });
    const claimed = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(httpsOnly(claimed)).toEqual({ hsts: false, upgrade: false });
  });

  it('are sent when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    const https = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(httpsOnly(https)).toEqual({ hsts: true, upgrade: true });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const http = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(httpsOnly(http)).toEqual({ hsts: false, upgrade: false });
    await proxied.close();
  });
});

describe('a client that goes away mid-request', () => {
  it('is noted in the log, not reported as an error', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const arrived = once(app.server, 'request');
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username"',
    );
    await arrived;
    const logged = lines.length;
    socket.destroy();
    const since = () => lines.slice(logged).map((line) => JSON.parse(line) as { level: number; msg: string });
    await vi.waitFor(() =>
      expect(since().some((line) => /aborted|closed|disconnect/i.test(line.msg))).toBe(true),
    );
    expect(since().filter((line) => line.level >= 40)).toEqual([]);
  });
});
