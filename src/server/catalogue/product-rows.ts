/** The product rows both the catalogue's answers and the search index read. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Products by id, with what both a summary and a whole product show, their publication, and their
 * Arabic beside them. Every publication: a public read keeps the published ones alone.
 */
export function withArabic(db: Db) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.language_code', '=', 'ar'),
    )
    .select(['p.id', 'p.name', 'p.category', 'p.image', 'p.image_variants', 'p.updated_at'])
    .select(['p.status', 'p.publish_at'])
    .select(['t.name as ar_name', 't.updated_at as ar_updated_at'])
    .orderBy('p.id');
}

/** Every text of products, English and Arabic. */
export function productRows(db: Db) {
  return withArabic(db)
    .select([
      'p.description',
      'p.features',
      'p.applications',
      'p.certifications',
      'p.specifications',
      'p.faqs',
    ])
    .select([
      't.description as ar_description',
      't.features as ar_features',
      't.applications as ar_applications',
      't.certifications as ar_certifications',
      't.specifications as ar_specifications',
      't.faqs as ar_faqs',
    ]);
}
