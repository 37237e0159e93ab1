import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'backups-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const databaseFile = path.join(dataDir, 'site.db');
const mediaDir = path.join(dataDir, 'media');
const backupsDir = path.join(dataDir, 'backups');

/** Runs `npm run <script>` as an operator would, on this test's data; never throws. */
async function npmRun(script: 'backup' | 'restore', ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      {
        env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}`, MEDIA_DIR: mediaDir },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

function productNames(): string[] {
  const db = new SQLite(databaseFile, { readonly: true });
  try {
    return db.prepare('select name from products order by id').pluck().all() as string[];
  } finally {
    db.close();
  }
}

function mediaFiles(): string[] {
  return readdirSync(path.join(mediaDir, 'products')).sort();
}

describe('npm run backup and npm run restore', () => {
  it('backs up a running site, refuses to restore while it runs, then puts the data back', async () => {
    const app = await startTestServer({ database: { dialect: 'sqlite', file: databaseFile }, mediaDir });
    const addProduct = (name: string) =>
      app.db
        .insertInto('products')
        .values({
          name,
          category: null,
          image: `/media/products/${name}.jpg`,
          image_variants: '[]',
          description: `${name} pipe`,
          features: '[]',
          applications: '[]',
          certifications: '[]',
          specifications: '[]',
          faqs: '[]',
          created_at: '2030-01-01T00:00:00.000Z',
          updated_at: '2030-01-01T00:00:00.000Z',
        })
        .execute();
    await addProduct('upvc');
    await addProduct('hdpe');
    mkdirSync(path.join(mediaDir, 'products'), { recursive: true });
    writeFileSync(path.join(mediaDir, 'products', 'upvc.jpg'), 'upvc picture');
    writeFileSync(path.join(mediaDir, 'products', 'hdpe.jpg'), 'hdpe picture');

    // The site keeps writing while the backup is taken.
    let writing = true;
    const writes = (async () => {
      for (let n = 0; writing; n++) {
        await addProduct(`busy-${n}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const backup = await npmRun('backup');
    writing = false;
    await writes;
    expect(backup).toMatchObject({ code: 0 });
    const folders = readdirSync(backupsDir);
    expect(folders).toHaveLength(1);
    const [folder] = folders as [string];
    expect(folder).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/);
    expect(backup.output).toContain(path.join(backupsDir, folder));
    const copy = new SQLite(path.join(backupsDir, folder, 'site.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const backedUp = copy.prepare('select name from products order by id').pluck().all();
    copy.close();
    expect(backedUp.slice(0, 2)).toEqual(['upvc', 'hdpe']);
    // The audit trail says a backup was taken from the command line, and which one.
    const taken = await app.db.selectFrom('audit_events').selectAll().execute();
    expect(taken).toMatchObject([
      { action: 'backup.taken', entity: 'backup', label: folder, user_id: null, address: null },
    ]);
    expect(JSON.parse(taken[0]?.changes ?? '')).toEqual([{ field: 'by', after: 'command' }]);

    // Change a product and the media after the backup.
    await app.db.updateTable('products').set({ name: 'renamed' }).where('name', '=', 'upvc').execute();
    await addProduct('added-later');
    rmSync(path.join(mediaDir, 'products', 'hdpe.jpg'));
    writeFileSync(path.join(mediaDir, 'products', 'added-later.jpg'), 'new picture');
    const changed = productNames();

    const refused = await npmRun('restore', folder);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('The server is running');
    expect(productNames()).toEqual(changed);
    expect(mediaFiles()).toEqual(['added-later.jpg', 'upvc.jpg']);

    await app.close();
    const restored = await npmRun('restore', folder);
    expect(restored).toMatchObject({ code: 0 });
    expect(productNames()).toEqual(backedUp);
    expect(mediaFiles()).toEqual(['hdpe.jpg', 'upvc.jpg']);
    expect(readFileSync(path.join(mediaDir, 'products', 'hdpe.jpg'), 'utf8')).toBe('hdpe picture');
    // The restored site starts on it.
    const again = await startTestServer({ database: { dialect: 'sqlite', file: databaseFile }, mediaDir });
    const names = await again.db.selectFrom('products').select('name').orderBy('id').execute();
    // The restored trail is the backup's (taken before its own event), plus the restore.
    const events = await again.db.selectFrom('audit_events').select(['action', 'label']).execute();
    await again.close();
    expect(names.map((row) => row.name)).toEqual(backedUp);
    expect(events).toEqual([{ action: 'backup.restored', label: folder }]);
  }, 60_000);

  it('refuses a folder that is not a complete backup, and names the problem', async () => {
    const half = path.join(dataDir, 'half');
    mkdirSync(path.join(half, 'media'), { recursive: true });
    writeFileSync(path.join(half, 'site.db'), 'not a database');
    const before = existsSync(databaseFile) ? readFileSync(databaseFile) : null;
    const refused = await npmRun('restore', half);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('is not a complete backup');
    writeFileSync(path.join(half, 'backup.json'), '{"takenAt": "2030-01-01T00:00:00.000Z"}');
    const damaged = await npmRun('restore', half);
    expect(damaged.code).not.toBe(0);
    expect(damaged.output).toContain('is damaged');
    expect(existsSync(databaseFile) ? readFileSync(databaseFile) : null).toEqual(before);
  }, 30_000);
});
