/**
 * What the tests of news items' and products' publication share: the publish times every form and
 * `PUT …/publication` refuse, a scheduler run by hand, the events of one kind of row, and two
 * servers on one database publishing what falls due.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Response as InjectResponse } from 'light-my-request';
import { expect } from 'vitest';
import type { AuditEntity } from '../../src/api/audit';
import { publishAheadMaxMs } from '../../src/api/limits';
import { messages } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import { startScheduledPublishing } from '../../src/server/publication/scheduled-publishing';
import type { Repeat } from '../../src/server/scheduled-runs';
import { type manualClock, refusal, startTestServer } from './helpers';
import { lastingTestDatabase, testDialect } from './test-database';

export const minute = 60_000;
export const hour = 60 * minute;
export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A scheduled publication's refused times at `now`, each with the words of its refusal: none, not
 * a time, now or past, more than a year ahead.
 */
export function publishAtRefusals(now: number): Array<[Record<string, string>, string]> {
  return [
    [{ status: 'scheduled' }, messages.publishAtInvalid],
    [{ status: 'scheduled', publish_at: 'next Tuesday' }, messages.publishAtInvalid],
    [{ status: 'scheduled', publish_at: iso(now) }, messages.publishAtPast],
    [{ status: 'scheduled', publish_at: iso(now - minute) }, messages.publishAtPast],
    [{ status: 'scheduled', publish_at: iso(now + publishAheadMaxMs + 1) }, messages.publishAtTooFar],
  ];
}

/** That an answer refuses with `status` and `message`; `label` names the case when it does not. */
export function expectRefused(res: InjectResponse, status: number, message: string, label = ''): void {
  expect(res.statusCode, label).toBe(status);
  expect(res.json(), label).toEqual(refusal(message));
}

/** A `Repeat` that runs nothing by itself: the test calls `check` when it moves the clock. */
export function manualRepeat() {
  const timer = { periodMs: 0, check: async () => {}, stopped: false };
  const repeat: Repeat = (ms, check) => {
    Object.assign(timer, { periodMs: ms, check });
    return () => {
      timer.stopped = true;
    };
  };
  return { timer, repeat };
}

/** The events of one kind of row, oldest first, with their changes read. */
export async function eventsOf(app: App, entity: AuditEntity) {
  const rows = await app.db
    .selectFrom('audit_events')
    .select(['action', 'entity_id', 'user_id', 'username', 'address', 'changes'])
    .where('entity', '=', entity)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as unknown[] }));
}

/**
 * Two servers on one database, each publishing what falls due: `prepare` writes the scheduled rows
 * (through the first), both check, the clock moves an hour on, both check again, and `verify`
 * reads what they did. Neither may log a failure.
 */
export async function publishOnTwoServers(
  { media, time }: { media: string; time: ReturnType<typeof manualClock> },
  prepare: (first: App) => Promise<void>,
  verify: (servers: readonly [App, App]) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'publication-test-'));
  try {
    const database = await lastingTestDatabase(dir);
    // What either server logs as an error: a check that failed.
    const failures: string[] = [];
    const logged = { logLevel: 'error', logStream: { write: (line: string) => failures.push(line) } };
    const servers = [
      await startTestServer({ database, mediaDir: media, clock: time.clock, ...logged }),
      await startTestServer({ database, mediaDir: media, clock: time.clock, ...logged }),
    ] as const;
    try {
      await prepare(servers[0]);
      const timers = servers.map((server) => {
        const { timer, repeat } = manualRepeat();
        return { timer, publishing: startScheduledPublishing(server, { clock: time.clock, repeat }) };
      });
      await Promise.all(timers.map(({ timer }) => timer.check()));
      time.advance(hour);
      if (testDialect === 'postgres') {
        await Promise.all(timers.map(({ timer }) => timer.check()));
      } else {
        // Two SQLite connections in one thread cannot write at once: the second's wait for the
        // lock would hold up the very thread the first needs to finish. Processes of their own
        // would each wait in turn; here the second checks once the first is done.
        for (const { timer } of timers) await timer.check();
      }
      await Promise.all(timers.map(({ publishing }) => publishing.stop()));
      expect(failures).toEqual([]);
      await verify(servers);
    } finally {
      for (const server of servers) await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
