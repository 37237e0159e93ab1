import { type Kysely, sql } from 'kysely';
import { categoryTree } from '../../../content/categories';
import { generatedId } from './dialect';

/**
 * The product catalogue: the category tree, products and their Arabic translations.
 * Lists and image variants are JSON text, validated by the shared zod schemas whenever they are
 * written or read (src/server/catalogue/json.ts). Times are ISO 8601 UTC text, like the accounts
 * tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('parent_slug', 'text', (c) => c.references('categories.slug'))
    // Order among siblings, as the navigation shows them.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    // AUTOINCREMENT: a deleted product's id (and so its old links) never names another product.
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    // Null: a product without a category.
    .addColumn('category', 'text', (c) => c.references('categories.slug'))
    // A path under /media, never a URL: the client resolves it against the API host.
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('image_variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('applications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('certifications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('specifications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('faqs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category').execute();

  await db.schema
    .createTable('product_translations')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('applications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('certifications', 'text', (c) => c.notNull().defaultTo('[]'))
    // Compared with the product's updated_at: an older translation is shown as outdated.
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_translations_pk', ['product_id', 'language_code'])
    // The only translation is Arabic (English is the product row itself).
    .addCheckConstraint('product_translations_language_check', sql`language_code in ('ar')`)
    .execute();

  // Remembers one-off data loads, so that deleting every sample product does not bring them back
  // at the next start (src/server/db/seed/catalogue.ts).
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .execute();

  const rows = categoryTree.flatMap((top, topIndex) => [
    { slug: top.slug, parent_slug: null, position: topIndex, name_en: top.name.en, name_ar: top.name.ar },
    ...top.children.map((child, childIndex) => ({
      slug: child.slug,
      parent_slug: top.slug as string | null,
      position: childIndex,
      name_en: child.name.en,
      name_ar: child.name.ar,
    })),
  ]);
  // Parents come before their children in `rows`, so the foreign key holds row by row.
  await db
    .withTables<{
      categories: {
        slug: string;
        parent_slug: string | null;
        position: number;
        name_en: string;
        name_ar: string;
      };
    }>()
    .insertInto('categories')
    .values(rows)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_runs').execute();
  await db.schema.dropTable('product_translations').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('categories').execute();
}
