/**
 * Counts attempts per key (a client address, a username) in a sliding window, in the database, so
 * that a limit holds for the whole site however many server processes share it, and across
 * restarts. Sign-in counts failed attempts; the contact form counts the messages it stored.
 */

import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { MessageId } from '../api/messages';
import { HashingBusyError } from './accounts/passwords';
import { type AuditActor, recordAudit } from './audit/audit-log';
import type { Clock } from './clock';
import { takeWriteLock } from './db/concurrent-writes';
import type { Database } from './db/schema';
import { HttpError } from './plugins/errors';

/**
 * Refuses a request that may be made again later, whether its sender or everyone is asking too
 * often: 429 with `Retry-After` in whole seconds, at least one.
 */
export function refuseFor(reply: FastifyReply, waitMs: number, refusal: MessageId): never {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new HttpError(429, refusal);
}

/**
 * Runs work that hashes a password; when hashing is busy, nothing was done (`onBusy` may uncount
 * the attempt) and the caller is asked to come back shortly.
 */
export async function refusedWhileHashingBusy<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
  onBusy?: () => Promise<void>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    await onBusy?.();
    return refuseFor(reply, error.retryAfterMs, 'serverBusy');
  }
}

/**
 * The key of a client address: an IPv4 address as it is, an IPv6 one by its /64 network, which
 * one subscriber is usually given whole (counting each of its addresses apart would give them
 * endless budgets).
 */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The key of a client's network, coarser than `clientKeyOf` for IPv6: the /56 that one subscriber
 * is commonly given whole (a /64 is only one of its 256 networks). Limits that the whole site shares
 * count by it, so one subscriber's networks do not count as many clients. IPv4 as `clientKeyOf`.
 */
export function networkKeyOf(ip: string): string {
  const key = clientKeyOf(ip);
  if (!key.endsWith('::/64')) return key;
  const groups = key.slice(0, -'::/64'.length).split(':');
  const fourth = Number.parseInt(groups[3] ?? '0', 16) & 0xff00;
  return `${[...groups.slice(0, 3), fourth.toString(16)].join(':')}::/56`;
}

/** A throttle's key for a request's client: its address as `clientKeyOf` reads it. */
export function clientThrottleKey(ip: string): string {
  return `address:${clientKeyOf(ip)}`;
}

/**
 * A public form's limits: each client's own budget, then the whole site's, which a flood from many
 * addresses meets; a sender refused by the site's is told the server is busy, and that attempt is
 * not counted against their own budget.
 */
export class PublicFormLimits {
  private readonly perClient: Throttle;
  private readonly siteWide: Throttle;

  constructor(
    db: Kysely<Database>,
    clock: Clock,
    bucket: string,
    limits: { perClient: { count: number; windowMs: number }; siteWide: { count: number; windowMs: number } },
  ) {
    this.perClient = new Throttle(db, clock, bucket, limits.perClient);
    this.siteWide = new Throttle(db, clock, `${bucket}:site`, limits.siteWide);
  }

  /** Admits a sending from `ip`, or refuses it with 429 (`refusal` when the client is over its budget). */
  async admit(ip: string, reply: FastifyReply, refusal: MessageId, actor: AuditActor): Promise<void> {
    const counted = await this.perClient.admit([clientThrottleKey(ip)], reply, refusal, actor);
    try {
      await this.siteWide.admit(['site'], reply, 'serverBusy', actor);
    } catch (error) {
      await counted.takeBack();
      throw error;
    }
  }
}

/** Attempts a throttle counted; `takeBack` uncounts them (a sign-in whose password was right). */
export interface CountedAttempt {
  takeBack: () => Promise<void>;
}

// This process's throttle checks, one after another: a flood of sign-ins then holds one database
// connection waiting for the lock, not every connection of the pool, which pages and the API need.
let checksInProcess: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` in a transaction that every other throttle check, on any process sharing the
 * database, waits for: the count it reads stays true until it has added its own attempts.
 */
export function underThrottleLock<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const checked = checksInProcess.then(() =>
    db.transaction().execute(async (trx) => {
      await takeWriteLock(trx, 'throttles');
      return work(trx);
    }),
  );
  checksInProcess = checked.catch(() => {});
  return checked;
}

export class Throttle {
  /**
   * `bucket` names this limit among the others kept in the same table; `count` attempts per key
   * are admitted within any `windowMs`.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly bucket: string,
    private readonly limit: { count: number; windowMs: number },
  ) {}

  /**
   * Admits an attempt unless a key has used up its budget, and counts it in the same locked
   * transaction, so attempts racing in parallel cannot all slip through before the first one is
   * counted. A refusal is answered at once: 429 with `Retry-After`; the first in a window goes in
   * the audit trail, so a flood of refused attempts writes one event, not one each.
   */
  async admit(
    keys: readonly string[],
    reply: FastifyReply,
    refusal: MessageId,
    actor: AuditActor,
  ): Promise<CountedAttempt> {
    const { waitMs, counted } = await underThrottleLock(this.db, async (trx) => {
      const waitMs = await this.waitMs(trx, keys);
      if (waitMs <= 0) return { waitMs, counted: await this.record(trx, keys) };
      await this.noteRefusal(trx, keys, actor);
      return { waitMs, counted: null };
    });
    return counted ?? refuseFor(reply, waitMs, refusal);
  }

  /** Writes a refusal by this limit to the audit trail: the first of `keys` in a window only (under the lock). */
  async noteRefusal(trx: Transaction<Database>, keys: readonly string[], actor: AuditActor): Promise<void> {
    if (!(await this.firstRefusal(trx, keys.join('|')))) return;
    await recordAudit(trx, {
      actor,
      action: 'request.throttled',
      changes: [{ field: 'limit', after: this.bucket }],
      at: this.clock(),
    });
  }

  /** Whether this is the first refusal of `key` by this limit within its window (under the lock). */
  private async firstRefusal(trx: Transaction<Database>, key: string): Promise<boolean> {
    const marks = `${this.bucket}:refused`;
    // Marks of windows gone by go as new ones come, like the attempts themselves.
    await trx
      .deleteFrom('throttle_attempts')
      .where('bucket', '=', marks)
      .where('at', '<=', this.clock() - this.limit.windowMs)
      .execute();
    const noted = await trx
      .selectFrom('throttle_attempts')
      .select('id')
      .where('bucket', '=', marks)
      .where('key', '=', key)
      .where('at', '>', this.clock() - this.limit.windowMs)
      .executeTakeFirst();
    if (noted) return false;
    await trx.insertInto('throttle_attempts').values({ bucket: marks, key, at: this.clock() }).execute();
    return true;
  }

  /** Counts an attempt by each key (under the throttle lock). */
  async record(trx: Transaction<Database>, keys: readonly string[]): Promise<CountedAttempt> {
    const now = this.clock();
    // Attempts that aged out count for nothing: dropped as new ones come (an index on the time).
    await trx
      .deleteFrom('throttle_attempts')
      .where('bucket', '=', this.bucket)
      .where('at', '<=', now - this.limit.windowMs)
      .execute();
    const rows = await trx
      .insertInto('throttle_attempts')
      .values(keys.map((key) => ({ bucket: this.bucket, key, at: now })))
      .returning('id')
      .execute();
    const ids = rows.map((row) => row.id);
    return {
      takeBack: async () => {
        await this.db.deleteFrom('throttle_attempts').where('id', 'in', ids).execute();
      },
    };
  }

  /** How many attempts a key made within the window. */
  async count(trx: Transaction<Database>, key: string): Promise<number> {
    const { count } = await this.recent(trx, key)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Milliseconds until every key can make an attempt again (0 when they can now). */
  async waitMs(trx: Transaction<Database>, keys: readonly string[]): Promise<number> {
    if (!Number.isFinite(this.limit.count)) return 0;
    const now = this.clock();
    let wait = 0;
    for (const key of keys) {
      // The attempt that frees a slot is the one `count` places from the newest.
      const freeing = await this.recent(trx, key)
        .select('at')
        .orderBy('at', 'desc')
        .offset(this.limit.count - 1)
        .limit(1)
        .executeTakeFirst();
      if (freeing !== undefined) wait = Math.max(wait, Number(freeing.at) + this.limit.windowMs - now);
    }
    return wait;
  }

  private recent(trx: Transaction<Database>, key: string) {
    return trx
      .selectFrom('throttle_attempts')
      .where('bucket', '=', this.bucket)
      .where('key', '=', key)
      .where('at', '>', this.clock() - this.limit.windowMs);
  }
}
