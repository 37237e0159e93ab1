import type { Kysely } from 'kysely';

/**
 * Web vitals from visitors' browsers, rolled up as each arrives: `field_views` counts page views
 * and `field_vitals` each vital's histogram, per day (in Riyadh), page template, language and
 * device class. Nothing about a visitor is kept, not even the single beacon.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_views')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    // The connection type the browser reported, or 'unknown'.
    .addColumn('connection', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_views_pk', ['day', 'template', 'language', 'device', 'connection'])
    .execute();

  await db.schema
    .createTable('field_vitals')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('vital', 'text', (c) => c.notNull())
    .addColumn('bin', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_vitals_pk', ['day', 'template', 'language', 'device', 'vital', 'bin'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('field_vitals').execute();
  await db.schema.dropTable('field_views').execute();
}
