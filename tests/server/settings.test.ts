import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import type { DatabaseLocation } from '../../src/server/config';
import { addUser, bearer, signIn, startTestServer } from './helpers';
import { lastingTestDatabase } from './test-database';

// Refusals to visitors and non-admins are checked for every admin route in access.test.ts.
const dataDir = mkdtempSync(path.join(tmpdir(), 'settings-test-'));
let database: DatabaseLocation;
let app: App;
let token: string;
beforeAll(async () => {
  database = await lastingTestDatabase(dataDir);
  app = await startTestServer({ database });
  await addUser(app, 'admin', 'admin-password', 'admin');
  token = await signIn(app, 'admin', 'admin-password');
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const read = () => app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) });
const save = (payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload: payload as object });

describe('the site-wide settings', () => {
  it('start with automatic backups on', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ autoBackup: true });
  });

  it('keep what an administrator saves, for every administrator and across restarts', async () => {
    const saved = await save({ autoBackup: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ autoBackup: false });
    await addUser(app, 'second', 'second-password', 'admin');
    const other = await app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(await signIn(app, 'second', 'second-password')),
    });
    expect(other.json()).toEqual({ autoBackup: false });

    const restarted = await startTestServer({ database });
    await addUser(restarted, 'third', 'third-password', 'admin');
    const after = await restarted.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(await signIn(restarted, 'third', 'third-password')),
    });
    await restarted.close();
    expect(after.json()).toEqual({ autoBackup: false });

    expect((await save({ autoBackup: true })).json()).toEqual({ autoBackup: true });
    expect((await read()).json()).toEqual({ autoBackup: true });
  });

  it.each([
    ['a missing switch', {}],
    ['a switch that is not true or false', { autoBackup: 'yes' }],
    ['a setting the site does not have', { autoBackup: false, darkMode: true }],
  ])('refuse %s (400) and keep what was saved', async (_, payload) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect((await read()).json()).toEqual({ autoBackup: true });
  });

  it('refuse a body over 1 KiB (413)', async () => {
    const res = await save({ autoBackup: false, padding: 'x'.repeat(2048) });
    expect(res.statusCode).toBe(413);
    expect((await read()).json()).toEqual({ autoBackup: true });
  });
});
