/**
 * How failed sign-ins are limited. An address that keeps failing is refused for a while: on one
 * username, and on all of them together. A username that keeps failing is never refused, only
 * slowed: refusing it would let anyone lock its owner out by failing on purpose, while the owner,
 * signing in from their own address, still gets in with the right password after a bounded delay.
 * The whole site has a budget of failures too, so that guessing from many addresses cannot keep
 * the processor hashing without end.
 */

import type { Kysely } from 'kysely';
import {
  signInFailuresPerAddress,
  signInFailuresPerAddressAndUsername,
  signInFailuresSiteWide,
  signInFirstDelayMs,
  signInFreeFailuresPerUsername,
  signInMaxDelayMs,
  signInSiteWindowMs,
  signInWindowMs,
} from '../../api/limits';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { clientKeyOf, Throttle, underThrottleLock } from '../throttle';

/** A sign-in the limits let through: wait `delayMs` before checking it; `takeBack` if it succeeds. */
export interface AdmittedSignIn {
  refused: null;
  delayMs: number;
  /** Uncounts the attempt: its password was right, or it was never checked. */
  takeBack: () => Promise<void>;
}

/** A sign-in refused before any check: the address failed too often, or the whole site did. */
export interface RefusedSignIn {
  refused: 'address' | 'site';
  waitMs: number;
}

/** The delay before checking a username that failed `failures` times within the window. */
export function delayAfter(failures: number): number {
  if (failures < signInFreeFailuresPerUsername) return 0;
  return Math.min(signInMaxDelayMs, signInFirstDelayMs * 2 ** (failures - signInFreeFailuresPerUsername));
}

/**
 * The same spelling rules as the usernames themselves (compatibility forms, letter case,
 * surrounding spaces), so no variant of a name gets a fresh budget.
 */
export function signInNameKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

export class SignInLimits {
  private readonly perAddress: Throttle;
  private readonly perAddressAndName: Throttle;
  /** Counts a username's failures for its delay; never refuses. */
  private readonly perName: Throttle;
  private readonly siteWide: Throttle;

  constructor(
    private readonly db: Kysely<Database>,
    clock: Clock,
  ) {
    const window = (bucket: string, count: number, windowMs = signInWindowMs) =>
      new Throttle(db, clock, `sign-in:${bucket}`, { count, windowMs });
    this.perAddress = window('address', signInFailuresPerAddress);
    this.perAddressAndName = window('address-username', signInFailuresPerAddressAndUsername);
    this.perName = window('username', Number.POSITIVE_INFINITY);
    this.siteWide = window('site', signInFailuresSiteWide, signInSiteWindowMs);
  }

  /**
   * Counts a sign-in as failed from the start, in one transaction under the throttle lock, so
   * attempts racing in parallel (on any process) cannot slip past a limit before the first of
   * them is counted; one that succeeds is taken back.
   */
  admit(ip: string, username: string): Promise<AdmittedSignIn | RefusedSignIn> {
    const address = `address:${clientKeyOf(ip)}`;
    const name = `username:${signInNameKey(username)}`;
    const pair = `${address}|${name}`;
    return underThrottleLock(this.db, async (trx) => {
      const addressWait = Math.max(
        await this.perAddress.waitMs(trx, [address]),
        await this.perAddressAndName.waitMs(trx, [pair]),
      );
      if (addressWait > 0) return { refused: 'address', waitMs: addressWait };
      const siteWait = await this.siteWide.waitMs(trx, ['site']);
      if (siteWait > 0) return { refused: 'site', waitMs: siteWait };

      const delayMs = delayAfter(await this.perName.count(trx, name));
      const counted = [
        await this.perAddress.record(trx, [address]),
        await this.perAddressAndName.record(trx, [pair]),
        await this.perName.record(trx, [name]),
        await this.siteWide.record(trx, ['site']),
      ];
      return {
        refused: null,
        delayMs,
        takeBack: async () => {
          for (const attempt of counted) await attempt.takeBack();
        },
      };
    });
  }
}
