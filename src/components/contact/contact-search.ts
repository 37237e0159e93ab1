/**
 * The contact page's address after a form posted without scripts: `?sent=1`, or `?error=<message
 * id>` with the posted fields, to show them again. Anything else in it is ignored.
 */
import type { ContactFormInput } from '../../../machines/contact-form.machine';
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

/** What the form shows on arriving at such an address: the banner, or the refusal over what was posted. */
export function arrivalOf({ sent, error, ...posted }: ContactSearch): ContactFormInput {
  if (sent === 1) return { outcome: 'sent' };
  // The search holds fields only beside an error, and an error only when it is a message id.
  return error && isMessageId(error) ? { outcome: 'refused', code: error, values: posted } : undefined;
}
