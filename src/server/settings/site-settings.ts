/** The site-wide settings row: read with the defaults filled in, saved whole. */
import type { Kysely } from 'kysely';
import { defaultSiteSettings, type SiteSettings } from '../../api/settings';
import { isoTime } from '../clock';
import type { Database } from '../db/schema';

export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select('auto_backup')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row === undefined ? defaultSiteSettings : { autoBackup: row.auto_backup === 1 };
}

export async function saveSiteSettings(
  db: Kysely<Database>,
  settings: SiteSettings,
  now: number,
): Promise<void> {
  const values = { auto_backup: settings.autoBackup ? 1 : 0, updated_at: isoTime(now) };
  await db
    .insertInto('site_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
