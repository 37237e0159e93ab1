import type { Migration } from 'kysely';
import * as accounts from './0001_accounts';
import * as catalogue from './0002_catalogue';
import * as arabicDetails from './0003_arabic_details';
import * as news from './0004_news';
import * as contactMessages from './0005_contact_messages';
import * as subscriptions from './0006_subscriptions';
import * as siteSettings from './0007_site_settings';
import * as sharedDatabase from './0008_shared_database';
import * as audit from './0009_audit';
import * as twoFactor from './0010_two_factor';
import * as signInMemory from './0011_sign_in_memory';
import * as productSearch from './0012_product_search';
import * as newsArabic from './0013_news_arabic';
import * as newsPublication from './0014_news_publication';
import * as productPublication from './0015_product_publication';
import * as newsPublishedAt from './0016_news_published_at';
import * as uploadLocks from './0017_upload_locks';
import * as fieldVitals from './0018_field_vitals';

/**
 * Every schema change, in order. Names sort in the order they apply; a migration is never edited
 * once it has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_catalogue': catalogue,
  '0003_arabic_details': arabicDetails,
  '0004_news': news,
  '0005_contact_messages': contactMessages,
  '0006_subscriptions': subscriptions,
  '0007_site_settings': siteSettings,
  '0008_shared_database': sharedDatabase,
  '0009_audit': audit,
  '0010_two_factor': twoFactor,
  '0011_sign_in_memory': signInMemory,
  '0012_product_search': productSearch,
  '0013_news_arabic': newsArabic,
  '0014_news_publication': newsPublication,
  '0015_product_publication': productPublication,
  '0016_news_published_at': newsPublishedAt,
  '0017_upload_locks': uploadLocks,
  '0018_field_vitals': fieldVitals,
};
