/**
 * Automatic backups: while the site-wide setting is on, the server checks every hour whether the
 * newest complete backup is a day old (or missing) and, if so, takes one and keeps the newest
 * seven. Hourly checks rather than a daily timer: a server restarted often, or a clock moved,
 * still gets its daily backup, and a backup taken by hand counts for the day.
 */
import type { Clock } from '../clock';
import { backupsFolderOf, newestBackup, pruneBackups } from './backup-folders';
import { type BackupSources, takeBackup } from './take-backup';

const hourMs = 60 * 60_000;
export const backupCheckEveryMs = hourMs;
export const backupMaxAgeMs = 24 * hourMs;
export const backupsKept = 7;

/** Runs `check` every `ms` without keeping the process alive; returns how to stop it. */
export type Repeat = (ms: number, check: () => Promise<void>) => () => void;

const everyMs: Repeat = (ms, check) => {
  const timer = setInterval(() => void check(), ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface BackupSchedule {
  /** Stops the checks, waiting for a backup under way to finish. */
  stop(): Promise<void>;
}

export function startBackupSchedule(options: {
  sources: BackupSources;
  /** Whether automatic backups are on, read at each check. */
  isOn: () => Promise<boolean>;
  clock: Clock;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
  repeat?: Repeat;
}): BackupSchedule {
  const { sources, isOn, clock, log, repeat = everyMs } = options;
  const backupsFolder = backupsFolderOf(sources.databaseFile);
  let running: Promise<void> | null = null;
  const check = async () => {
    if (!(await isOn())) return;
    const newest = await newestBackup(backupsFolder);
    if (newest !== null && clock() - newest.takenAt < backupMaxAgeMs) return;
    const backup = await takeBackup(sources, clock());
    const removed = await pruneBackups(backupsFolder, backupsKept);
    log.info({ folder: backup.folder, removed }, 'automatic backup written');
  };
  // One check at a time; a failed one is logged and the next hour tries again.
  const checkOnce = async () => {
    if (running) return;
    running = check()
      .catch((error: unknown) => log.error({ err: error }, 'automatic backup failed'))
      .finally(() => {
        running = null;
      });
    await running;
  };
  const cancel = repeat(backupCheckEveryMs, checkOnce);
  void checkOnce();
  return {
    async stop() {
      cancel();
      await running;
    },
  };
}
