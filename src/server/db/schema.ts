/** The database tables as Kysely sees them; each migration that changes a table updates this. */
import type { Generated } from 'kysely';
import type { AuditAction, AuditEntity } from '../../api/audit';
import type { InquiryType } from '../../api/contact';
import type { Language } from '../../api/language';
import type { NewsMediaType } from '../../api/news';
import type { PublicationStatus } from '../../api/publication';
import type { Role } from '../../api/users';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  seed_runs: SeedRunsTable;
  news: NewsTable;
  contact_messages: ContactMessagesTable;
  subscriptions: SubscriptionsTable;
  site_settings: SiteSettingsTable;
  data_version: DataVersionTable;
  throttle_attempts: ThrottleAttemptsTable;
  scheduled_runs: ScheduledRunsTable;
  write_locks: WriteLocksTable;
  upload_locks: UploadLocksTable;
  audit_events: AuditEventsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  known_sign_in_clients: KnownSignInClientsTable;
  search_terms: SearchTermsTable;
  search_sizes: SearchSizesTable;
  search_index_builds: SearchIndexBuildsTable;
  field_views: FieldViewsTable;
  field_vitals: FieldVitalsTable;
}

/** One audit event; the actor's id has no foreign key, so the event outlives the user. */
export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  username: string | null;
  address: string | null;
  action: AuditAction;
  entity: AuditEntity | null;
  entity_id: number | null;
  label: string | null;
  /** JSON: AuditChange[]. */
  changes: string;
}

/** One row (id 1), moved by triggers whenever a table the pages show changes. */
export interface DataVersionTable {
  id: number;
  version: number;
}

/** One attempt a limit counts: `bucket` names the limit, `key` who is limited (an address, a username). */
export interface ThrottleAttemptsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  /** Milliseconds since 1970. */
  at: number;
}

/** A piece of scheduled work claimed for a slot (such as an hour) by one process. */
export interface ScheduledRunsTable {
  job: string;
  slot: string;
  claimed_at: string;
}

/** A row updated first by every transaction that checks one rule, to run them one after another. */
export interface WriteLocksTable {
  name: string;
  taken: number;
}

/** Who holds a resumable upload, until when, and whether another request asked for it. */
/** Page views with web vitals sent, per day (`YYYY-MM-DD` in Riyadh) and kind of visit. */
export interface FieldViewsTable {
  day: string;
  template: string;
  language: string;
  device: string;
  connection: string;
  views: number;
}

/** How many of a day's readings of a vital fell in each histogram bin (api/field-vitals.ts). */
export interface FieldVitalsTable {
  day: string;
  template: string;
  language: string;
  device: string;
  vital: string;
  bin: number;
  count: number;
}

export interface UploadLocksTable {
  upload_id: string;
  /** The holding request's random token. */
  holder: string;
  /** Milliseconds since 1970. */
  expires_at: number;
  release_requested: Generated<number>;
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
  /** Base32; set while two-factor sign-in is on (see migration 0010 on why it is kept as is). */
  two_factor_secret: Generated<string | null>;
  /** A secret set up but not yet confirmed with a code. */
  two_factor_pending_secret: Generated<string | null>;
  two_factor_enabled_at: Generated<string | null>;
  /** The last 30-second step a code was accepted for: no code of it, or of any earlier step, again. */
  two_factor_last_step: Generated<number | null>;
  /** Wrong two-factor codes entered since the account last signed in, and when the first and last were. */
  failed_codes: Generated<number>;
  failed_codes_first_at: Generated<string | null>;
  failed_codes_last_at: Generated<string | null>;
}

/** A user's single-use recovery codes. */
export interface TwoFactorRecoveryCodesTable {
  user_id: number;
  /** SHA-256 of the code, base64url. */
  code_hash: string;
  used_at: string | null;
}

/** A correct password waiting for its code. */
export interface TwoFactorChallengesTable {
  /** SHA-256 of the challenge token, base64url. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  /** Wrong codes tried on it. */
  attempts: Generated<number>;
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
  /** Only a published product is public. */
  status: Generated<PublicationStatus>;
  /** When a scheduled product is to be published (ISO, UTC); null unless scheduled. */
  publish_at: string | null;
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

/** A word form a product is found by, with the weight of the most telling field it is in. */
export interface SearchTermsTable {
  term: string;
  product_id: number;
  weight: number;
}

/** A size a product is made in: a unit and the range it spans (one value: low = high). */
export interface SearchSizesTable {
  product_id: number;
  unit: 'mm' | 'in';
  low: number;
  high: number;
  weight: number;
}

/** The version of the folding rules the search index was last built with. */
export interface SearchIndexBuildsTable {
  version: number;
  built_at: string;
}

/** One-off data loads already done (the sample catalogue), so they are never repeated. */
export interface SeedRunsTable {
  name: string;
  ran_at: string;
}

/** A news item: an image (with its WebP copies) or a video (with its still), never both. */
export interface NewsTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  alt_text: Generated<string>;
  media_type: NewsMediaType;
  /** `/media/news/<random>.<jpg|png|gif>` for an image item, else null. */
  image_path: string | null;
  /** JSON: ImageVariant[] (empty for a video). */
  image_variants: Generated<string>;
  /** `/media/news/<random>.<mp4|webm|mov|avi>` for a video item, else null. */
  video_path: string | null;
  /** `/media/news/<random>.jpg`: the still of a video, when the browser sent one. */
  poster_path: string | null;
  /** 1 shown on the home page, 0 hidden. */
  active: Generated<0 | 1>;
  created_at: string;
  /** When the English text last changed (its creation until then; empty in rows written without it). */
  updated_at: Generated<string>;
  /** The Arabic text: all three null until a translation is saved, then all set. */
  title_ar: string | null;
  description_ar: string | null;
  alt_text_ar: string | null;
  /** When the Arabic was last saved; older than `updated_at`, it is shown as outdated. */
  ar_updated_at: string | null;
  /** Only a published item (and an active one) is public. */
  status: Generated<PublicationStatus>;
  /** When a scheduled item is to be published (ISO, UTC); null unless scheduled. */
  publish_at: string | null;
  /** When it was first published (ISO, UTC): its public date and order; null until then. */
  published_at: string | null;
}

/** A message sent through the contact form. */
export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  /** Empty when none was given. */
  phone: Generated<string>;
  subject: string;
  message: string;
  inquiry_type: InquiryType;
  /** 1 once an administrator marked it read, 0 until then. */
  read: Generated<0 | 1>;
  /** The address the message came from (the proxy's client address when TRUST_PROXY is set). */
  client_address: string;
  created_at: string;
}

/** Catalog subscriptions: each address once, trimmed and in lower case. */
export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  language: Language;
  created_at: string;
}

/** At most one row (id 1); none until the first save. */
export interface SiteSettingsTable {
  id: number;
  /** 0 or 1. */
  auto_backup: number;
  /** 0 or 1: administrators must sign in with two-factor. */
  require_two_factor: Generated<number>;
  updated_at: string;
}

/** A client address an account signed in from lately (accounts/sign-in-limits.ts). */
export interface KnownSignInClientsTable {
  user_id: number;
  client_key: string;
  signed_in_at: string;
}
