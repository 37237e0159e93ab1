/**
 * How failed sign-ins are limited. An address that keeps failing is refused for a while: on one
 * username, and on all of them together. A username that keeps failing is never refused, only
 * slowed: refusing it would let anyone lock its owner out by failing on purpose, while the owner,
 * signing in from their own address, still gets in with the right password after a bounded delay.
 * The whole site has a budget of failures too, so that guessing from many addresses cannot keep
 * the processor hashing without end.
 */
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
import { clientKeyOf, Throttle } from '../throttle';

/** A sign-in the limits let through: wait `delayMs` before checking it; `takeBack` if it succeeds. */
export interface AdmittedSignIn {
  refused: null;
  delayMs: number;
  /** Uncounts the attempt: its password was right, or it was never checked. */
  takeBack: () => void;
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

  constructor(clock: Clock) {
    const window = (count: number, windowMs = signInWindowMs) => new Throttle(clock, { count, windowMs });
    this.perAddress = window(signInFailuresPerAddress);
    this.perAddressAndName = window(signInFailuresPerAddressAndUsername);
    this.perName = window(Number.POSITIVE_INFINITY);
    this.siteWide = window(signInFailuresSiteWide, signInSiteWindowMs);
  }

  /**
   * Counts a sign-in as failed from the start, so attempts racing in parallel cannot slip past a
   * limit before the first of them is counted; one that succeeds is taken back.
   */
  admit(ip: string, username: string): AdmittedSignIn | RefusedSignIn {
    const address = `address:${clientKeyOf(ip)}`;
    const name = `username:${signInNameKey(username)}`;
    const pair = `${address}|${name}`;
    const addressWait = Math.max(this.perAddress.waitMs([address]), this.perAddressAndName.waitMs([pair]));
    if (addressWait > 0) return { refused: 'address', waitMs: addressWait };
    const siteWait = this.siteWide.waitMs(['site']);
    if (siteWait > 0) return { refused: 'site', waitMs: siteWait };

    const delayMs = delayAfter(this.perName.count(name));
    // Every limit was checked above and nothing runs in between: each of these is admitted.
    const counted = [
      this.perAddress.attempt([address]),
      this.perAddressAndName.attempt([pair]),
      this.perName.attempt([name]),
      this.siteWide.attempt(['site']),
    ];
    return {
      refused: null,
      delayMs,
      takeBack: () => {
        for (const attempt of counted) attempt?.takeBack();
      },
    };
  }
}
