/**
 * Two-factor sign-in with time-based one-time passwords (RFC 6238: SHA-1, six digits, 30-second
 * steps, as every authenticator app reads them). A code is accepted one step either side of now,
 * for a clock a little off; each accepted step is remembered, and no code of it or of an earlier
 * step is taken again, so a code seen over a shoulder is worth nothing once used. Recovery codes
 * stand in for the app, each once. The secrets are kept as they are: see migration 0010.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { FailedCodes } from '../../api/auth';
import { twoFactorAttemptsPerChallenge } from '../../api/limits';
import { recoveryCodeCount, type TwoFactorSetup, twoFactorChallengeMs } from '../../api/two-factor';
import type { User } from '../../api/users';
import { company } from '../../content/company';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { isoTime } from '../clock';
import type { Database } from '../db/schema';
import { HttpError } from '../plugins/errors';
import { endOtherSessions, hashToken, isTwoFactorSetupRequired } from './sessions';

/** A signed-in user acting on their own two-factor sign-in. */
interface Acting {
  user: Pick<User, 'id' | 'username'>;
  actor: AuditActor;
  now: number;
}

/**
 * Acting from a session, turning two-factor sign-in on or off: the account's other sessions end,
 * as after a new password (whoever held one may have been the reason for the change, or the
 * change may be theirs), and this one, `keepSession`, stays.
 */
interface Switching extends Acting {
  keepSession: string;
}

/**
 * A wrong code when turning two-factor sign-in on or off, in the audit trail as wrong codes at
 * sign-in are: a session guessing codes shows there. Written apart from the change, which is
 * rolled back, and then refused (400, not 401, which would end the session).
 */
async function refuseWrongCode(
  db: Kysely<Database>,
  action: 'two-factor.confirm-failed' | 'two-factor.disable-failed',
  { user, actor, now }: Acting,
): Promise<never> {
  await recordAudit(db, { actor, action, entity: 'user', entityId: user.id, label: user.username, at: now });
  throw new HttpError(400, 'twoFactorRejected');
}

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: company.name.en,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** The time step a six-digit code was made for, if it is one step or less from now; else null. */
function stepOfCode(secret: string, code: string, now: number): number | null {
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** A code as the schema let it through: six digits from the app, or else a recovery code. */
function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

// Crockford's base32: no i, l, o or u to misread. Ten characters are 50 random bits.
const recoveryAlphabet = '0123456789abcdefghjkmnpqrstvwxyz';

function newRecoveryCode(): string {
  const characters = [...randomBytes(10)].map((byte) => recoveryAlphabet[byte & 31]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/**
 * What is stored of a recovery code: the SHA-256 of its characters in one spelling (any letter
 * case, with or without the dash, i and l read as 1, o as 0). A random 50-bit code needs no slow
 * hash: nobody can try them all against a copy of the database.
 */
function recoveryCodeHash(code: string): string {
  const spelling = code.toLowerCase().replace(/-/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  return createHash('sha256').update(spelling).digest('base64url');
}

/** Whether the user has two-factor sign-in on, and whether the site requires them to set it up. */
export async function twoFactorStateOf(
  db: Kysely<Database>,
  userId: number,
): Promise<{ enabled: boolean; setupRequired: boolean }> {
  const row = await db
    .selectFrom('users')
    .leftJoin('site_settings', (join) => join.on('site_settings.id', '=', 1))
    .select(['users.role', 'users.two_factor_enabled_at', 'site_settings.require_two_factor'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { enabled: row.two_factor_enabled_at !== null, setupRequired: isTwoFactorSetupRequired(row) };
}

/**
 * Uses a code of the user's: a six-digit code of a step later than any used before, or an unused
 * recovery code, written on `trx` so that it is used only if the rest of the transaction is done.
 * Null when it is wrong or was used (by a request racing this one too).
 */
async function spendCode(
  trx: Transaction<Database>,
  user: { id: number; secret: string },
  code: string,
  now: number,
): Promise<'app' | 'recovery' | null> {
  if (isAppCode(code)) {
    const step = stepOfCode(user.secret, code, now);
    if (step === null) return null;
    const { numUpdatedRows } = await trx
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', user.id)
      .where('two_factor_secret', '=', user.secret)
      .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
      .executeTakeFirst();
    return numUpdatedRows > 0n ? 'app' : null;
  }
  const { numUpdatedRows } = await trx
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: isoTime(now) })
    .where('user_id', '=', user.id)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n ? 'recovery' : null;
}

/** A new secret waiting for its first code (it replaces one still waiting); refused while on. */
export async function beginSetup(
  db: Kysely<Database>,
  { user, actor, now }: Acting,
): Promise<TwoFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  await db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('users')
      .set({ two_factor_pending_secret: secret })
      .where('id', '=', user.id)
      .where('two_factor_secret', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new HttpError(409, 'twoFactorAlreadyOn');
    await recordAudit(trx, {
      actor,
      action: 'two-factor.setup-started',
      entity: 'user',
      entityId: user.id,
      label: user.username,
      at: now,
    });
  });
  return { secret, uri: totpOf(secret, user.username).toString() };
}

/**
 * Turns two-factor sign-in on with a code made from the waiting secret, and returns new recovery
 * codes: the only time they are shown. A wrong code is 400, not 401, which would end the session.
 */
export async function confirmSetup(db: Kysely<Database>, code: string, acting: Switching): Promise<string[]> {
  const { user, actor, now, keepSession } = acting;
  const row = await db
    .selectFrom('users')
    .select(['two_factor_secret', 'two_factor_pending_secret'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (row.two_factor_secret !== null) throw new HttpError(409, 'twoFactorAlreadyOn');
  const pending = row.two_factor_pending_secret;
  if (pending === null) throw new HttpError(409, 'twoFactorNotPending');
  const step = isAppCode(code) ? stepOfCode(pending, code, now) : null;
  if (step === null) return refuseWrongCode(db, 'two-factor.confirm-failed', acting);

  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('users')
      .set({
        two_factor_secret: pending,
        two_factor_pending_secret: null,
        two_factor_enabled_at: isoTime(now),
        // The confirming code is used like any other.
        two_factor_last_step: step,
      })
      .where('id', '=', user.id)
      .where('two_factor_pending_secret', '=', pending)
      .where('two_factor_secret', 'is', null)
      .executeTakeFirst();
    // Another request confirmed it, or began a new setup, meanwhile.
    if (numUpdatedRows === 0n) throw new HttpError(409, 'twoFactorNotPending');
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(
        recoveryCodes.map((recovery) => ({
          user_id: user.id,
          code_hash: recoveryCodeHash(recovery),
          used_at: null,
        })),
      )
      .execute();
    await endOtherSessions(trx, user.id, keepSession);
    await recordAudit(trx, {
      actor,
      action: 'two-factor.enabled',
      entity: 'user',
      entityId: user.id,
      label: user.username,
      at: now,
    });
  });
  return recoveryCodes;
}

/** Turns two-factor sign-in off, with a current code or a recovery code; a wrong one is 400. */
export async function disableTwoFactor(db: Kysely<Database>, code: string, acting: Switching): Promise<void> {
  const { user, actor, now, keepSession } = acting;
  const { two_factor_secret: secret } = await db
    .selectFrom('users')
    .select('two_factor_secret')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (secret === null) throw new HttpError(409, 'twoFactorNotOn');
  const turnedOff = await db.transaction().execute(async (trx) => {
    const used = await spendCode(trx, { id: user.id, secret }, code, now);
    if (used === null) return false;
    const { numUpdatedRows } = await trx
      .updateTable('users')
      .set({
        two_factor_secret: null,
        two_factor_pending_secret: null,
        two_factor_enabled_at: null,
        two_factor_last_step: null,
      })
      .where('id', '=', user.id)
      .where('two_factor_secret', '=', secret)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new HttpError(409, 'twoFactorNotOn');
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', user.id).execute();
    await endOtherSessions(trx, user.id, keepSession);
    await recordAudit(trx, {
      actor,
      action: 'two-factor.disabled',
      entity: 'user',
      entityId: user.id,
      label: user.username,
      changes: [{ field: 'step', after: used === 'recovery' ? 'recovery code' : 'code' }],
      at: now,
    });
    return true;
  });
  if (!turnedOff) await refuseWrongCode(db, 'two-factor.disable-failed', acting);
}

/** A challenge for the user whose password was right: its token, which is never stored. */
export async function startChallenge(db: Kysely<Database>, userId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Challenges nobody answered are never looked up again; each new one clears them away.
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', isoTime(now)).execute();
  await db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: isoTime(now + twoFactorChallengeMs),
    })
    .execute();
  return token;
}

/** A live challenge's user, with the secret its codes are made from; undefined for none. */
export async function findChallenge(db: Kysely<Database>, challenge: string, now: number) {
  const row = await db
    .selectFrom('two_factor_challenges')
    .innerJoin('users', 'users.id', 'two_factor_challenges.user_id')
    .select([
      'users.id',
      'users.username',
      'users.full_name',
      'users.email',
      'users.role',
      'users.two_factor_secret',
    ])
    .where('two_factor_challenges.token_hash', '=', hashToken(challenge))
    .where('two_factor_challenges.expires_at', '>', isoTime(now))
    .where('two_factor_challenges.attempts', '<', twoFactorAttemptsPerChallenge)
    .executeTakeFirst();
  if (row === undefined || row.two_factor_secret === null) return undefined;
  const { two_factor_secret: secret, ...user } = row;
  return { user, secret };
}

/**
 * Uses the code and the challenge together on `trx`, so that a challenge answers one sign-in and
 * a code one challenge, however requests race: which kind of code it was, or null for a wrong or
 * used code (nothing written). A challenge gone meanwhile is 401.
 */
export async function answerChallenge(
  trx: Transaction<Database>,
  challenge: string,
  code: string,
  { user, secret, now }: Acting & { secret: string },
): Promise<'app' | 'recovery' | null> {
  const used = await spendCode(trx, { id: user.id, secret }, code, now);
  if (used === null) return null;
  const { numDeletedRows } = await trx
    .deleteFrom('two_factor_challenges')
    .where('token_hash', '=', hashToken(challenge))
    .where('expires_at', '>', isoTime(now))
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw new HttpError(401, 'twoFactorChallengeExpired');
  return used;
}

/**
 * Counts a wrong code against its challenge, which ends after `twoFactorAttemptsPerChallenge`, and
 * against the account, whose next sign-in tells its owner.
 */
export async function countWrongCode(
  db: Kysely<Database>,
  challenge: string,
  { userId, now }: { userId: number; now: number },
): Promise<void> {
  await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', hashToken(challenge))
    .execute();
  await db
    .updateTable('users')
    .set((eb) => ({
      failed_codes: eb('failed_codes', '+', 1),
      failed_codes_first_at: eb.fn.coalesce('failed_codes_first_at', eb.val(isoTime(now))),
      failed_codes_last_at: isoTime(now),
    }))
    .where('id', '=', userId)
    .execute();
}

/** The wrong codes entered for the account since it last signed in, forgotten as they are read (on `trx`). */
export async function takeFailedCodes(
  trx: Transaction<Database>,
  userId: number,
): Promise<FailedCodes | undefined> {
  const row = await trx
    .selectFrom('users')
    .select(['failed_codes', 'failed_codes_first_at', 'failed_codes_last_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (row.failed_codes === 0 || row.failed_codes_first_at === null || row.failed_codes_last_at === null) {
    return undefined;
  }
  await trx
    .updateTable('users')
    .set({ failed_codes: 0, failed_codes_first_at: null, failed_codes_last_at: null })
    .where('id', '=', userId)
    .execute();
  return {
    count: Number(row.failed_codes),
    firstAt: row.failed_codes_first_at,
    lastAt: row.failed_codes_last_at,
  };
}
