import { type Kysely, sql } from 'kysely';

/**
 * Site-wide settings: the switches the server itself acts on, the same for every administrator.
 * One row at most (id 1); until the first save there is none and the defaults apply.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('auto_backup', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('site_settings_single_row', sql`id = 1`)
    .addCheckConstraint('site_settings_auto_backup_check', sql`auto_backup in (0, 1)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
