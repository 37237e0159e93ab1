/** The site-wide settings row: read with the defaults filled in, saved whole. */
import type { Kysely } from 'kysely';
import type { AuditChange } from '../../api/audit';
import { defaultSiteSettings, type SiteSettings } from '../../api/settings';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { isoTime } from '../clock';
import type { Database } from '../db/schema';

export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select(['auto_backup', 'require_two_factor'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row === undefined
    ? defaultSiteSettings
    : { autoBackup: row.auto_backup === 1, requireTwoFactor: row.require_two_factor === 1 };
}

/** Saves the settings and records the switches it turned (none turned: no event). */
export async function saveSiteSettings(
  db: Kysely<Database>,
  settings: SiteSettings,
  { now, actor }: { now: number; actor: AuditActor },
): Promise<void> {
  const values = {
    auto_backup: settings.autoBackup ? 1 : 0,
    require_two_factor: settings.requireTwoFactor ? 1 : 0,
    updated_at: isoTime(now),
  };
  await db.transaction().execute(async (trx) => {
    const before = await readSiteSettings(trx);
    await trx
      .insertInto('site_settings')
      .values({ id: 1, ...values })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
    const changes: AuditChange[] = (Object.keys(settings) as (keyof SiteSettings)[])
      .filter((field) => settings[field] !== before[field])
      .map((field) => ({ field, before: String(before[field]), after: String(settings[field]) }));
    if (changes.length > 0) {
      await recordAudit(trx, { actor, action: 'settings.saved', entity: 'settings', changes, at: now });
    }
  });
}
