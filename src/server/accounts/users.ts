/**
 * User accounts in the database, with the rules that keep the portal usable: usernames are unique
 * regardless of case, and at least one administrator always remains.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { UserSort } from '../../api/user-sorts';
import { normalizeUsername, type User, type userCreateSchema, type userUpdateSchema } from '../../api/users';
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log';
import { isoTime } from '../clock';
import { inTransaction, isUniqueViolation, takeWriteLock } from '../db/concurrent-writes';
import type { Database } from '../db/schema';
import { pageOfView, type TablePage, type TableQuery } from '../db/table-page';
import { folded, withEveryWord } from '../db/word-search';
import { HttpError } from '../plugins/errors';
import { hashPassword } from './passwords';
import { endOtherSessions } from './sessions';

type NewUser = z.output<typeof userCreateSchema>;
type UserChanges = z.output<typeof userUpdateSchema>;

/** The columns a user may be shown as: everything but the password hash. */
const publicColumns = ['id', 'username', 'full_name', 'email', 'role'] as const;

interface Writing {
  now: number;
  passwordCost: number;
  actor: AuditActor;
}

/** What an audit event shows of an account: every field but the password, which is named alone. */
const auditedUserFields = ['username', 'full_name', 'email', 'role'];

// The only unique constraint on users besides the primary key is lower(username).
const isDuplicateUsername = isUniqueViolation;

/**
 * One page of the accounts, and how many the view holds. A search finds the accounts holding every
 * word of `q` in the username, the full name or the e-mail, in any letter case. Without a sort, by
 * account number; names alike are kept in that order too.
 */
export async function listUsers(db: Kysely<Database>, query: TableQuery<UserSort>): Promise<TablePage<User>> {
  const { q, sort } = query;
  const view = withEveryWord(db, db.selectFrom('users'), ['username', 'full_name', 'email'], q);
  const direction = sort?.startsWith('-') ? 'desc' : 'asc';
  const column =
    sort === 'username' || sort === '-username'
      ? 'username'
      : sort === 'name' || sort === '-name'
        ? 'full_name'
        : null;
  const ordered = column
    ? view.select(publicColumns).orderBy(folded(db, column), direction)
    : view.select(publicColumns);
  return pageOfView(view, ordered.orderBy('id', direction), query);
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function findByUsername(db: Kysely<Database>, username: string) {
  return (
    db
      .selectFrom('users')
      .select([...publicColumns, 'password_hash'])
      // lower() on both sides: the same folding as the unique index, whatever the database.
      .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
      .executeTakeFirst()
  );
}

/**
 * The user signing in as this username (any letter case), with the hash to check against: the
 * name as typed first, as accounts made before names were normalised store it, then its
 * normalised form, as every newer account stores it.
 */
export async function findSignInAccount(
  db: Kysely<Database>,
  username: string,
): Promise<{ user: User; passwordHash: string } | undefined> {
  const normalized = normalizeUsername(username);
  const row =
    (await findByUsername(db, username)) ??
    (normalized === username ? undefined : await findByUsername(db, normalized));
  if (!row) return undefined;
  const { password_hash, ...user } = row;
  return { user, passwordHash: password_hash };
}

/** Adds a user and returns their id. */
export async function createUser(
  db: Kysely<Database>,
  user: NewUser,
  { now, passwordCost, actor }: Writing,
): Promise<number> {
  const passwordHash = await hashPassword(user.password, passwordCost);
  const fields = { username: user.username, full_name: user.full_name, email: user.email, role: user.role };
  try {
    return await inTransaction(db, async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          ...fields,
          password_hash: passwordHash,
          created_at: isoTime(now),
          updated_at: isoTime(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor,
        action: 'user.created',
        entity: 'user',
        entityId: id,
        label: user.username,
        changes: changedFields(undefined, { ...fields, password: true }, auditedUserFields),
        at: now,
      });
      return id;
    });
  } catch (error) {
    if (isDuplicateUsername(error)) throw new HttpError(409, 'usernameTaken');
    throw error;
  }
}

async function countAdmins(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Saves an edit. A new password ends the user's other sessions: whoever knew the old one is
 * signed out everywhere, except the session that made the change.
 */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: UserChanges,
  { now, passwordCost, keepSession, actor }: Writing & { keepSession: string },
) {
  // Hashing takes a while: done before the transaction so it holds no lock meanwhile.
  const passwordHash =
    changes.password === undefined ? undefined : await hashPassword(changes.password, passwordCost);
  try {
    await db.transaction().execute(async (trx) => {
      await takeWriteLock(trx, 'administrators');
      const current = await trx
        .selectFrom('users')
        .select(auditedUserFields as (typeof publicColumns)[number][])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw new HttpError(404, 'userNotFound');
      if (current.role === 'admin' && changes.role !== 'admin' && (await countAdmins(trx)) <= 1) {
        throw new HttpError(400, 'lastAdmin');
      }
      const fields = {
        username: changes.username,
        full_name: changes.full_name,
        email: changes.email,
        role: changes.role,
      };
      await trx
        .updateTable('users')
        .set({
          ...fields,
          updated_at: isoTime(now),
          ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
        })
        .where('id', '=', id)
        .execute();
      if (passwordHash !== undefined) await endOtherSessions(trx, id, keepSession);
      await recordAudit(trx, {
        actor,
        action: 'user.updated',
        entity: 'user',
        entityId: id,
        label: changes.username,
        changes: changedFields(
          current,
          { ...fields, ...(passwordHash === undefined ? {} : { password: true }) },
          auditedUserFields,
        ),
        at: now,
      });
    });
  } catch (error) {
    if (isDuplicateUsername(error)) throw new HttpError(409, 'usernameTaken');
    throw error;
  }
}

/** Deletes a user; their sessions go with them (the foreign key cascades). */
export async function deleteUser(
  db: Kysely<Database>,
  id: number,
  { actor, now }: { actor: AuditActor; now: number },
) {
  if (id === actor.userId) throw new HttpError(400, 'cannotDeleteSelf');
  await db.transaction().execute(async (trx) => {
    await takeWriteLock(trx, 'administrators');
    const current = await trx
      .selectFrom('users')
      .select(['role', 'username'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw new HttpError(404, 'userNotFound');
    if (current.role === 'admin' && (await countAdmins(trx)) <= 1) throw new HttpError(400, 'lastAdmin');
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'user.deleted',
      entity: 'user',
      entityId: id,
      label: current.username,
      at: now,
    });
  });
}
