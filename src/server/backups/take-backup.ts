/**
 * Takes a backup while the server runs: SQLite's online backup (or `pg_dump`, which reads one
 * snapshot) copies a consistent state of the database whatever other connections write
 * meanwhile, then the media folder is copied (what the previous backup holds is linked,
 * copy-media.ts). The database goes first: a media file is stored before the row naming it, so
 * every picture the copied database names is in the copied media (at worst with a few that no row
 * names yet). The one exception is a file deleted between the two copies, with its row, by a
 * change made after the database was copied.
 *
 * A backup that would leave the disk with less free than the margin is not started: a full disk
 * stops the site's own writes too.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { type DatabaseLocation, defaultFreeSpaceMarginBytes } from '../config';
import type { Database } from '../db/schema';
import { mediaFolders } from '../media/media-files';
import { HttpError } from '../plugins/errors';
import { ensureRoomFor } from '../system/free-space';
import {
  type Backup,
  type BackupPlace,
  backupNameAt,
  backupsFolderOf,
  databaseFileNames,
  isMissingFile,
  manifestFileName,
  mediaFolderName,
  newestBackup,
  partialPrefix,
} from './backup-folders';
import { copyMediaFolder, type MediaCopy, mediaBytesToCopy } from './copy-media';
import { postgresClientInvocation } from './postgres-client';
import { noteRefusedForRoom } from './refused-for-room';

export interface BackupSources extends BackupPlace {
  mediaDir: string;
  /** The free disk space a backup must leave (FREE_SPACE_MARGIN_MB); the configuration's default unless given. */
  freeSpaceMarginBytes?: number;
}

export async function takeBackup(
  { database, dataDir, mediaDir, freeSpaceMarginBytes = defaultFreeSpaceMarginBytes }: BackupSources,
  now: number,
): Promise<Backup> {
  const backupsFolder = backupsFolderOf(dataDir);
  const name = backupNameAt(now);
  const partial = path.join(backupsFolder, `${partialPrefix}${name}`);
  const folder = path.join(backupsFolder, name);
  await mkdir(backupsFolder, { recursive: true, mode: 0o700 });
  const previous = await newestBackup(backupsFolder);
  // Uploads in progress (whole files and resumable ones' parts) are left out, and so are the
  // backups, should the media folder hold them.
  const leftOut = [mediaFolders(mediaDir).tmp, path.join(mediaDir, 'uploads'), backupsFolder];
  const media: MediaCopy = {
    source: mediaDir,
    previous: previous && path.join(previous.folder, mediaFolderName),
    skip: (source) => leftOut.includes(source),
  };
  const expectedBytes = (await expectedDatabaseBytes(database, previous)) + (await mediaBytesToCopy(media));
  await ensureRoomForBackup(backupsFolder, expectedBytes, freeSpaceMarginBytes, now);
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const databaseCopy = path.join(partial, databaseFileNames[database.dialect]);
    await copyDatabase(database, databaseCopy);
    await chmod(databaseCopy, 0o600);
    await copyMediaFolder(media, path.join(partial, mediaFolderName));
    await writeFile(
      path.join(partial, manifestFileName),
      `${JSON.stringify({ takenAt: new Date(now).toISOString() }, null, 2)}\n`,
      { mode: 0o600 },
    );
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return { folder, takenAt: now };
}

/** A backup's audit event: written once the backup is complete, naming its folder. */
export async function recordBackupTaken(
  db: Kysely<Database>,
  backup: Backup,
  { actor, how }: { actor: AuditActor; how: 'schedule' | 'command' },
): Promise<void> {
  await recordAudit(db, {
    actor,
    action: 'backup.taken',
    entity: 'backup',
    label: path.basename(backup.folder),
    changes: [{ field: 'by', after: how }],
    at: backup.takenAt,
  });
}

/** Refuses a backup without room on the disk, leaving the note the dashboard reads. */
async function ensureRoomForBackup(
  backupsFolder: string,
  bytes: number,
  marginBytes: number,
  now: number,
): Promise<void> {
  try {
    await ensureRoomFor(backupsFolder, bytes, marginBytes, 'backupNoRoom');
  } catch (error) {
    if (error instanceof HttpError) await noteRefusedForRoom(backupsFolder, now);
    throw error;
  }
}

/**
 * About the room the database's copy takes: the SQLite file with its write-ahead log, or the
 * previous dump's size on PostgreSQL (nothing known before the first, which the margin covers).
 */
async function expectedDatabaseBytes(database: DatabaseLocation, previous: Backup | null): Promise<number> {
  const files =
    database.dialect === 'sqlite'
      ? [database.file, `${database.file}-wal`]
      : previous
        ? [path.join(previous.folder, databaseFileNames.postgres)]
        : [];
  let bytes = 0;
  for (const file of files) bytes += await sizeOf(file);
  return bytes;
}

/** A file's size; 0 when it does not exist (a write-ahead log checkpointed away). */
async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if (isMissingFile(error)) return 0;
    throw error;
  }
}

async function copyDatabase(database: DatabaseLocation, copy: string): Promise<void> {
  if (database.dialect === 'postgres') {
    // The custom format is compressed and lets `pg_restore` put back any part of it.
    const { args, env } = postgresClientInvocation(database.url, [
      '--format=custom',
      '--no-owner',
      `--file=${copy}`,
    ]);
    await promisify(execFile)('pg_dump', args, { env, timeout: 60 * 60_000 }).catch((error: unknown) => {
      if (isMissingFile(error)) throw new Error('pg_dump was not found: install the PostgreSQL client tools');
      throw error;
    });
    return;
  }
  const source = new SQLite(database.file, { fileMustExist: true });
  try {
    await source.backup(copy);
  } finally {
    source.close();
  }
  // The copy keeps the live file's WAL mode; a plain journal lets it be opened read-only anywhere.
  const written = new SQLite(copy);
  written.pragma('journal_mode = DELETE');
  written.close();
}
