/**
 * Automatic backups: while the site-wide setting is on, the server checks every hour whether the
 * newest complete backup is a day old (or missing) and, if so, takes one and keeps the newest
 * seven. Hourly checks rather than a daily timer: a server restarted often, or a clock moved,
 * still gets its daily backup, and a backup taken by hand counts for the day. Of several
 * processes sharing the database, only the one that claims the hour takes it. Each check first
 * prunes the audit trail of events past their retention.
 */
import type { Clock } from '../clock';
import { everyMs, type Repeat, repeatOneAtATime, type ScheduledWork } from '../scheduled-runs';
import { type Backup, backupsFolderOf, newestBackup, pruneBackups } from './backup-folders';
import { type BackupSources, takeBackup } from './take-backup';

const hourMs = 60 * 60_000;
export const backupCheckEveryMs = hourMs;
export const backupMaxAgeMs = 24 * hourMs;
export const backupsKept = 7;

export type BackupSchedule = ScheduledWork;

export function startBackupSchedule(options: {
  sources: BackupSources;
  /** Whether automatic backups are on, read at each check. */
  isOn: () => Promise<boolean>;
  /** Whether this process won the hour of `now` for the backup (src/server/scheduled-runs.ts). */
  claim: (now: number) => Promise<boolean>;
  clock: Clock;
  /** The prunes of what is kept for a time (the audit trail, field data), due at every check whether backups are on or not. */
  prune: (now: number) => Promise<void>;
  /** Writes the backup's audit event once it is complete. */
  recordTaken: (backup: Backup) => Promise<void>;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
  repeat?: Repeat;
}): BackupSchedule {
  const { sources, isOn, claim, clock, prune, recordTaken, log, repeat = everyMs } = options;
  const backupsFolder = backupsFolderOf(sources.dataDir);
  return repeatOneAtATime(
    async () => {
      await prune(clock());
      if (!(await isOn())) return;
      const newest = await newestBackup(backupsFolder);
      if (newest !== null && clock() - newest.takenAt < backupMaxAgeMs) return;
      if (!(await claim(clock()))) return;
      const backup = await takeBackup(sources, clock());
      await recordTaken(backup);
      const removed = await pruneBackups(backupsFolder, backupsKept);
      log.info({ folder: backup.folder, removed }, 'automatic backup written');
    },
    {
      everyMs: backupCheckEveryMs,
      repeat,
      onError: (error) => log.error({ err: error }, 'automatic backup failed'),
    },
  );
}
