/**
 * Scheduled work (automatic backups, the media sweep) that must run once for the site, not once
 * per server process: before running, a process claims the job's slot (an hour) in the database,
 * and only the one whose claim was written runs it. A process that fails after claiming leaves the
 * slot taken; the next hour's check tries again.
 */
import type { Kysely } from 'kysely';
import { isoTime } from './clock';
import type { Database } from './db/schema';

export type ScheduledJob = 'backup' | 'media-sweep' | 'audit-prune' | 'field-prune';

export const hourMs = 60 * 60_000;
/** Claims older than this are of no more use to anyone and are dropped. */
const claimsKeptMs = 7 * 24 * hourMs;

/** The hour `now` falls in, as an ISO prefix: `2030-01-01T09`. */
const hourSlotOf = (now: number): string => new Date(now).toISOString().slice(0, 13);

/** Whether this process won `job` for the hour of `now`; at most one claim per slot is ever true. */
export async function claimScheduledRun(
  db: Kysely<Database>,
  job: ScheduledJob,
  now: number,
): Promise<boolean> {
  await db
    .deleteFrom('scheduled_runs')
    .where('claimed_at', '<', isoTime(now - claimsKeptMs))
    .execute();
  const claimed = await db
    .insertInto('scheduled_runs')
    .values({ job, slot: hourSlotOf(now), claimed_at: isoTime(now) })
    .onConflict((conflict) => conflict.columns(['job', 'slot']).doNothing())
    .returning('job')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Runs `check` every `ms` without keeping the process alive; returns how to stop it. */
export type Repeat = (ms: number, check: () => Promise<void>) => () => void;

export const everyMs: Repeat = (ms, check) => {
  const timer = setInterval(() => void check(), ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface ScheduledWork {
  /** Stops the checks, waiting for work under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `work` now and then every `everyMs`, one run at a time (a check due while one is under way
 * starts none, and ends when that one does). A failed run is reported to `onError`; the next one
 * tries again.
 */
export function repeatOneAtATime(
  work: () => Promise<void>,
  { everyMs: ms, repeat, onError }: { everyMs: number; repeat: Repeat; onError: (error: unknown) => void },
): ScheduledWork {
  let running: Promise<void> | null = null;
  const runOnce = async () => {
    // Due while a run is under way: no second run, but the caller waits for that one to end.
    if (running) return running;
    running = work()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    await running;
  };
  const cancel = repeat(ms, runOnce);
  void runOnce();
  return {
    async stop() {
      cancel();
      await running;
    },
  };
}
