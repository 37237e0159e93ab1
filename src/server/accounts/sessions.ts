/**
 * Sign-in sessions. The client holds a random bearer token; the database holds only its SHA-256,
 * so reading the database does not let anyone sign in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role, User } from '../../api/users';
import { isoTime } from '../clock';
import type { Database } from '../db/schema';

/** A live session and the user it belongs to, as the user is now (role changes apply at once). */
export interface LiveSession {
  tokenHash: string;
  user: User;
  /** The site requires two-factor sign-in of this user, who has not set it up. */
  twoFactorSetupRequired: boolean;
}

/** Whether the site requires two-factor sign-in of a user who has not set it up: administrators only. */
export function isTwoFactorSetupRequired(account: {
  role: Role;
  two_factor_enabled_at: string | null;
  require_two_factor: number | null;
}): boolean {
  return (
    account.role === 'admin' && account.require_two_factor === 1 && account.two_factor_enabled_at === null
  );
}

// Writing last use on every request would turn every read into a write; a minute of slack only
// ever shortens the idle allowance, by at most that minute.
const touchIntervalMs = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Opens a session for the user and returns its token, which is never stored. */
export async function startSession(
  db: Kysely<Database>,
  userId: number,
  { now, sessionIdleMs, sessionMaxMs }: { now: number; sessionIdleMs: number; sessionMaxMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Sessions nobody presents again are never looked up; each sign-in clears away the dead ones.
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', isoTime(now)), eb('last_used_at', '<=', isoTime(now - sessionIdleMs))]),
    )
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: isoTime(now),
      expires_at: isoTime(now + sessionMaxMs),
      last_used_at: isoTime(now),
    })
    .execute();
  return token;
}

/**
 * The live session a token opens, refreshing its last use; null when the token is unknown or its
 * session has run out (an expired session is deleted).
 */
export async function resumeSession(
  db: Kysely<Database>,
  token: string,
  { now, sessionIdleMs }: { now: number; sessionIdleMs: number },
): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    // The site's one settings row (none until the first save), so the auth hook can refuse an
    // administrator who must set up two-factor without a query of its own.
    .leftJoin('site_settings', (join) => join.on('site_settings.id', '=', 1))
    .select([
      'sessions.expires_at',
      'sessions.last_used_at',
      'users.id',
      'users.username',
      'users.full_name',
      'users.email',
      'users.role',
      'users.two_factor_enabled_at',
      'site_settings.require_two_factor',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;

  const { expires_at, last_used_at, two_factor_enabled_at, require_two_factor, ...user } = row;
  const lastUsed = Date.parse(last_used_at);
  if (now >= Date.parse(expires_at) || now - lastUsed >= sessionIdleMs) {
    await endSession(db, tokenHash);
    return null;
  }
  if (now - lastUsed >= touchIntervalMs) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: isoTime(now) })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  const twoFactorSetupRequired = isTwoFactorSetupRequired({
    role: user.role,
    two_factor_enabled_at,
    require_two_factor,
  });
  return { tokenHash, user, twoFactorSetupRequired };
}

export async function endSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/**
 * Ends every session of a user except one: the session of the request asking for it, which
 * belongs to someone else when an administrator acts on another user.
 */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keep: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keep).execute();
}

/** Users holding at least one live session. */
export async function countActiveUsers(
  db: Kysely<Database>,
  { now, sessionIdleMs }: { now: number; sessionIdleMs: number },
): Promise<number> {
  const { count } = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('count'))
    .where('expires_at', '>', isoTime(now))
    .where('last_used_at', '>', isoTime(now - sessionIdleMs))
    .executeTakeFirstOrThrow();
  return Number(count);
}
