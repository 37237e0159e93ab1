import { createFileRoute } from '@tanstack/react-router';
import type { ContactFormInput } from '../../../machines/contact-form.machine';
import type { ContactFormValues } from '../../api/contact';
import { contactFields } from '../../api/contact-fields';
import { isMessageId } from '../../api/messages';
import { ContactPage } from '../../components/contact/contact-page';
import { contactSearch } from '../../components/contact/contact-search';
import { publicHead } from '../../seo/public-head';

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
