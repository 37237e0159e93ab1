/** The contact calls: the public form's send, and the administrator's inbox. */
import { api } from '../client';
import { type ContactMessageInput, type ContactMessageItem, contactMessageListSchema } from '../contact';
import type { ContactMessageSort } from '../contact-sorts';
import { type Result, resultSchema } from '../result';
import { fetchTablePage, type TableView } from './table-page';

/** `POST /api/contact` as JSON: answers 201, or an error status with the refusal's code. */
export async function sendContactMessage(message: ContactMessageInput): Promise<Result> {
  const { data } = await api.post('/api/contact', message);
  return resultSchema.parse(data);
}

/**
 * `GET /api/contact-messages`: one page of the table (newest first unless another order is asked),
 * and how many messages the whole view holds.
 */
export const fetchContactMessages = (view: TableView<ContactMessageSort>, signal?: AbortSignal) =>
  fetchTablePage<ContactMessageItem, ContactMessageSort>(
    '/api/contact-messages',
    contactMessageListSchema,
    view,
    signal,
  );

export async function markContactMessage(id: number, read: boolean): Promise<Result> {
  const { data } = await api.patch(`/api/contact-messages/${id}`, { read });
  return resultSchema.parse(data);
}

export async function deleteContactMessage(id: number): Promise<Result> {
  const { data } = await api.delete(`/api/contact-messages/${id}`);
  return resultSchema.parse(data);
}
