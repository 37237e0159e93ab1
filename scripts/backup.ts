/**
 * `npm run backup`: writes a consistent backup of the database and the media folder to
 * `backups/<time>/` in the data folder (beside a SQLite file). Safe while the server runs.
 */
import { existsSync } from 'node:fs';
import { serverActor } from '../src/server/audit/audit-log';
import { recordBackupTaken, takeBackup } from '../src/server/backups/take-backup';
import { isThrowaway, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { createPrivately } from '../src/server/private-data';

if (existsSync('.env')) process.loadEnvFile('.env');
createPrivately();

try {
  const config = loadConfig();
  if (isThrowaway(config.database)) throw new Error('A database in memory cannot be backed up.');
  const backup = await takeBackup(config, Date.now());
  const db = openDatabase(config.database);
  try {
    await recordBackupTaken(db, backup, { actor: serverActor, how: 'command' });
  } finally {
    await db.destroy();
  }
  console.log(`Backup written to ${backup.folder}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
