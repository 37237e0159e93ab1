/**
 * Contact messages in the database: stored as the form sent them, listed newest first for the
 * administrator, marked read or unread, deleted, and the unread ones counted for the dashboard.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ContactMessageFields, ContactMessageItem } from '../../api/contact';
import { contactMessagesPageSize } from '../../api/limits';
import { messages } from '../../api/messages';
import { isoTime } from '../clock';
import type { ContactMessagesTable, Database } from '../db/schema';
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

export async function insertContactMessage(
  db: Db,
  fields: ContactMessageFields,
  { clientAddress, now }: { clientAddress: string; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('contact_messages')
    .values({
      first_name: fields.firstName,
      last_name: fields.lastName,
      email: fields.email,
      phone: fields.phone,
      subject: fields.subject,
      message: fields.message,
      inquiry_type: fields.inquiryType,
      client_address: clientAddress,
      created_at: isoTime(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The newest messages first (those of one millisecond by the order they came), one page at most. */
export async function listContactMessages(db: Db): Promise<ContactMessageItem[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(contactMessagesPageSize)
    .execute();
  return rows.map(toItem);
}

export async function markContactMessage(db: Db, id: number, read: boolean): Promise<void> {
  const result = await db
    .updateTable('contact_messages')
    .set({ read: read ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new HttpError(404, messages.contactMessageNotFound);
}

export async function deleteContactMessage(db: Db, id: number): Promise<void> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, messages.contactMessageNotFound);
}

export async function countUnreadContactMessages(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}
