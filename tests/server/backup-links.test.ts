/**
 * Backups grow with what changed, not with copies: a media file unchanged since the previous backup
 * is a hard link to that backup's copy, only new files are copied, and any one backup restores the
 * whole media folder. Nothing in the live folder is ever the same file as a backup's.
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import { backupsFolderOf, pruneBackups } from '../../src/server/backups/backup-folders';
import { backupSize } from '../../src/server/backups/backup-size';
import { copyMediaFolder, mediaBytesToCopy } from '../../src/server/backups/copy-media';
import { restoreBackup } from '../../src/server/backups/restore-backup';
import { type BackupSources, takeBackup } from '../../src/server/backups/take-backup';
import { backupFigures } from '../../src/server/system/measure';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const day = 24 * 60 * 60_000;
const firstDay = Date.parse('2030-01-01T02:00:00.000Z');
const videoBytes = Buffer.alloc(1024 * 1024, 7);
/** Whether a file holds the video (compared as bytes: Vitest's deep equality walks a megabyte slowly). */
const holdsVideo = (file: string) => readFileSync(file).equals(videoBytes);

/** A site's data folder: an empty SQLite database and a media folder with a video and a picture. */
function site(): BackupSources & { file: (relative: string) => string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-links-'));
  folders.push(dataDir);
  const databaseFile = path.join(dataDir, 'site.db');
  new SQLite(databaseFile).close();
  const mediaDir = path.join(dataDir, 'media');
  for (const folder of ['news', 'products', 'tmp', 'uploads'])
    mkdirSync(path.join(mediaDir, folder), { recursive: true });
  writeFileSync(path.join(mediaDir, 'news', `${'a'.repeat(32)}.mp4`), videoBytes);
  writeFileSync(path.join(mediaDir, 'products', `${'b'.repeat(32)}.webp`), 'a picture');
  // Uploads in progress: never part of a backup.
  writeFileSync(path.join(mediaDir, 'tmp', 'half.upload'), 'half a file');
  writeFileSync(path.join(mediaDir, 'uploads', 'part-1'), 'a resumable upload’s first part');
  return {
    database: { dialect: 'sqlite', file: databaseFile },
    dataDir,
    mediaDir,
    file: (relative) => path.join(mediaDir, relative),
  };
}

const inode = (file: string) => statSync(file).ino;
const video = path.join('news', `${'a'.repeat(32)}.mp4`);
const picture = path.join('products', `${'b'.repeat(32)}.webp`);
const added = path.join('products', `${'c'.repeat(32)}.webp`);

describe('backups of media that did not change', () => {
  it('share the unchanged files, copy only the new ones, and each restores the whole media', async () => {
    const sources = site();
    const first = await takeBackup(sources, firstDay);
    writeFileSync(sources.file(added), 'a picture added after the first backup');
    const second = await takeBackup(sources, firstDay + day);
    const inFirst = (relative: string) => path.join(first.folder, 'media', relative);
    const inSecond = (relative: string) => path.join(second.folder, 'media', relative);

    // The same files, not copies of them.
    expect(inode(inSecond(video))).toBe(inode(inFirst(video)));
    expect(inode(inSecond(picture))).toBe(inode(inFirst(picture)));
    expect(statSync(inSecond(video)).nlink).toBe(2);
    // The new picture is copied: a file of its own, not the live one.
    expect(readFileSync(inSecond(added), 'utf8')).toBe('a picture added after the first backup');
    expect(statSync(inSecond(added)).nlink).toBe(1);
    expect(inode(inSecond(added))).not.toBe(inode(sources.file(added)));
    // No backup is the same file as the live folder's.
    expect(inode(inFirst(video))).not.toBe(inode(sources.file(video)));
    // Uploads in progress are left out.
    for (const backup of [first, second])
      expect(readdirSync(path.join(backup.folder, 'media')).sort()).toEqual(['news', 'products']);

    // What the dashboard says: the second backup added its database, its manifest and the new picture.
    const size = await backupSize(second.folder);
    const own = ['site.db', 'backup.json', path.join('media', added)]
      .map((relative) => statSync(path.join(second.folder, relative)).size)
      .reduce((sum, bytes) => sum + bytes);
    expect(size.ownBytes).toBe(own);
    expect(size.totalBytes).toBe(own + statSync(inFirst(video)).size + statSync(inFirst(picture)).size);

    // The older backup restores the media as they were then, in full.
    rmSync(sources.file(video));
    await restoreBackup(first.folder, sources, firstDay + 2 * day);
    expect(readdirSync(sources.file('products'))).toEqual([path.basename(picture)]);
    expect(holdsVideo(sources.file(video))).toBe(true);
    // Copied back, not linked: deleting the restored file leaves every backup whole.
    expect(inode(sources.file(video))).not.toBe(inode(inFirst(video)));
    rmSync(sources.file(video));
    expect(holdsVideo(inFirst(video))).toBe(true);
    expect(holdsVideo(inSecond(video))).toBe(true);
  });

  it('keep one copy of an unchanged video through the seven kept, and lose none when the oldest goes', async () => {
    const sources = site();
    const backups = [];
    for (let n = 0; n < 8; n++) backups.push(await takeBackup(sources, firstDay + n * day));
    await pruneBackups(backupsFolderOf(sources.dataDir), 7);
    const kept = readdirSync(backupsFolderOf(sources.dataDir));
    expect(kept).toHaveLength(7);
    const videos = kept.map((name) => path.join(backupsFolderOf(sources.dataDir), name, 'media', video));
    expect(new Set(videos.map(inode)).size).toBe(1);
    expect(statSync(videos[0] as string).nlink).toBe(7);
    // The newest backup's own bytes: its database and manifest, no media.
    const { lastBackupSize } = await backupFigures(sources);
    const newest = backups.at(-1)?.folder as string;
    expect(lastBackupSize?.ownBytes).toBe(
      statSync(path.join(newest, 'site.db')).size + statSync(path.join(newest, 'backup.json')).size,
    );
  });

  it('copies the file where a hard link is refused (another file system)', async () => {
    const sources = site();
    const first = await takeBackup(sources, firstDay);
    const target = path.join(sources.dataDir, 'elsewhere');
    const crossDevice = async () => {
      throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' });
    };
    await copyMediaFolder(
      { source: sources.mediaDir, previous: path.join(first.folder, 'media'), skip: () => false },
      target,
      crossDevice,
    );
    expect(holdsVideo(path.join(target, video))).toBe(true);
    expect(statSync(path.join(target, video)).nlink).toBe(1);
  });

  it('is the account’s alone, whatever the live media’s mode and the process’s umask', async () => {
    const sources = site();
    chmodSync(sources.file(picture), 0o644);
    const umask = process.umask(0o022);
    try {
      const { folder } = await takeBackup(sources, firstDay);
      const open: string[] = [];
      for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
        const at = path.join(entry.parentPath, entry.name);
        const mode = statSync(at).mode & 0o777;
        if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) open.push(`${at} ${mode.toString(8)}`);
      }
      expect(open).toEqual([]);
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      expect(statSync(backupsFolderOf(sources.dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
    }
  });
});

describe('a backup without room on the disk', () => {
  it('is refused with 507 and its message, leaves nothing half-made, and the dashboard says so', async () => {
    const sources = site();
    const refused = await takeBackup(
      { ...sources, freeSpaceMarginBytes: Number.MAX_SAFE_INTEGER },
      firstDay,
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 507, message: messages.backupNoRoom });
    const backups = backupsFolderOf(sources.dataDir);
    // Not even a `.partial-` folder: only the note the dashboard reads.
    expect(readdirSync(backups)).toEqual(['refused-for-room.json']);
    expect(await backupFigures(sources)).toEqual({
      lastBackup: null,
      lastBackupSize: null,
      backupRefusedAt: new Date(firstDay).toISOString(),
    });

    // Room again: the backup is taken, and the refusal is no longer news.
    await takeBackup(sources, firstDay + day);
    expect(await backupFigures(sources)).toMatchObject({
      lastBackup: new Date(firstDay + day).toISOString(),
      backupRefusedAt: null,
    });
  });

  it('counts only what it would copy: the media the previous backup lacks', async () => {
    const sources = site();
    const first = await takeBackup(sources, firstDay);
    writeFileSync(sources.file(added), 'a small new picture');
    const uploads = [sources.file('tmp'), sources.file('uploads')];
    const media = { source: sources.mediaDir, skip: (at: string) => uploads.includes(at) };
    expect(await mediaBytesToCopy({ ...media, previous: path.join(first.folder, 'media') })).toBe(
      statSync(sources.file(added)).size,
    );
  });
});
