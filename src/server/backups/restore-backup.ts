/**
 * Puts a backup back: the database and the media folder. Only while no server has the database
 * open (its connection would go on writing to the replaced file), and only from a complete backup
 * whose database passes SQLite's check. Both are staged beside their live copies first and then
 * swapped in by renaming, so a failed copy leaves the live data as it was.
 *
 * The media are copied, never linked: a backup's files are shared with the backups after it
 * (copy-media.ts), and a live file linked to them would be the same file, so whatever later
 * happened to it in the live folder would happen in every backup holding it.
 */
import { copyFile, cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { recordAudit, serverActor } from '../audit/audit-log';
import { migrate, openDatabase } from '../db/connection';
import { databaseFileNames, isCompleteBackup, isMissingFile, mediaFolderName } from './backup-folders';
import { isDatabaseInUse } from './database-in-use';
import { postgresClientConnection } from './postgres-client';
import type { BackupSources } from './take-backup';

/** A restore that was not attempted, with the reason in words for the operator. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export async function restoreBackup(
  folder: string,
  { database, mediaDir }: BackupSources,
  now: number,
): Promise<void> {
  if (database.dialect === 'postgres') {
    // Several servers may share the database, and only PostgreSQL knows which are connected.
    // The command names the database without its password, which belongs in the environment.
    const { connection } = postgresClientConnection(database.url);
    throw new RestoreRefused(
      `On PostgreSQL, stop every server, then run, with the database's password in PGPASSWORD (or ~/.pgpass): pg_restore --clean --if-exists --no-owner --single-transaction --dbname='${connection}' ${path.join(folder, databaseFileNames.postgres)}, and copy ${path.join(folder, mediaFolderName)} over ${mediaDir}.`,
    );
  }
  const databaseFile = database.file;
  if (!(await isCompleteBackup(folder))) {
    throw new RestoreRefused(
      `${folder} is not a complete backup (it needs ${databaseFileNames.sqlite}, ${mediaFolderName}/ and backup.json).`,
    );
  }
  const backupDatabase = path.join(folder, databaseFileNames.sqlite);
  if (!databasePassesCheck(backupDatabase)) {
    throw new RestoreRefused(`The database in ${folder} is damaged: it fails SQLite's integrity check.`);
  }
  if (isDatabaseInUse(databaseFile)) {
    throw new RestoreRefused(
      `The server is running: ${databaseFile} is open in another process. Stop the server, then restore.`,
    );
  }
  const stagedDatabase = `${databaseFile}.restoring`;
  const stagedMedia = `${mediaDir}.restoring`;
  const replacedMedia = `${mediaDir}.replaced`;
  await rm(stagedMedia, { recursive: true, force: true });
  // Onto a fresh machine too, where the data folders do not exist yet.
  await mkdir(path.dirname(databaseFile), { recursive: true });
  await mkdir(path.dirname(mediaDir), { recursive: true });
  await copyFile(backupDatabase, stagedDatabase);
  await recordRestore(stagedDatabase, path.basename(folder), now);
  await cp(path.join(folder, mediaFolderName), stagedMedia, { recursive: true });
  // A write-ahead log left beside the old database would be replayed into the restored one.
  await rm(`${databaseFile}-wal`, { force: true });
  await rm(`${databaseFile}-shm`, { force: true });
  await rename(stagedDatabase, databaseFile);
  await rm(replacedMedia, { recursive: true, force: true });
  await rename(mediaDir, replacedMedia).catch((error: unknown) => {
    if (!isMissingFile(error)) throw error;
  });
  await rename(stagedMedia, mediaDir);
  await rm(replacedMedia, { recursive: true, force: true });
}

function databasePassesCheck(file: string): boolean {
  try {
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      return db.pragma('quick_check', { simple: true }) === 'ok';
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/**
 * Writes the restore's audit event into the staged copy, brought up to this version's schema
 * first (as the server would at start): the event is in the database exactly when the restore is.
 */
async function recordRestore(stagedDatabase: string, backupName: string, now: number): Promise<void> {
  const db = openDatabase({ dialect: 'sqlite', file: stagedDatabase });
  try {
    await migrate(db);
    await recordAudit(db, {
      actor: serverActor,
      action: 'backup.restored',
      entity: 'backup',
      label: backupName,
      at: now,
    });
  } finally {
    await db.destroy();
  }
}
