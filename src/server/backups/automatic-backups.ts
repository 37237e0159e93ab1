import type { FastifyInstance } from 'fastify';
import { systemClock } from '../clock';
import { isThrowaway } from '../config';
import { claimScheduledRun } from '../scheduled-runs';
import { readSiteSettings } from '../settings/site-settings';
import { type BackupSchedule, startBackupSchedule } from './schedule';
import type { BackupSources } from './take-backup';

/** The running server's automatic backups, following the site-wide setting; none for a database in memory. */
export function startAutomaticBackups(app: FastifyInstance, sources: BackupSources): BackupSchedule {
  if (isThrowaway(sources.database)) return { stop: async () => {} };
  return startBackupSchedule({
    sources,
    isOn: async () => (await readSiteSettings(app.db)).autoBackup,
    claim: (now) => claimScheduledRun(app.db, 'backup', now),
    clock: systemClock,
    log: app.log,
  });
}
