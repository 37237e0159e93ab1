/**
 * Contact messages in the database: stored as the form sent them, listed a page at a time for the
 * administrator (searched and sorted), marked read or unread, deleted, and the unread ones counted
 * for the dashboard.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ContactMessageFields, ContactMessageItem } from '../../api/contact';
import type { ContactMessageSort } from '../../api/contact-sorts';
import { type AuditedWrite, changedFields, recordAudit } from '../audit/audit-log';
import { isoTime } from '../clock';
import { inTransaction } from '../db/concurrent-writes';
import type { ContactMessagesTable, Database } from '../db/schema';
import { pageOfView, type TablePage, type TableQuery } from '../db/table-page';
import { folded, withEveryWord } from '../db/word-search';
import { HttpError } from '../plugins/errors';

type Db = Kysely<Database>;

function toItem(row: Selectable<ContactMessagesTable>): ContactMessageItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    inquiryType: row.inquiry_type,
    read: row.read === 1,
    created_at: row.created_at,
  };
}

/**
 * Keeps a message from the contact form. Its audit event names the sender's address and the
 * subject, never the sender's details or the message.
 */
export async function insertContactMessage(
  db: Db,
  fields: ContactMessageFields,
  { actor, now }: AuditedWrite,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        first_name: fields.firstName,
        last_name: fields.lastName,
        email: fields.email,
        phone: fields.phone,
        subject: fields.subject,
        message: fields.message,
        inquiry_type: fields.inquiryType,
        client_address: actor.address ?? '',
        created_at: isoTime(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'contact-message.received',
      entity: 'contact-message',
      entityId: id,
      label: fields.subject,
      at: now,
    });
    return id;
  });
}

/** The columns a search looks in: everything the sender wrote. */
const searchedColumns = ['first_name', 'last_name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * One page of the messages, and how many the view holds. A search finds the messages holding
 * every word of `q` (the first `searchQueryMaxWords`), each in any of the sender's fields, in any
 * letter case. Without a sort the newest come first, those of one millisecond by the order they came.
 */
export async function listContactMessages(
  db: Db,
  query: TableQuery<ContactMessageSort>,
): Promise<TablePage<ContactMessageItem>> {
  const { q, sort } = query;
  const view = withEveryWord(db, db.selectFrom('contact_messages'), searchedColumns, q);
  const direction = sort === 'date' || sort === 'name' ? 'asc' : 'desc';
  const ordered =
    sort === 'name' || sort === '-name'
      ? view
          .selectAll()
          .orderBy(folded(db, 'first_name'), direction)
          .orderBy(folded(db, 'last_name'), direction)
      : view.selectAll().orderBy('created_at', direction);
  const { rows, total } = await pageOfView(view, ordered.orderBy('id', direction), query);
  return { rows: rows.map(toItem), total };
}

export async function markContactMessage(
  db: Db,
  id: number,
  read: boolean,
  { actor, now }: AuditedWrite,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await subjectAndState(trx, id);
    await trx
      .updateTable('contact_messages')
      .set({ read: read ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'contact-message.updated',
      entity: 'contact-message',
      entityId: id,
      label: before.subject,
      changes: changedFields(before, { read }, ['read']),
      at: now,
    });
  });
}

export async function deleteContactMessage(db: Db, id: number, { actor, now }: AuditedWrite): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { subject } = await subjectAndState(trx, id);
    await trx.deleteFrom('contact_messages').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'contact-message.deleted',
      entity: 'contact-message',
      entityId: id,
      label: subject,
      at: now,
    });
  });
}

async function subjectAndState(db: Db, id: number): Promise<{ subject: string; read: boolean }> {
  const row = await db
    .selectFrom('contact_messages')
    .select(['subject', 'read'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'contactMessageNotFound');
  return { subject: row.subject, read: row.read === 1 };
}

export async function countUnreadContactMessages(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}
