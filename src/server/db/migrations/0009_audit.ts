import type { Kysely } from 'kysely';
import { generatedId } from './dialect';

/**
 * The audit trail: one row per change made through the API, per sign-in event and per throttling
 * decision, written in the same transaction as the change. The actor's id is kept without a
 * foreign key and their username is copied, so the trail outlives deleted and renamed users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', generatedId(db))
    // ISO 8601 UTC: sorts as it reads, so a day's range is a string range.
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('username', 'text')
    .addColumn('address', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text')
    .addColumn('entity_id', 'integer')
    .addColumn('label', 'text')
    // JSON: AuditChange[].
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // One index for each filter the admin page offers, each ending in the page's order (newest
  // first); the first also serves the unfiltered page, the date range and the retention prune.
  const indexes: Record<string, string[]> = {
    audit_events_at: ['at desc', 'id desc'],
    audit_events_user_at: ['user_id', 'at desc', 'id desc'],
    audit_events_action_at: ['action', 'at desc', 'id desc'],
    audit_events_entity_at: ['entity', 'entity_id', 'at desc', 'id desc'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('audit_events').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
