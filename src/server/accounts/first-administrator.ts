import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db/schema';
import { defaultPasswordCost } from './passwords';
import { countUsers, createUser } from './users';

export type FirstAdministrator =
  | { created: false }
  /** `generatedPassword` is null when the configured password was used. */
  | { created: true; username: string; generatedPassword: string | null };

/**
 * On a database without users, creates the administrator: with the configured password, or with
 * a generated one (returned, to be shown once) — there is never a built-in default password.
 */
export async function ensureAdministrator(
  db: Kysely<Database>,
  {
    username,
    password,
    passwordCost = defaultPasswordCost,
    clock = systemClock,
  }: { username: string; password: string | undefined; passwordCost?: number; clock?: Clock },
): Promise<FirstAdministrator> {
  if ((await countUsers(db)) > 0) return { created: false };
  // 18 random bytes: 144 bits, 24 URL-safe characters that survive copying from a terminal.
  const adminPassword = password ?? randomBytes(18).toString('base64url');
  await createUser(
    db,
    { username, password: adminPassword, full_name: '', email: '', role: 'admin' },
    { now: clock(), passwordCost },
  );
  return { created: true, username, generatedPassword: password === undefined ? adminPassword : null };
}
