/**
 * Counts failed sign-ins per key (a client address, a username) in a sliding window, in memory:
 * enough for one server process, and forgotten on restart.
 */
import type { Clock } from '../clock';

// Five failures within five minutes, as the throttle message tells the user.
const failureLimit = 5;
const failureWindowMs = 5 * 60_000;

// Guessing from many addresses could grow the map without end; past this size, keys whose
// failures have all aged out are swept away.
const sweepAboveKeys = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  /** Other forms open to anyone (the catalog subscription) pass their own limit and window. */
  constructor(
    private readonly clock: Clock,
    private readonly limit = { attempts: failureLimit, windowMs: failureWindowMs },
  ) {}

  /**
   * Admits an attempt unless a key has used up its failures, and counts it as a failure straight
   * away, so attempts racing in parallel cannot all slip through before the first one fails.
   * Null when refused; otherwise call `succeeded` if the password was right.
   */
  attempt(keys: readonly string[]): { succeeded: () => void } | null {
    const now = this.clock();
    if (keys.some((key) => this.recent(key, now).length >= this.limit.attempts)) return null;
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > sweepAboveKeys) this.sweep(now);
    return { succeeded: () => this.takeBack(keys, now) };
  }

  private takeBack(keys: readonly string[], at: number): void {
    for (const key of keys) {
      const times = this.failures.get(key) ?? [];
      const index = times.indexOf(at);
      if (index >= 0) times.splice(index, 1);
      if (times.length === 0) this.failures.delete(key);
    }
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => now - time < this.limit.windowMs);
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}
