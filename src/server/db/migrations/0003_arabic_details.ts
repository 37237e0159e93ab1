import type { Kysely } from 'kysely';

/**
 * Arabic specifications and FAQs: JSON text like
 * the product's own columns, null until a translation carries them, when the English ones show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_translations').addColumn('specifications', 'text').execute();
  await db.schema.alterTable('product_translations').addColumn('faqs', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_translations').dropColumn('faqs').execute();
  await db.schema.alterTable('product_translations').dropColumn('specifications').execute();
}
