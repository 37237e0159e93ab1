/**
 * A backup taken while the site deletes pictures (a product deleted, a picture replaced, samples
 * added twice and removed by the process that came second) still completes, holding every picture
 * that is still there.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { isCompleteBackup } from '../../src/server/backups/backup-folders';
import { takeBackup } from '../../src/server/backups/take-backup';

const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-media-copy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('completes while pictures are deleted during the copy, and holds every picture left', async () => {
  const databaseFile = path.join(dataDir, 'site.db');
  new SQLite(databaseFile).close();
  const mediaDir = path.join(dataDir, 'media');
  const products = path.join(mediaDir, 'products');
  mkdirSync(products, { recursive: true });
  const names = Array.from({ length: 400 }, (_, index) => `${String(index).padStart(32, '0')}.webp`);
  for (const [index, name] of names.entries()) writeFileSync(path.join(products, name), `picture ${index}`);

  const backingUp = takeBackup(
    { database: { dialect: 'sqlite', file: databaseFile }, dataDir, mediaDir },
    Date.now(),
  );
  // Half the pictures are deleted, from the last one listed back, while the backup copies.
  const deleted = names.slice(names.length / 2).reverse();
  for (const name of deleted) await rm(path.join(products, name));
  const backup = await backingUp;

  expect(await isCompleteBackup(backup.folder)).toBe(true);
  const copied = path.join(backup.folder, 'media', 'products');
  const left = readdirSync(products).sort();
  expect(left).toHaveLength(names.length / 2);
  expect(
    readdirSync(copied)
      .filter((name) => left.includes(name))
      .sort(),
  ).toEqual(left);
  for (const name of left)
    expect(readFileSync(path.join(copied, name), 'utf8')).toBe(
      readFileSync(path.join(products, name), 'utf8'),
    );
});
