import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/api/audit';
import type { App } from '../../src/server/app';
import type { DatabaseLocation } from '../../src/server/config';
import { addUser, bearer, signIn, startSignedInServer, startTestServer } from './helpers';
import { lastingTestDatabase } from './test-database';

// Refusals to visitors and non-admins are checked for every admin route in access.test.ts.
const dataDir = mkdtempSync(path.join(tmpdir(), 'settings-test-'));
let database: DatabaseLocation;
let app: App;
let token: string;
beforeAll(async () => {
  database = await lastingTestDatabase(dataDir);
  ({ app, adminToken: token } = await startSignedInServer({ database }));
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const read = () => app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) });
const save = (payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload: payload as object });

describe('the site-wide settings', () => {
  it('start with automatic backups on and two-factor sign-in not required', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ autoBackup: true, requireTwoFactor: false });
  });

  it('keep what an administrator saves, for every administrator and across restarts', async () => {
    const saved = await save({ autoBackup: false, requireTwoFactor: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ autoBackup: false, requireTwoFactor: false });
    await addUser(app, 'second', 'second-password', 'admin');
    const other = await app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(await signIn(app, 'second', 'second-password')),
    });
    expect(other.json()).toEqual({ autoBackup: false, requireTwoFactor: false });

    const restarted = await startTestServer({ database });
    await addUser(restarted, 'third', 'third-password', 'admin');
    const after = await restarted.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(await signIn(restarted, 'third', 'third-password')),
    });
    await restarted.close();
    expect(after.json()).toEqual({ autoBackup: false, requireTwoFactor: false });

    expect((await save({ autoBackup: true, requireTwoFactor: false })).json()).toEqual({
      autoBackup: true,
      requireTwoFactor: false,
    });
    expect((await read()).json()).toEqual({ autoBackup: true, requireTwoFactor: false });
  });

  it.each([
    ['no switches', {}],
    ['a missing switch, as a page from before it was added sends', { autoBackup: true }],
    ['a switch that is not true or false', { autoBackup: 'yes' }],
    ['a setting the site does not have', { autoBackup: false, requireTwoFactor: false, darkMode: true }],
  ])('refuse %s (400) and keep what was saved', async (_, payload) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect((await read()).json()).toEqual({ autoBackup: true, requireTwoFactor: false });
  });

  it('refuse a body over 1 KiB (413)', async () => {
    const res = await save({ autoBackup: false, requireTwoFactor: false, padding: 'x'.repeat(2048) });
    expect(res.statusCode).toBe(413);
    expect((await read()).json()).toEqual({ autoBackup: true, requireTwoFactor: false });
  });

  it('record each save that turns a switch in the audit trail: who, and the switch from what to what', async () => {
    expect((await save({ autoBackup: false, requireTwoFactor: false })).statusCode).toBe(200);
    // Saving the same switches again turns nothing: no event.
    expect((await save({ autoBackup: false, requireTwoFactor: false })).statusCode).toBe(200);
    const trail = await app.inject({ url: '/api/audit?action=settings.saved', headers: bearer(token) });
    expect(trail.statusCode, trail.body).toBe(200);
    const [latest, earlier] = trail.json<{ events: AuditEvent[] }>().events;
    expect(latest).toMatchObject({
      username: 'admin',
      action: 'settings.saved',
      entity: 'settings',
      changes: [{ field: 'autoBackup', before: 'true', after: 'false' }],
    });
    expect(earlier?.changes).toEqual([{ field: 'autoBackup', before: 'false', after: 'true' }]);
  });
});
