import { createFileRoute } from '@tanstack/react-router';
import type { ContactFormInput } from '../../../machines/contact-form.machine';
import { isMessageId } from '../../api/messages';
import { stringParam } from '../../api/search-params';
import { ContactPage } from '../../components/contact/contact-page';
import { publicHead } from '../../seo/public-head';

/**
 * `?sent=1` and `?error=<code>`: where the server sends a form posted without scripts back to, to
 * show the outcome. Anything else in them is ignored.
 */
function contactSearch(search: Record<string, unknown>): {
  sent?: 1 | undefined;
  error?: string | undefined;
} {
  return {
    sent: Number(search.sent) === 1 ? 1 : undefined,
    error: stringParam(search.error, isMessageId),
  };
}

export const Route = createFileRoute('/{-$locale}/contact')({
  validateSearch: contactSearch,
  head: publicHead('/contact'),
  component: function Contact() {
    const { sent, error } = Route.useSearch();
    const arrival: ContactFormInput =
      sent === 1
        ? { outcome: 'sent' }
        : error && isMessageId(error)
          ? { outcome: 'refused', code: error }
          : undefined;
    return <ContactPage arrival={arrival} />;
  },
});
