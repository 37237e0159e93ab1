import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { migrate, openDatabase } from '../../src/server/db/connection';
import { closeGracefully } from '../../src/server/shutdown';
import { startTestServer } from './helpers';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const databaseFile = path.join(dataDir, 'site.db');

/** A database the server finds ready: migrated, samples already added (seeding them is slow). */
async function prepareDatabase() {
  const db = openDatabase(databaseFile);
  await migrate(db);
  await db
    .insertInto('seed_runs')
    .values(['sample-catalogue', 'sample-news'].map((name) => ({ name, ran_at: new Date().toISOString() })))
    .execute();
  await db.destroy();
}

function startServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      ADMIN_PASSWORD: 'a-long-enough-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Site:\s+http:\/\/\S+:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return { server, port, exited, output: () => output };
}

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
    await prepareDatabase();
    const { server, port: portReady, exited, output } = startServer();
    const port = await portReady;

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
    await new Promise((resolve) => setTimeout(resolve, 200));

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
    request.write('{"user');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeGracefully(app, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await cut).toBe('socket hang up');
  });
});
