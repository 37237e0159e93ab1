/** Catalog subscriptions in the database: each address once, listed newest first. */
import type { Kysely } from 'kysely';
import type { Language } from '../../api/language';
import type { Subscription } from '../../api/subscriptions';
import { type AuditedWrite, recordAudit } from '../audit/audit-log';
import { isoTime } from '../clock';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/write-rules';

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

/** The newest `limit` subscriptions (every one when no limit is given), newest first. */
export function listSubscriptions(db: Kysely<Database>, limit?: number): Promise<Subscription[]> {
  let query = db
    .selectFrom('subscriptions')
    .select(['id', 'email', 'language', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function countSubscriptions(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
