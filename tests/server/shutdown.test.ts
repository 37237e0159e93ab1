import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeGracefully } from '../../src/server/shutdown';
import { childDatabaseFile, prepareSeededDatabase, startChildServer } from './child-server';
import { startTestServer } from './helpers';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const databaseFile = childDatabaseFile(dataDir);

/** Whether a new connection to the port is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('stopping the server', () => {
  it('on SIGTERM finishes the request under way, refuses new connections, closes the database and exits 0', async () => {
    await prepareSeededDatabase(dataDir);
    const {
      child: server,
      origin,
      exited,
      output,
    } = startChildServer({
      dataDir,
      adminPassword: 'a-long-enough-password',
      // Its log says when the request has arrived.
      logLevel: 'info',
    });
    const port = Number(new URL(await origin).port);

    // A sign-in whose body is still arriving when the signal comes.
    const body = JSON.stringify({ username: 'admin', password: 'not-the-password' });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      request.once('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.once('end', () => resolve({ status: response.statusCode, body: text }));
      });
      request.once('error', reject);
    });
    request.write(body.slice(0, 10));
    await vi.waitFor(() => expect(output()).toMatch(/"url":"\/api\/login".*"msg":"incoming request"/), {
      timeout: 10_000,
      interval: 20,
    });

    server.kill('SIGTERM');
    await vi.waitFor(async () => expect(await connects(port)).toBe(false), { timeout: 5000, interval: 50 });
    expect(server.exitCode).toBeNull();

    request.end(body.slice(10));
    const answered = await answer;
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body)).toMatchObject({ success: false, code: 'loginRejected' });

    expect(await exited, output()).toBe(0);
    // Closed cleanly: the write-ahead log was folded in and removed, and the file checks out.
    expect(existsSync(`${databaseFile}-wal`)).toBe(false);
    const db = new SQLite(databaseFile, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }, 60_000);

  it('cuts a request still unfinished when the grace period ends, and closes anyway', async () => {
    const app = await startTestServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json', 'content-length': 100 },
    });
    const cut = new Promise<string>((resolve) => request.once('error', (error) => resolve(error.message)));
    const arrived = once(app.server, 'request');
    request.write('{"user');
    await arrived;
    const started = Date.now();
    await closeGracefully(app, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await cut).toBe('socket hang up');
  });
});
