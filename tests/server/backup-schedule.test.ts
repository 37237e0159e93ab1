import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serverActor } from '../../src/server/audit/audit-log';
import { backupNameAt } from '../../src/server/backups/backup-folders';
import { startBackupSchedule } from '../../src/server/backups/schedule';
import { recordBackupTaken } from '../../src/server/backups/take-backup';
import type { Repeat } from '../../src/server/scheduled-runs';
import { claimScheduledRun } from '../../src/server/scheduled-runs';
import { manualClock, startTestServer } from './helpers';
import { lastingTestDatabase } from './test-database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'schedule-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const hour = 3_600_000;
const day = 24 * hour;
const backups = () => readdirSync(path.join(dataDir, 'backups')).sort();

describe('automatic backups', () => {
  it('take one at start and then daily while switched on, keeping the newest seven', async () => {
    const database = await lastingTestDatabase(dataDir);
    const app = await startTestServer({ database });
    const time = manualClock();
    const start = time.clock();
    let on = true;
    const prunes: number[] = [];
    /** What the schedule logged as done. */
    const written: string[] = [];
    const timer = { periodMs: 0, check: async () => {}, stopped: false };
    const repeat: Repeat = (ms, check) => {
      Object.assign(timer, { periodMs: ms, check });
      return () => {
        timer.stopped = true;
      };
    };
    const schedule = startBackupSchedule({
      sources: { database, dataDir, mediaDir: path.join(dataDir, 'media') },
      isOn: async () => on,
      claim: (now) => claimScheduledRun(app.db, 'backup', now),
      clock: time.clock,
      prune: async (now) => {
        prunes.push(now);
      },
      recordTaken: (backup) => recordBackupTaken(app.db, backup, { actor: serverActor, how: 'schedule' }),
      log: { info: (_, message) => written.push(message), error: () => {} },
      repeat,
    });
    // It looks every hour.
    expect(timer.periodMs).toBe(hour);
    // A backup copies files: on a busy machine the first can take seconds. Its check has ended once
    // it says so (a check due before then joins it rather than run, so it would prune nothing).
    await vi.waitFor(
      () => {
        expect(backups()).toEqual([backupNameAt(start)]);
        expect(written).toEqual(['automatic backup written']);
      },
      { timeout: 15_000 },
    );

    time.advance(hour);
    await timer.check();
    expect(backups()).toEqual([backupNameAt(start)]);
    time.advance(day - hour - 1);
    await timer.check();
    expect(backups()).toHaveLength(1);
    time.advance(1);
    await timer.check();
    expect(backups()).toEqual([backupNameAt(start), backupNameAt(start + day)]);

    // Switched off: nothing, however old the newest backup.
    on = false;
    time.advance(3 * day);
    await timer.check();
    expect(backups()).toHaveLength(2);

    on = true;
    const taken: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      await timer.check();
      taken.push(time.clock());
      time.advance(day);
    }
    expect(backups()).toEqual(taken.map(backupNameAt));
    // Each backup has its event, naming its folder (the pruned folders too); every check pruned
    // the trail, switched off or not.
    const events = await app.db
      .selectFrom('audit_events')
      .select(['action', 'label'])
      .orderBy('id')
      .execute();
    expect(events).toEqual(
      [start, start + day, ...taken].map((at) => ({ action: 'backup.taken', label: backupNameAt(at) })),
    );
    expect(prunes).toHaveLength(1 + 3 + 1 + 7);

    await schedule.stop();
    expect(timer.stopped).toBe(true);
    await app.close();
  }, 30_000);

  it('log a backup that fails and try again at the next check', async () => {
    const database = { dialect: 'sqlite', file: path.join(dataDir, 'later', 'site.db') } as const;
    const errors: string[] = [];
    const recorded: string[] = [];
    const timer = { check: async () => {} };
    const schedule = startBackupSchedule({
      sources: {
        database,
        dataDir: path.join(dataDir, 'later'),
        mediaDir: path.join(dataDir, 'later', 'media'),
      },
      isOn: async () => true,
      claim: async () => true,
      clock: manualClock().clock,
      prune: async () => {},
      recordTaken: async (backup) => {
        recorded.push(backup.folder);
      },
      log: { info: () => {}, error: (_, message) => errors.push(message) },
      repeat: (_, check) => {
        timer.check = check;
        return () => {};
      },
    });
    // No database yet: the check at start fails.
    await vi.waitFor(() => expect(errors).toEqual(['automatic backup failed']), { timeout: 15_000 });
    const app = await startTestServer({ database });
    await timer.check();
    expect(readdirSync(path.join(dataDir, 'later', 'backups'))).toHaveLength(1);
    // Only the backup that was written has an event.
    expect(recorded).toEqual([
      path.join(dataDir, 'later', 'backups', readdirSync(path.join(dataDir, 'later', 'backups'))[0] ?? ''),
    ]);
    await schedule.stop();
    await app.close();
  });
});
