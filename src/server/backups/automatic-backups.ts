import type { FastifyInstance } from 'fastify';
import { systemClock } from '../clock';
import { readSiteSettings } from '../settings/site-settings';
import { type BackupSchedule, startBackupSchedule } from './schedule';
import type { BackupSources } from './take-backup';

/** The running server's automatic backups, following the site-wide setting; none for a database in memory. */
export function startAutomaticBackups(app: FastifyInstance, sources: BackupSources): BackupSchedule {
  if (sources.databaseFile === ':memory:') return { stop: async () => {} };
  return startBackupSchedule({
    sources,
    isOn: async () => (await readSiteSettings(app.db)).autoBackup,
    clock: systemClock,
    log: app.log,
  });
}
