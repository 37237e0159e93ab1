import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemStatsSchema } from '../../src/api/stats';
import type { App } from '../../src/server/app';
import { databaseFileNames } from '../../src/server/backups/backup-folders';
import { takeBackup } from '../../src/server/backups/take-backup';
import { addUser, bearer, manualClock, signIn, startSignedInServer } from './helpers';
import { lastingTestDatabase } from './test-database';

const hour = 3_600_000;
const apps: App[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(overrides: Parameters<typeof startSignedInServer>[0] = {}) {
  const { app, adminToken } = await startSignedInServer(overrides);
  apps.push(app);
  return { app, token: adminToken };
}

async function stats(app: App, token: string) {
  const res = await app.inject({ url: '/api/admin/stats', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return systemStatsSchema.parse(res.json());
}

describe('GET /api/admin/stats', () => {
  it('answers measured figures in the shared shape', async () => {
    const { app, token } = await start();
    const body = await stats(app, token);
    expect(body.uptimeSeconds).toBeGreaterThan(0);
    expect(body.disk.totalBytes).toBeGreaterThan(0);
    expect(body.disk.usedBytes).toBeLessThanOrEqual(body.disk.totalBytes);
    expect(body.memory.totalBytes).toBeGreaterThan(0);
    expect(body.memory.usedBytes).toBeLessThanOrEqual(body.memory.totalBytes);
    expect(body).toMatchObject({ lastBackup: null, lastBackupSize: null, backupRefusedAt: null });
  });

  it('counts every user, and as active only those holding a live session', async () => {
    const time = manualClock();
    const { app, token } = await start({ clock: time.clock, sessionIdleMs: hour });
    await addUser(app, 'sara', 'sara-password');
    await addUser(app, 'omar', 'omar-password');
    expect(await stats(app, token)).toMatchObject({ totalUsers: 3, activeUsers: 1 });

    // Two sessions of one user count once.
    await signIn(app, 'sara', 'sara-password');
    await signIn(app, 'sara', 'sara-password');
    expect(await stats(app, token)).toMatchObject({ totalUsers: 3, activeUsers: 2 });

    // Sara's sessions go idle; the admin's stays alive by asking.
    time.advance(hour / 2);
    await stats(app, token);
    time.advance(hour / 2);
    expect(await stats(app, token)).toMatchObject({ totalUsers: 3, activeUsers: 1 });
  });

  it('reports the newest complete backup beside the database, and none while only half-made ones exist', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stats-test-'));
    dirs.push(dir);
    const database = await lastingTestDatabase(dir);
    const sources = { database, dataDir: dir, mediaDir: path.join(dir, 'media') };
    const { app, token } = await start(sources);
    expect((await stats(app, token)).lastBackup).toBeNull();

    const backups = path.join(dir, 'backups');
    mkdirSync(backups);
    // A file, a backup still being written and a folder missing its database are not backups.
    writeFileSync(path.join(backups, 'notes.db'), '');
    mkdirSync(path.join(backups, '.partial-2030-03-01T00-00-00.000Z'));
    mkdirSync(path.join(backups, '2030-03-02T00-00-00.000Z'));
    expect((await stats(app, token)).lastBackup).toBeNull();

    const first = await takeBackup(sources, Date.parse('2030-01-01T00:00:00.000Z'));
    const newest = '2030-02-01T12:30:00.000Z';
    const second = await takeBackup(sources, Date.parse(newest));
    expect((await stats(app, token)).lastBackup).toBe(newest);
    // Its room on disk: without media, all of it is its own (its database and manifest).
    const size = ['backup.json', databaseFileNames[database.dialect]]
      .map((name) => statSync(path.join(second.folder, name)).size)
      .reduce((sum, bytes) => sum + bytes);
    expect((await stats(app, token)).lastBackupSize).toEqual({ ownBytes: size, totalBytes: size });
    // Copied elsewhere and back, a backup keeps its time: the folder's name says it, not its files.
    utimesSync(first.folder, new Date('2031-01-01'), new Date('2031-01-01'));
    expect((await stats(app, token)).lastBackup).toBe(newest);
  });
});
