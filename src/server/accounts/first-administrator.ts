import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { englishOf, englishOfIssue } from '../../api/messages';
import { passwordRefusal, usernameSchema } from '../../api/users';
import { serverActor } from '../audit/audit-log';
import { type Clock, systemClock } from '../clock';
import { takeWriteLock } from '../db/concurrent-writes';
import type { Database } from '../db/schema';
import { defaultPasswordCost } from './passwords';
import { countUsers, createUser } from './users';

/** Where the generated password of the first administrator is written, in the data folder. */
export const firstAdminPasswordFileName = 'first-admin-password.txt';

export type FirstAdministrator =
  | { created: false }
  /** `passwordFile`: where the generated password was written; null when the configured one was used. */
  | { created: true; username: string; passwordFile: string | null };

/**
 * Writes a generated password to a file only its owner may read (0600), never to the output,
 * which often ends up in a log others can read. A file left by an earlier start is replaced, not
 * reused, so it never keeps wider permissions or a stale password.
 */
function writePasswordFile(file: string, username: string, password: string): void {
  rmSync(file, { force: true });
  writeFileSync(
    file,
    [
      `Username: ${username}`,
      `Password: ${password}`,
      '',
      'The first administrator of the site. Sign in, change this password (Admin → Users),',
      'then delete this file.',
      '',
    ].join('\n'),
    { mode: 0o600, flag: 'wx' },
  );
}

/**
 * On a database without users, creates the administrator: with the configured password, or with
 * a generated one written to `passwordFile` — there is never a built-in default password. The
 * file is written before the account exists, so a password that could not be kept is never set.
 */
export async function ensureAdministrator(
  db: Kysely<Database>,
  {
    username: configuredUsername,
    password,
    passwordFile,
    passwordCost = defaultPasswordCost,
    clock = systemClock,
  }: {
    username: string;
    password: string | undefined;
    passwordFile: string;
    passwordCost?: number;
    clock?: Clock;
  },
): Promise<FirstAdministrator> {
  const parsed = usernameSchema.safeParse(configuredUsername);
  if (!parsed.success) {
    throw new Error(
      `ADMIN_USERNAME "${configuredUsername}": ${englishOfIssue(parsed.error.issues[0]?.message)}`,
    );
  }
  const username = parsed.data;
  // The configuration checks it too; this holds for any caller, with the same rules as the portal.
  const refusal = password === undefined ? null : passwordRefusal(password, 'admin');
  if (refusal !== null) throw new Error(`ADMIN_PASSWORD: ${englishOf(refusal)}`);
  // Servers starting together on one new database: the first creates the account, the others
  // wait for it and find a user.
  const created = await db.transaction().execute(async (trx) => {
    await takeWriteLock(trx, 'administrators');
    if ((await countUsers(trx)) > 0) return false;
    // 18 random bytes: 144 bits, 24 URL-safe characters that survive copying from a file.
    const adminPassword = password ?? randomBytes(18).toString('base64url');
    if (password === undefined) writePasswordFile(passwordFile, username, adminPassword);
    await createUser(
      trx,
      { username, password: adminPassword, full_name: '', email: '', role: 'admin' },
      { now: clock(), passwordCost, actor: serverActor },
    );
    return true;
  });
  if (!created) return { created: false };
  return { created: true, username, passwordFile: password === undefined ? passwordFile : null };
}

/** Says how to sign in the first time: where, as whom, and where the password is. Never the password. */
export function firstSignInNotice(administrator: FirstAdministrator, origin: string): string | null {
  if (!administrator.created) return null;
  const password =
    administrator.passwordFile === null
      ? ['  Password:      the one set in ADMIN_PASSWORD']
      : [
          `  Password:      in ${administrator.passwordFile} (readable only by this account)`,
          '  Sign in, change the password, then delete that file.',
        ];
  return [
    '  Administrator account created.',
    `  Sign in at:    ${origin}/login`,
    `  Username:      ${administrator.username}`,
    ...password,
    '',
  ].join('\n');
}
