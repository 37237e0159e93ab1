/**
 * Catalog subscriptions in the database: each address once; the admin's table a page at a time, an
 * address removed at its owner's request, and every one for the CSV export, newest first.
 */
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../api/language';
import type { SubscriptionSort } from '../../api/subscription-sorts';
import type { Subscription } from '../../api/subscriptions';
import { type AuditedWrite, recordAudit } from '../audit/audit-log';
import { isoTime } from '../clock';
import { inTransaction } from '../db/concurrent-writes';
import type { Database } from '../db/schema';
import { pageOfView, type TablePage, type TableQuery } from '../db/table-page';
import { folded, withEveryWord } from '../db/word-search';
import { HttpError } from '../plugins/errors';

const columns = ['id', 'email', 'language', 'created_at'] as const;

/**
 * Stores an address unless it is stored already; a repeat keeps the first row and its date, and
 * changes nothing the audit trail would record.
 */
export async function addSubscription(
  db: Kysely<Database>,
  subscription: { email: string; language: Language },
  { actor, now }: AuditedWrite,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const added = await trx
      .insertInto('subscriptions')
      .values({ ...subscription, created_at: isoTime(now) })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) return;
    await recordAudit(trx, {
      actor,
      action: 'subscription.created',
      entity: 'subscription',
      entityId: added.id,
      changes: [{ field: 'language', after: subscription.language }],
      at: now,
    });
  });
}

/**
 * A page of the admin's table: the addresses holding every word of `q`, newest first unless `sort`
 * asks for the oldest (`date`) or for the address (`email`, `-email`); the same address order on
 * both databases, ties by id.
 */
export async function listSubscriptionsPage(
  db: Kysely<Database>,
  query: TableQuery<SubscriptionSort>,
): Promise<TablePage<Subscription>> {
  const { q, sort } = query;
  const view = withEveryWord(db, db.selectFrom('subscriptions'), ['email'], q);
  const direction = sort === 'date' || sort === 'email' ? 'asc' : 'desc';
  const first = sort === 'email' || sort === '-email' ? folded(db, 'email') : sql.ref<string>('created_at');
  return pageOfView(view, view.select(columns).orderBy(first, direction).orderBy('id', direction), query);
}

/** Every subscription, newest first: the CSV export. */
export function listSubscriptions(db: Kysely<Database>): Promise<Subscription[]> {
  return db
    .selectFrom('subscriptions')
    .select(columns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Removes an address (its owner asked to be taken off the list), with its audit event; 404 when there is none. */
export async function deleteSubscription(
  db: Kysely<Database>,
  id: number,
  { actor, now }: AuditedWrite,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx
      .deleteFrom('subscriptions')
      .where('id', '=', id)
      .returning(['language'])
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'subscriptionNotFound');
    await recordAudit(trx, {
      actor,
      action: 'subscription.deleted',
      entity: 'subscription',
      entityId: id,
      changes: [{ field: 'language', before: row.language }],
      at: now,
    });
  });
}
