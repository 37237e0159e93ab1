import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { backupsFolderOf, partialPrefix } from '../../src/server/backups/backup-folders';
import { childDatabaseFile, prepareSeededDatabase, startChildServer } from './child-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'private-data-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every folder and file under `folder`, itself included, with its permission bits as octal text. */
function modesUnder(folder: string): Record<string, string> {
  const modes: Record<string, string> = {};
  const visit = (at: string) => {
    const stats = statSync(at);
    modes[path.relative(dataDir, at) || '.'] = (stats.mode & 0o777).toString(8);
    if (stats.isDirectory()) for (const name of readdirSync(at)) visit(path.join(at, name));
  };
  visit(folder);
  return modes;
}

describe('the data folder', () => {
  it('is readable by the account running the site alone, what an earlier version left open included', async () => {
    await prepareSeededDatabase(dataDir);
    // As an earlier version left them: readable by every account on the machine, a backup too.
    chmodSync(dataDir, 0o755);
    chmodSync(childDatabaseFile(dataDir), 0o644);
    const oldBackup = path.join(backupsFolderOf(dataDir), '2020-01-01T00-00-00.000Z');
    mkdirSync(path.join(oldBackup, 'media', 'products'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(oldBackup, 'site.db'), 'an old copy', { mode: 0o644 });
    writeFileSync(path.join(oldBackup, 'backup.json'), '{"takenAt": "2020-01-01T00:00:00.000Z"}', {
      mode: 0o644,
    });
    writeFileSync(path.join(oldBackup, 'media', 'products', `${'f'.repeat(32)}.webp`), 'old', {
      mode: 0o644,
    });
    for (const folder of [backupsFolderOf(dataDir), oldBackup, path.join(oldBackup, 'media')])
      chmodSync(folder, 0o755);
    const server = startChildServer({ dataDir, adminPassword: 'a-long-enough-password' });
    try {
      await server.origin;
      // The backup taken at the first start (the old one is days old): a copy of the database and
      // of the media.
      await vi.waitFor(
        () => {
          const taken = readdirSync(backupsFolderOf(dataDir)).filter(
            (name) => !name.startsWith(partialPrefix),
          );
          expect(taken).toHaveLength(2);
        },
        { timeout: 15_000, interval: 100 },
      );
      const modes = modesUnder(dataDir);
      const open = Object.entries(modes).filter(([file, mode]) => {
        const folder = statSync(path.join(dataDir, file)).isDirectory();
        return mode !== (folder ? '700' : '600');
      });
      expect(open).toEqual([]);
      // What was checked: the database, and the backup with its copy of it.
      expect(Object.keys(modes)).toEqual(
        expect.arrayContaining(['.', 'site.db', 'backups', path.relative(dataDir, oldBackup)]),
      );
      expect(Object.keys(modes).filter((file) => file.endsWith('site.db')).length).toBeGreaterThan(2);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
