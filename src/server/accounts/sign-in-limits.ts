/**
 * How failed sign-ins are limited. An address that keeps failing is refused for a while: on one
 * username, and on all of them together. A username that keeps failing is never refused, only
 * slowed: refusing it would let anyone lock its owner out by failing on purpose, while the owner,
 * signing in from their own address, still gets in with the right password after a bounded delay.
 * The whole site has a budget of failures too, so that guessing from many addresses cannot keep
 * the processor hashing without end. Wrong two-factor codes count against the address too, and
 * against the account, which may be refused: whoever guesses its codes already has its password.
 */

import type { FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  signInFailuresPerAddress,
  signInFailuresPerAddressAndUsername,
  signInFailuresSiteWide,
  signInFirstDelayMs,
  signInFreeFailuresPerUsername,
  signInMaxDelayMs,
  signInSiteWindowMs,
  signInWindowMs,
  twoFactorFailuresPerAccount,
} from '../../api/limits';
import { messages } from '../../api/messages';
import type { AuditActor } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { clientKeyOf, refuseFor, Throttle, underThrottleLock } from '../throttle';

/** A code check the limits let through: `takeBack` if the code is right. */
export interface AdmittedCode {
  refused: null;
  /** Uncounts the attempt: it was right, or it was never checked. */
  takeBack: () => Promise<void>;
}

/** A sign-in the limits let through: wait `delayMs` before checking it; `takeBack` if it succeeds. */
export interface AdmittedSignIn extends AdmittedCode {
  delayMs: number;
}

/**
 * An attempt refused before any check: the address failed too often, or the whole site did, or
 * (a code) the account did. The limit that refused it noted so in the audit trail.
 */
export interface RefusedSignIn {
  refused: 'address' | 'site' | 'account';
  waitMs: number;
}

/** Answers a refused attempt: 429 with `Retry-After`, saying the server is busy when the whole site is. */
export function refuseSignIn(reply: FastifyReply, { refused, waitMs }: RefusedSignIn): never {
  return refuseFor(reply, waitMs, refused === 'site' ? messages.serverBusy : messages.loginThrottled);
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

/**
 * The longest wait these limits impose on their keys (0: none); each limit that refuses notes it
 * in the audit trail (under the throttle lock).
 */
async function waitOf(
  trx: Transaction<Database>,
  actor: AuditActor,
  limits: readonly [Throttle, string][],
): Promise<number> {
  let wait = 0;
  for (const [limit, key] of limits) {
    const waitMs = await limit.waitMs(trx, [key]);
    if (waitMs > 0) await limit.noteRefusal(trx, [key], actor);
    wait = Math.max(wait, waitMs);
  }
  return wait;
}

export class SignInLimits {
  private readonly perAddress: Throttle;
  private readonly perAddressAndName: Throttle;
  /** Counts a username's failures for its delay; never refuses. */
  private readonly perName: Throttle;
  private readonly siteWide: Throttle;
  private readonly codesPerAccount: Throttle;

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
    this.codesPerAccount = window('two-factor-account', twoFactorFailuresPerAccount);
  }

  /**
   * Counts a sign-in as failed from the start, in one transaction under the throttle lock, so
   * attempts racing in parallel (on any process) cannot slip past a limit before the first of
   * them is counted; one that succeeds is taken back.
   */
  admit(ip: string, username: string, actor: AuditActor): Promise<AdmittedSignIn | RefusedSignIn> {
    const address = `address:${clientKeyOf(ip)}`;
    const name = `username:${signInNameKey(username)}`;
    const pair = `${address}|${name}`;
    return underThrottleLock(this.db, async (trx) => {
      const addressWait = await waitOf(trx, actor, [
        [this.perAddress, address],
        [this.perAddressAndName, pair],
      ]);
      if (addressWait > 0) return { refused: 'address', waitMs: addressWait };
      const siteWait = await waitOf(trx, actor, [[this.siteWide, 'site']]);
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

  /**
   * Counts a two-factor code check as failed from the start, like `admit`, against the address
   * (with its failed passwords) and the account. Checking a code costs next to nothing: no
   * site-wide budget and no delay.
   */
  admitCode(ip: string, userId: number, actor: AuditActor): Promise<AdmittedCode | RefusedSignIn> {
    const address = `address:${clientKeyOf(ip)}`;
    const account = `user:${userId}`;
    return underThrottleLock(this.db, async (trx) => {
      const addressWait = await waitOf(trx, actor, [[this.perAddress, address]]);
      if (addressWait > 0) return { refused: 'address', waitMs: addressWait };
      const accountWait = await waitOf(trx, actor, [[this.codesPerAccount, account]]);
      if (accountWait > 0) return { refused: 'account', waitMs: accountWait };
      const counted = [
        await this.perAddress.record(trx, [address]),
        await this.codesPerAccount.record(trx, [account]),
      ];
      return {
        refused: null,
        takeBack: async () => {
          for (const attempt of counted) await attempt.takeBack();
        },
      };
    });
  }
}
