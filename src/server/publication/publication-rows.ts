/**
 * The publication of rows that have one (news items and products): a draft, scheduled for a time,
 * or published. How a publication is kept, changed by an administrator, and switched by the server
 * when a scheduled row's time comes; each table's own module records the events in its own words.
 */
import { type Kysely, type NotNull, sql } from 'kysely';
import type { Publication, PublicationStatus } from '../../api/publication';
import { type AuditedWrite, serverActor } from '../audit/audit-log';
import { isoTime } from '../clock';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/write-rules';
import { HttpError } from '../plugins/errors';

type Db = Kysely<Database>;

/** The tables whose rows have a publication, each with the column that names a row in its events. */
const labelColumns = { news: 'title', products: 'name' } as const;
export type PublishedTable = keyof typeof labelColumns;

/** A publication as a row keeps it. */
export type PublicationColumns = {
  status: PublicationStatus;
  publish_at: string | null;
};

/** A row whose publication changed, named as its events name it. */
export interface PublishedRow {
  id: number;
  label: string;
}

/** Records a row's publication change, in the transaction that made it. */
export type RecordPublication = (
  db: Db,
  row: PublishedRow,
  before: PublicationColumns,
  after: PublicationColumns,
  write: AuditedWrite,
) => Promise<void>;

/**
 * A publication as the row keeps it: the time of a scheduled one in UTC, so that times compare as
 * text whatever offset the form sent; none otherwise.
 */
export function publicationColumns(publication: Publication): PublicationColumns {
  return publication.status === 'scheduled'
    ? { status: 'scheduled', publish_at: isoTime(Date.parse(publication.publish_at)) }
    : { status: publication.status, publish_at: null };
}

const labelOf = (table: PublishedTable) => sql.ref<string>(labelColumns[table]).as('label');

/**
 * Makes a row a draft, publishes it now, or schedules it, with the event `record` writes (none when
 * nothing changed); 404 with `notFound` when there is no such row. Nothing else of the row moves:
 * its `updated_at` dates its text.
 */
export async function setPublication(
  db: Db,
  table: PublishedTable,
  id: number,
  publication: Publication,
  { notFound, record, write }: { notFound: string; record: RecordPublication; write: AuditedWrite },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom(table)
      .select(['id', 'status', 'publish_at', labelOf(table)])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new HttpError(404, notFound);
    const after = publicationColumns(publication);
    if (after.status === before.status && after.publish_at === before.publish_at) return;
    await trx.updateTable(table).set(after).where('id', '=', id).execute();
    await record(trx, before, before, after, write);
  });
}

/**
 * Publishes the scheduled rows of `table` whose time has come at `now`, each with its event by the
 * server; answers how many this call published. Each row is switched by a statement that still
 * requires it scheduled for the time read, in a transaction with its event: where several
 * processes share the database and check at once, one of them publishes it and records it, the
 * others find nothing left to switch.
 */
export async function publishDue(
  db: Db,
  table: PublishedTable,
  now: number,
  record: RecordPublication,
): Promise<number> {
  const due = await db
    .selectFrom(table)
    .select(['id', 'publish_at'])
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', isoTime(now))
    .orderBy('publish_at')
    .orderBy('id')
    .$narrowType<{ publish_at: NotNull }>()
    .execute();
  let published = 0;
  for (const { id, publish_at: at } of due) {
    const switched = await db.transaction().execute(async (trx) => {
      const after = { status: 'published' as const, publish_at: null };
      const row = await trx
        .updateTable(table)
        .set(after)
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .where('publish_at', '=', at)
        .returning(['id', labelOf(table)])
        .executeTakeFirst();
      if (row)
        await record(trx, row, { status: 'scheduled', publish_at: at }, after, { actor: serverActor, now });
      return row !== undefined;
    });
    if (switched) published += 1;
  }
  return published;
}
