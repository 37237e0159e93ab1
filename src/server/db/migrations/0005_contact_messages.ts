import { type Kysely, sql } from 'kysely';
import { generatedId } from './dialect';

/**
 * Messages sent through the contact form, with when they came, from which client address, and
 * whether an administrator has read them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    // AUTOINCREMENT: a deleted message's id never names another one.
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('inquiry_type', 'text', (c) => c.notNull())
    // 1 or 0: SQLite has no boolean.
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('contact_messages_read_check', sql`read in (0, 1)`)
    .addCheckConstraint(
      'contact_messages_inquiry_type_check',
      sql`inquiry_type in ('product', 'quote', 'support', 'partnership', 'other')`,
    )
    .execute();
  // The inbox lists newest first; the dashboard counts the unread ones.
  await db.schema
    .createIndex('contact_messages_created')
    .on('contact_messages')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('contact_messages_read').on('contact_messages').column('read').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
