/**
 * How failed sign-ins are limited. An address that keeps failing is refused for a while: on one
 * username, and on all of them together. A username that keeps failing is never refused, only
 * slowed: refusing it would let anyone lock its owner out by failing on purpose, while the owner,
 * signing in from their own address, still gets in with the right password after a bounded delay.
 * The whole site has a budget of failures too, so that guessing from many addresses cannot keep
 * the processor hashing without end; past it, the site is under attack, and an account's sign-in
 * from an address it signed in from lately goes on as usual (those are remembered in the
 * database), while any other is slowed, and refused only when its own network has tried too
 * often in the meantime. No flood from other addresses refuses anyone. Wrong two-factor codes count
 * against the address too, and against the account, whose code step is then refused to the
 * addresses that entered wrong codes for it, not to one that never did.
 */

import type { FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  knownSignInClientMs,
  knownSignInClientsPerAccount,
  signInBusyDelayMs,
  signInChecksPerNetworkWhileBusy,
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
import type { AuditActor } from '../audit/audit-log';
import { type Clock, isoTime } from '../clock';
import type { Database } from '../db/schema';
import {
  type CountedAttempt,
  clientKeyOf,
  networkKeyOf,
  refuseFor,
  Throttle,
  underThrottleLock,
} from '../throttle';

/** A code check the limits let through: `takeBack` if the code is right. */
export interface AdmittedCode {
  refused: null;
  /** Uncounts the attempt: it was right, or it was never checked. */
  takeBack: () => Promise<void>;
}

/** A sign-in the limits let through: wait `delayMs` before checking it; `takeBack` if it succeeds. */
export interface AdmittedSignIn extends AdmittedCode {
  delayMs: number;
  /** The account signed in from this address lately: its check goes ahead of others'. */
  known: boolean;
}

/**
 * An attempt refused before any check: the address failed too often, or its network did while the
 * whole site is under attack, or (a code) the account did, from this address among others. The
 * limit that refused it noted so in the audit trail.
 */
export interface RefusedSignIn {
  refused: 'address' | 'site' | 'account';
  waitMs: number;
}

/** Answers a refused attempt: 429 with `Retry-After`, saying the server is busy when the whole site is. */
export function refuseSignIn(reply: FastifyReply, { refused, waitMs }: RefusedSignIn): never {
  return refuseFor(reply, waitMs, refused === 'site' ? 'serverBusy' : 'loginThrottled');
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
  /** Checks of each network while the site is under attack, but for known clients. */
  private readonly perNetworkWhileBusy: Throttle;
  private readonly codesPerAccount: Throttle;
  /** Counts wrong codes per account and network, to tell which addresses the account's limit refuses. */
  private readonly codesPerAccountAndNetwork: Throttle;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    const window = (bucket: string, count: number, windowMs = signInWindowMs) =>
      new Throttle(db, clock, `sign-in:${bucket}`, { count, windowMs });
    this.perAddress = window('address', signInFailuresPerAddress);
    this.perAddressAndName = window('address-username', signInFailuresPerAddressAndUsername);
    this.perName = window('username', Number.POSITIVE_INFINITY);
    this.siteWide = window('site', signInFailuresSiteWide, signInSiteWindowMs);
    this.perNetworkWhileBusy = window('busy-network', signInChecksPerNetworkWhileBusy, signInSiteWindowMs);
    this.codesPerAccount = window('two-factor-account', twoFactorFailuresPerAccount);
    this.codesPerAccountAndNetwork = window('two-factor-account-network', Number.POSITIVE_INFINITY);
  }

  /**
   * Counts a sign-in as failed from the start, in one transaction under the throttle lock, so
   * attempts racing in parallel (on any process) cannot slip past a limit before the first of
   * them is counted; one that succeeds is taken back. `userId`: the account the username names.
   */
  admit(
    ip: string,
    username: string,
    userId: number | null,
    actor: AuditActor,
  ): Promise<AdmittedSignIn | RefusedSignIn> {
    const client = clientKeyOf(ip);
    const address = `address:${client}`;
    const name = `username:${signInNameKey(username)}`;
    const pair = `${address}|${name}`;
    return underThrottleLock(this.db, async (trx) => {
      const addressWait = await waitOf(trx, actor, [
        [this.perAddress, address],
        [this.perAddressAndName, pair],
      ]);
      if (addressWait > 0) return { refused: 'address', waitMs: addressWait };

      const known = userId !== null && (await this.isKnown(trx, userId, client));
      const counted: CountedAttempt[] = [];
      let busyDelayMs = 0;
      if (!known && (await this.siteWide.waitMs(trx, ['site'])) > 0) {
        const network = `network:${networkKeyOf(ip)}`;
        const networkWait = await waitOf(trx, actor, [[this.perNetworkWhileBusy, network]]);
        if (networkWait > 0) return { refused: 'site', waitMs: networkWait };
        counted.push(await this.perNetworkWhileBusy.record(trx, [network]));
        busyDelayMs = signInBusyDelayMs;
      }

      const delayMs = Math.max(busyDelayMs, delayAfter(await this.perName.count(trx, name)));
      counted.push(
        await this.perAddress.record(trx, [address]),
        await this.perAddressAndName.record(trx, [pair]),
        await this.perName.record(trx, [name]),
        await this.siteWide.record(trx, ['site']),
      );
      return { refused: null, delayMs, known, takeBack: takeBackAll(counted) };
    });
  }

  /** Whether the account signed in from this client lately. */
  private async isKnown(trx: Transaction<Database>, userId: number, client: string): Promise<boolean> {
    const row = await trx
      .selectFrom('known_sign_in_clients')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('client_key', '=', client)
      .where('signed_in_at', '>', isoTime(this.clock() - knownSignInClientMs))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Remembers that the account signed in from this address (on the sign-in's transaction): only
   * its newest few, and none older than the memory's span, so the table stays small.
   */
  async remember(trx: Transaction<Database>, userId: number, ip: string): Promise<void> {
    const now = this.clock();
    await trx
      .insertInto('known_sign_in_clients')
      .values({ user_id: userId, client_key: clientKeyOf(ip), signed_in_at: isoTime(now) })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'client_key']).doUpdateSet({ signed_in_at: isoTime(now) }),
      )
      .execute();
    const kept = trx
      .selectFrom('known_sign_in_clients')
      .select('client_key')
      .where('user_id', '=', userId)
      .where('signed_in_at', '>', isoTime(now - knownSignInClientMs))
      .orderBy('signed_in_at', 'desc')
      .orderBy('client_key')
      .limit(knownSignInClientsPerAccount);
    await trx
      .deleteFrom('known_sign_in_clients')
      .where('user_id', '=', userId)
      .where('client_key', 'not in', kept)
      .execute();
  }

  /**
   * Counts a two-factor code check as failed from the start, like `admit`, against the address
   * (with its failed passwords) and the account. An account past its limit refuses the code step
   * only to networks that entered a wrong code for it: one that never did is let through, so
   * whoever knows the password cannot lock the owner out of it. Checking a code costs next to
   * nothing: no site-wide budget and no delay.
   */
  admitCode(ip: string, userId: number, actor: AuditActor): Promise<AdmittedCode | RefusedSignIn> {
    const address = `address:${clientKeyOf(ip)}`;
    const account = `user:${userId}`;
    const accountAndNetwork = `${account}|network:${networkKeyOf(ip)}`;
    return underThrottleLock(this.db, async (trx) => {
      const addressWait = await waitOf(trx, actor, [[this.perAddress, address]]);
      if (addressWait > 0) return { refused: 'address', waitMs: addressWait };
      const accountWait = await this.codesPerAccount.waitMs(trx, [account]);
      if (accountWait > 0 && (await this.codesPerAccountAndNetwork.count(trx, accountAndNetwork)) > 0) {
        await this.codesPerAccount.noteRefusal(trx, [account], actor);
        return { refused: 'account', waitMs: accountWait };
      }
      const counted = [
        await this.perAddress.record(trx, [address]),
        await this.codesPerAccount.record(trx, [account]),
        await this.codesPerAccountAndNetwork.record(trx, [accountAndNetwork]),
      ];
      return { refused: null, takeBack: takeBackAll(counted) };
    });
  }
}

/** Uncounts every attempt counted for one check. */
function takeBackAll(counted: readonly CountedAttempt[]): () => Promise<void> {
  return async () => {
    for (const attempt of counted) await attempt.takeBack();
  };
}
