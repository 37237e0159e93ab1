/**
 * The publication of rows that have one (news items and products): a draft, scheduled for a time,
 * or published. How a publication is kept, changed by an administrator, and switched by the server
 * when a scheduled row's time comes; each table's own module records the events in its own words.
 */
import { type Kysely, type NotNull, sql } from 'kysely';
import type { MessageId } from '../../api/messages';
import type { Publication, PublicationStatus } from '../../api/publication';
import { type AuditedWrite, serverActor } from '../audit/audit-log';
import { isoTime } from '../clock';
import { inTransaction } from '../db/concurrent-writes';
import type { Database } from '../db/schema';
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
  { notFound, record, write }: { notFound: MessageId; record: RecordPublication; write: AuditedWrite },
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
 * Makes the rows of `ids` drafts, or publishes them now (a scheduled one included), in one
 * statement, with the event `record` writes for each row changed, in id order; answers how many
 * changed. A row already so, or an id with no row, is left alone and not counted. Each row is read
 * first, for the event's before, and switched only while it is still as read: a row another write
 * changed meanwhile (on PostgreSQL, where a read takes no lock) is left alone too, rather than
 * recorded with a before it no longer had.
 */
export async function setPublicationOfRows(
  db: Db,
  table: PublishedTable,
  ids: readonly number[],
  status: Exclude<PublicationStatus, 'scheduled'>,
  { record, write }: { record: RecordPublication; write: AuditedWrite },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom(table)
      .select(['id', 'status', 'publish_at', labelOf(table)])
      .where('id', 'in', ids)
      .where('status', '!=', status)
      .orderBy('id')
      .execute();
    if (before.length === 0) return 0;
    const after = { status, publish_at: null };
    const switched = await trx
      .updateTable(table)
      .set(after)
      .where((eb) =>
        eb.or(before.map((row) => eb.and({ id: row.id, status: row.status, publish_at: row.publish_at }))),
      )
      .returning('id')
      .execute();
    const switchedIds = new Set(switched.map((row) => row.id));
    const changed = before.filter((row) => switchedIds.has(row.id));
    for (const row of changed) await record(trx, row, row, after, write);
    return changed.length;
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
