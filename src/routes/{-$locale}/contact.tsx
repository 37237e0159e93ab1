import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../components/contact/contact-page';
import { arrivalOf, contactSearch } from '../../components/contact/contact-search';
import { publicHead } from '../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/contact')({
  validateSearch: contactSearch,
  head: publicHead('/contact'),
  component: function Contact() {
    return <ContactPage arrival={arrivalOf(Route.useSearch())} />;
  },
});
