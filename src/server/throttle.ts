/**
 * Counts attempts per key (a client address, a username) in a sliding window, in memory: enough
 * for one server process, and forgotten on restart. Sign-in counts failed attempts; the contact
 * form counts the messages it stored.
 */
import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import { messages } from '../api/messages';
import { HashingBusyError } from './accounts/passwords';
import type { Clock } from './clock';
import { HttpError } from './plugins/errors';

// Guessing from many addresses could grow the map without end; past this size, keys whose
// attempts have all aged out are swept away.
const sweepAboveKeys = 10_000;

/**
 * Refuses a request that may be made again later, whether its sender or everyone is asking too
 * often: 429 with `Retry-After` in whole seconds, at least one.
 */
export function refuseFor(reply: FastifyReply, waitMs: number, message: string): never {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new HttpError(429, message);
}

/**
 * Runs work that hashes a password; when hashing is busy, nothing was done (`onBusy` may uncount
 * the attempt) and the caller is asked to come back shortly.
 */
export async function refusedWhileHashingBusy<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
  onBusy?: () => void,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    onBusy?.();
    return refuseFor(reply, error.retryAfterMs, messages.serverBusy);
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

export class Throttle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: { count: number; windowMs: number },
  ) {}

  /**
   * Admits an attempt unless a key has used up its budget, and counts it straight away, so
   * attempts racing in parallel cannot all slip through before the first one is counted.
   * Null when refused; otherwise `takeBack` uncounts it (a sign-in whose password was right).
   */
  attempt(keys: readonly string[]): { takeBack: () => void } | null {
    const now = this.clock();
    if (keys.some((key) => this.recent(key, now).length >= this.limit.count)) return null;
    for (const key of keys) this.attempts.set(key, [...this.recent(key, now), now]);
    if (this.attempts.size > sweepAboveKeys) this.sweep(now);
    return { takeBack: () => this.takeBack(keys, now) };
  }

  /** Like `attempt`, but a refusal is answered at once: 429 with `Retry-After`. */
  admit(keys: readonly string[], reply: FastifyReply, message: string): { takeBack: () => void } {
    return this.attempt(keys) ?? refuseFor(reply, this.waitMs(keys), message);
  }

  /** How many attempts a key made within the window. */
  count(key: string): number {
    return this.recent(key, this.clock()).length;
  }

  /** Milliseconds until every key can make an attempt again (0 when they can now). */
  waitMs(keys: readonly string[]): number {
    const now = this.clock();
    let wait = 0;
    for (const key of keys) {
      const times = this.recent(key, now);
      // The attempt that frees a slot is the one `count` places from the newest.
      const freeing = times.at(-this.limit.count);
      if (times.length >= this.limit.count && freeing !== undefined)
        wait = Math.max(wait, freeing + this.limit.windowMs - now);
    }
    return wait;
  }

  private takeBack(keys: readonly string[], at: number): void {
    for (const key of keys) {
      const times = this.attempts.get(key) ?? [];
      const index = times.indexOf(at);
      if (index >= 0) times.splice(index, 1);
      if (times.length === 0) this.attempts.delete(key);
    }
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((time) => now - time < this.limit.windowMs);
  }

  private sweep(now: number): void {
    for (const key of [...this.attempts.keys()]) {
      if (this.recent(key, now).length === 0) this.attempts.delete(key);
    }
  }
}
