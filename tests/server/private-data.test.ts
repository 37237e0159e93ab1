import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
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
    // As an earlier version left them: readable by every account on the machine.
    chmodSync(dataDir, 0o755);
    chmodSync(childDatabaseFile(dataDir), 0o644);
    const server = startChildServer({ dataDir, adminPassword: 'a-long-enough-password' });
    try {
      await server.origin;
      // The backup taken at the first start: a copy of the database and of the media.
      await vi.waitFor(
        () => {
          const taken = readdirSync(backupsFolderOf(dataDir)).filter(
            (name) => !name.startsWith(partialPrefix),
          );
          expect(taken).toHaveLength(1);
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
      expect(Object.keys(modes)).toEqual(expect.arrayContaining(['.', 'site.db', 'backups']));
      expect(Object.keys(modes).filter((file) => file.endsWith('site.db')).length).toBeGreaterThan(1);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
