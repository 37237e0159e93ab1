/**
 * `npm run restore <folder>`: puts a backup's database and media back. The server must be stopped;
 * the folder may be given as a path or as a backup's name in the backups folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { backupsFolderOf } from '../src/server/backups/backup-folders';
import { restoreBackup } from '../src/server/backups/restore-backup';
import { loadConfig } from '../src/server/config';
import { createPrivately } from '../src/server/private-data';

if (existsSync('.env')) process.loadEnvFile('.env');
createPrivately();

try {
  const config = loadConfig();
  const given = process.argv[2];
  if (!given) throw new Error('Name the backup to restore: npm run restore <folder>');
  const byName = path.join(backupsFolderOf(config.dataDir), given);
  const folder = existsSync(given) || !existsSync(byName) ? path.resolve(given) : byName;
  await restoreBackup(folder, config, Date.now());
  const target = config.database.dialect === 'sqlite' ? config.database.file : 'the database';
  console.log(`Restored ${folder} to ${target} and ${config.mediaDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
