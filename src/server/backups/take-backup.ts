/**
 * Takes a backup while the server runs: SQLite's online backup (or `pg_dump`, which reads one
 * snapshot) copies a consistent state of the database whatever other connections write
 * meanwhile, then the media folder is copied. The database goes first: a media file is stored
 * before the row naming it, so every picture the copied database names is in the copied media (at
 * worst with a few that no row names yet). The one exception is a file deleted between the two
 * copies, with its row, by a change made after the database was copied.
 */
import { execFile } from 'node:child_process';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { DatabaseLocation } from '../config';
import type { Database } from '../db/schema';
import { mediaFolders } from '../media/media-files';
import {
  type Backup,
  type BackupPlace,
  backupNameAt,
  backupsFolderOf,
  databaseFileNames,
  isMissingFile,
  manifestFileName,
  mediaFolderName,
  partialPrefix,
} from './backup-folders';
import { copyMediaFolder } from './copy-media';
import { postgresClientInvocation } from './postgres-client';

export interface BackupSources extends BackupPlace {
  mediaDir: string;
}

export async function takeBackup(
  { database, dataDir, mediaDir }: BackupSources,
  now: number,
): Promise<Backup> {
  const backupsFolder = backupsFolderOf(dataDir);
  const name = backupNameAt(now);
  const partial = path.join(backupsFolder, `${partialPrefix}${name}`);
  const folder = path.join(backupsFolder, name);
  await mkdir(partial, { recursive: true });
  try {
    await copyDatabase(database, path.join(partial, databaseFileNames[database.dialect]));
    const uploadsInProgress = mediaFolders(mediaDir).tmp;
    // Uploads in progress are left out, and so are the backups, should the media folder hold them.
    await copyMediaFolder(
      mediaDir,
      path.join(partial, mediaFolderName),
      (source) => source === uploadsInProgress || source === backupsFolder,
    );
    await writeFile(
      path.join(partial, manifestFileName),
      `${JSON.stringify({ takenAt: new Date(now).toISOString() }, null, 2)}\n`,
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
