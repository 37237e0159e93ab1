/** The database tables as Kysely sees them; each migration that changes a table updates this. */
import type { Generated } from 'kysely';
import type { Role } from '../../api/users';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  seed_runs: SeedRunsTable;
}

/** Times are ISO 8601 UTC text (`Date.prototype.toISOString`). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$…` (see accounts/passwords.ts); never leaves the server. */
  password_hash: string;
  full_name: Generated<string>;
  email: Generated<string>;
  role: Role;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token, base64url. */
  token_hash: string;
  user_id: number;
  created_at: string;
  /** Absolute end, fixed at sign-in. */
  expires_at: string;
  last_used_at: string;
}

/** The product category tree, loaded by the migration that creates it. */
export interface CategoriesTable {
  slug: string;
  /** Null for a top category. */
  parent_slug: string | null;
  /** Order among siblings. */
  position: number;
  name_en: string;
  name_ar: string;
}

/**
 * A product's English text and its image. Columns named "JSON" hold JSON text that
 * src/server/catalogue/json.ts validates with the shared schemas on every write and read.
 */
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  /** A category slug, or null when the product has none. */
  category: string | null;
  /** `/media/products/<random>.<ext>`: relative, resolved by the client against the API host. */
  image: string;
  /** JSON: ImageVariant[]. */
  image_variants: string;
  description: string;
  /** JSON: string[]. */
  features: string;
  /** JSON: string[]. */
  applications: string;
  /** JSON: string[]. */
  certifications: string;
  /** JSON: Specification[]. */
  specifications: string;
  /** JSON: Faq[]. */
  faqs: string;
  created_at: string;
  /** When the English text last changed; an older Arabic translation is "outdated". */
  updated_at: string;
}

export interface ProductTranslationsTable {
  product_id: number;
  /** Always 'ar' (a check constraint says so). */
  language_code: 'ar';
  name: string;
  description: string;
  /** JSON: string[]. */
  features: string;
  /** JSON: string[]. */
  applications: string;
  /** JSON: string[]. */
  certifications: string;
  /** JSON: Specification[], or null: the English ones are shown. */
  specifications: string | null;
  /** JSON: Faq[], or null: the English ones are shown. */
  faqs: string | null;
  updated_at: string;
}

/** One-off data loads already done (the sample catalogue), so they are never repeated. */
export interface SeedRunsTable {
  name: string;
  ran_at: string;
}
