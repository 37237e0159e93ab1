import type { FastifyInstance } from 'fastify';
import { serverActor } from '../audit/audit-log';
import { pruneAudit } from '../audit/audit-query';
import { systemClock } from '../clock';
import { isThrowaway } from '../config';
import { claimScheduledRun } from '../scheduled-runs';
import { readSiteSettings } from '../settings/site-settings';
import { type BackupSchedule, startBackupSchedule } from './schedule';
import { type BackupSources, recordBackupTaken } from './take-backup';

/**
 * The running server's automatic backups, following the site-wide setting, and the audit trail's
 * hourly prune; neither for a database in memory.
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
    pruneAudit: async (now) => {
      if (!(await claimScheduledRun(app.db, 'audit-prune', now))) return;
      const pruned = await pruneAudit(app.db, {
        retentionDays: sources.auditRetentionDays,
        now,
        actor: serverActor,
      });
      if (pruned > 0) app.log.info({ pruned }, 'audit events past their retention deleted');
    },
    recordTaken: (backup) => recordBackupTaken(app.db, backup, { actor: serverActor, how: 'schedule' }),
    log: app.log,
  });
}
