import { createFileRoute } from '@tanstack/react-router';
import type { ContactFormInput } from '../../../machines/contact-form.machine';
import type { ContactFormValues } from '../../api/contact';
import { contactFields } from '../../api/contact-fields';
import { isMessageId } from '../../api/messages';
import { stringParam } from '../../api/search-params';
import { ContactPage } from '../../components/contact/contact-page';
import { publicHead } from '../../seo/public-head';

/**
 * `?sent=1` and `?error=<code>`: where the server sends a form posted without scripts back to, to
 * show the outcome; a refused one comes back with the posted fields too, to show them again.
 * Anything else in them is ignored.
 */
function contactSearch(search: Record<string, unknown>): {
  sent?: 1 | undefined;
  error?: string | undefined;
} & Partial<ContactFormValues> {
  const error = stringParam(search.error, isMessageId);
  // The fields as the address has them, so that the router keeps the address as it is.
  const posted: Partial<ContactFormValues> = {};
  for (const field of contactFields) {
    const value = stringParam(search[field]);
    if (error && value !== undefined) posted[field] = value;
  }
  return { sent: Number(search.sent) === 1 ? 1 : undefined, error, ...posted };
}

/** What a refused post held, from the page's query. */
function postedOf(search: Partial<ContactFormValues>): Partial<ContactFormValues> {
  const posted: Partial<ContactFormValues> = {};
  for (const field of contactFields) {
    const value = search[field];
    if (value !== undefined) posted[field] = value;
  }
  return posted;
}

export const Route = createFileRoute('/{-$locale}/contact')({
  validateSearch: contactSearch,
  head: publicHead('/contact'),
  component: function Contact() {
    const search = Route.useSearch();
    const { sent, error } = search;
    const arrival: ContactFormInput =
      sent === 1
        ? { outcome: 'sent' }
        : error && isMessageId(error)
          ? { outcome: 'refused', code: error, values: postedOf(search) }
          : undefined;
    return <ContactPage arrival={arrival} />;
  },
});
