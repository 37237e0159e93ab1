import type { FastifyInstance } from 'fastify';
import { serverActor } from '../audit/audit-log';
import { pruneAudit } from '../audit/audit-query';
import { systemClock } from '../clock';
import { isThrowaway } from '../config';
import { fieldDaysKept, pruneFieldData } from '../field-vitals/field-data';
import { claimScheduledRun } from '../scheduled-runs';
import { readSiteSettings } from '../settings/site-settings';
import { type BackupSchedule, startBackupSchedule } from './schedule';
import { type BackupSources, recordBackupTaken } from './take-backup';

/**
 * The running server's automatic backups, following the site-wide setting, and the hourly prunes
 * of the audit trail and of field data; none for a database in memory.
 */
export function startAutomaticBackups(
  app: FastifyInstance,
  sources: BackupSources & { auditRetentionDays: number },
): BackupSchedule {
  if (isThrowaway(sources.database)) return { stop: async () => {} };
  return startBackupSchedule({
    sources,
    isOn: async () => (await readSiteSettings(app.db)).autoBackup,
    claim: (now) => claimScheduledRun(app.db, 'backup', now),
    clock: systemClock,
    prune: async (now) => {
      if (await claimScheduledRun(app.db, 'audit-prune', now)) {
        const pruned = await pruneAudit(app.db, {
          retentionDays: sources.auditRetentionDays,
          now,
          actor: serverActor,
        });
        if (pruned > 0) app.log.info({ pruned }, 'audit events past their retention deleted');
      }
      if (await claimScheduledRun(app.db, 'field-prune', now)) {
        const pruned = await pruneFieldData(app.db, fieldDaysKept, now);
        if (pruned > 0) app.log.info({ pruned }, 'field data rows past 90 days deleted');
      }
    },
    recordTaken: (backup) => recordBackupTaken(app.db, backup, { actor: serverActor, how: 'schedule' }),
    log: app.log,
  });
}
