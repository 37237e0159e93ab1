/**
 * The field data: each beacon is added to its day's counters as it arrives, and the counters are
 * read back as the Chrome UX Report reads its own: each vital's 75th percentile and its share of
 * good, needs-improvement and poor readings over a span of days.
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FieldBeacon, FieldFigures, VitalSummary } from '../../api/field-vitals';
import type { Language } from '../../api/language';
import {
  binOf,
  type DeviceClass,
  type FieldVital,
  fieldVitals,
  ratingOfBin,
  vitalScales,
} from '../../api/vital-histograms';
import type { PublicPath } from '../../site-routes';
import type { Database } from '../db/schema';

const dayMs = 24 * 60 * 60_000;
const riyadhOffsetMs = 3 * 60 * 60_000;

/** The day (in Riyadh, where the business is) that `ms` falls on, as `YYYY-MM-DD`. */
export function fieldDayOf(ms: number): string {
  return new Date(ms + riyadhOffsetMs).toISOString().slice(0, 10);
}

/** The day `days` before the one `ms` falls on. */
export const daysBefore = (ms: number, days: number): string => fieldDayOf(ms - days * dayMs);

/** Adds one page view's beacon to the day's counters, in one transaction. */
export async function addBeacon(db: Kysely<Database>, beacon: FieldBeacon, now: number): Promise<void> {
  const day = fieldDayOf(now);
  const kind = { day, template: beacon.template, language: beacon.language, device: beacon.device };
  const readings = fieldVitals.flatMap((vital) => {
    const value = beacon.vitals[vital];
    return value === undefined ? [] : [{ ...kind, vital, bin: binOf(vital, value), count: 1 }];
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('field_views')
      .values({ ...kind, connection: beacon.connection ?? 'unknown', views: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'template', 'language', 'device', 'connection'])
          .doUpdateSet({ views: sql`field_views.views + excluded.views` }),
      )
      .execute();
    await trx
      .insertInto('field_vitals')
      .values(readings)
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'template', 'language', 'device', 'vital', 'bin'])
          .doUpdateSet({ count: sql`field_vitals.count + excluded.count` }),
      )
      .execute();
  });
}

/** Field data is kept this many days, as the Chrome UX Report keeps its daily figures. */
export const fieldDaysKept = 90;

/** Deletes the days older than `keptDays`; returns how many rows went. */
export async function pruneFieldData(db: Kysely<Database>, keptDays: number, now: number): Promise<number> {
  const oldest = daysBefore(now, keptDays - 1);
  const views = await db.deleteFrom('field_views').where('day', '<', oldest).executeTakeFirst();
  const vitals = await db.deleteFrom('field_vitals').where('day', '<', oldest).executeTakeFirst();
  return Number(views.numDeletedRows) + Number(vitals.numDeletedRows);
}

/** Which page views a figure counts: any of these left out counts them all. */
export interface FieldFilter {
  template?: PublicPath;
  language?: Language;
  device?: DeviceClass;
}

/**
 * The 75th percentile of a histogram, placed within its bin by linear interpolation (as the Chrome
 * UX Report's own p75 figures are read from its histograms).
 */
export function summarize(vital: FieldVital, bins: ReadonlyMap<number, number>): VitalSummary {
  const { unit, width, count } = vitalScales[vital];
  const readings = [...bins.values()].reduce((sum, n) => sum + n, 0);
  const shares = { good: 0, needsImprovement: 0, poor: 0 };
  for (const [bin, n] of bins) shares[ratingOfBin(vital, bin)] += n;
  const summary = { vital, readings, ...shares, p75: null, p75Beyond: false };
  if (readings === 0) return summary;
  const rank = 0.75 * readings;
  let below = 0;
  for (let bin = 0; bin < count; bin++) {
    const here = bins.get(bin) ?? 0;
    if (below + here >= rank && here > 0) {
      const start = bin * width;
      if (bin === count - 1) return { ...summary, p75: round(start * unit, vital), p75Beyond: true };
      const steps = start + ((rank - below) / here) * width;
      return { ...summary, p75: round(steps * unit, vital) };
    }
    below += here;
  }
  return summary;
}

const round = (value: number, vital: FieldVital) =>
  vital === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);

/** What figures may be broken down by. */
export type FieldDimension = 'day' | 'template' | 'language' | 'device';

/**
 * The page views the filter picks from the days `from` to `to` (inclusive), every vital summarized:
 * all together, or one figure for each value of `by` that has page views, in the value's order.
 */
export async function fieldFigures(
  db: Kysely<Database>,
  span: { from: string; to: string },
  filter: FieldFilter,
  by: FieldDimension | null = null,
): Promise<Array<{ key: string; figures: FieldFigures }>> {
  // Not grouped, the one figure's key is a constant (which neither database groups or sorts by).
  const key = by ? sql.ref(by) : sql.lit('all');
  const views = await db
    .selectFrom('field_views')
    .where(picked(span, filter))
    .select([sql<string>`${key}`.as('key'), (eb) => eb.fn.sum<number | string | null>('views').as('views')])
    .$if(by !== null, (q) => q.groupBy(sql`${key}`).orderBy(sql`${key}`))
    .execute();
  const rows = await db
    .selectFrom('field_vitals')
    .where(picked(span, filter))
    .select([
      sql<string>`${key}`.as('key'),
      'vital',
      'bin',
      (eb) => eb.fn.sum<number | string>('count').as('count'),
    ])
    .$if(by !== null, (q) => q.groupBy(sql`${key}`))
    .groupBy(['vital', 'bin'])
    .execute();
  return views.map((row) => {
    const own = rows.filter((reading) => reading.key === row.key);
    return {
      key: row.key,
      figures: {
        views: Number(row.views ?? 0),
        vitals: fieldVitals.map((vital) =>
          summarize(
            vital,
            new Map(
              own
                .filter((reading) => reading.vital === vital)
                .map((reading) => [reading.bin, Number(reading.count)]),
            ),
          ),
        ),
      },
    };
  });
}

/** The rows of a span's days that the filter picks (both tables have these columns). */
function picked(span: { from: string; to: string }, filter: FieldFilter): RawBuilder<SqlBool> {
  const parts = [sql`day >= ${span.from}`, sql`day <= ${span.to}`];
  if (filter.template) parts.push(sql`template = ${filter.template}`);
  if (filter.language) parts.push(sql`language = ${filter.language}`);
  if (filter.device) parts.push(sql`device = ${filter.device}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}
