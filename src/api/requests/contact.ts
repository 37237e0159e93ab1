/** The contact calls: the public form's send, and the administrator's inbox. */
import { api } from '../client';
import { type ContactMessageInput, type ContactMessageItem, contactMessageListSchema } from '../contact';
import type { ContactMessageSort } from '../contact-sorts';
import { adminTablePageSize } from '../limits';
import { type Result, resultSchema } from '../result';
import { totalCountOf } from './load-json';

/** `POST /api/contact` as JSON: answers 201, or an error status with the refusal's code. */
export async function sendContactMessage(message: ContactMessageInput): Promise<Result> {
  const { data } = await api.post('/api/contact', message);
  return resultSchema.parse(data);
}

/**
 * `GET /api/contact-messages`: one page of the table (newest first unless another order is asked),
 * and how many messages the whole view holds.
 */
export async function fetchContactMessages(
  { page, sort, q }: { page: number; sort?: ContactMessageSort | undefined; q?: string | undefined },
  signal?: AbortSignal,
): Promise<{ rows: ContactMessageItem[]; total: number }> {
  const params = { page, per_page: adminTablePageSize, ...(sort ? { sort } : {}), ...(q ? { q } : {}) };
  const response = await api.get('/api/contact-messages', { params, signal });
  const rows = contactMessageListSchema.parse(response.data);
  return { rows, total: totalCountOf(response.headers['x-total-count']) ?? rows.length };
}

export async function markContactMessage(id: number, read: boolean): Promise<Result> {
  const { data } = await api.patch(`/api/contact-messages/${id}`, { read });
  return resultSchema.parse(data);
}

export async function deleteContactMessage(id: number): Promise<Result> {
  const { data } = await api.delete(`/api/contact-messages/${id}`);
  return resultSchema.parse(data);
}
