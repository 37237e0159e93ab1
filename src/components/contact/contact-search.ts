/**
 * The contact page's address after a form posted without scripts: `?sent=1`, or `?error=<message
 * id>` with the posted fields, to show them again. Anything else in it is ignored.
 */
import type { ContactFormValues } from '../../api/contact';
import { contactFields } from '../../api/contact-fields';
import { isMessageId } from '../../api/messages';
import { stringParam } from '../../api/search-params';

export type ContactSearch = { sent?: 1 | undefined; error?: string | undefined } & Partial<ContactFormValues>;

export function contactSearch(search: Record<string, unknown>): ContactSearch {
  const error = stringParam(search.error, isMessageId);
  // The fields as the address has them, so that the router keeps the address as it is.
  const posted: Partial<ContactFormValues> = {};
  for (const field of contactFields) {
    const value = stringParam(search[field]);
    if (error && value !== undefined) posted[field] = value;
  }
  return { sent: Number(search.sent) === 1 ? 1 : undefined, error, ...posted };
}
