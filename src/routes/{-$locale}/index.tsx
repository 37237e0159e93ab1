import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../components/pages/home-page';
import { homeFaq } from '../../content/home';
import { publicHead } from '../../seo/public-head';
import { faqPage } from '../../seo/structured-data';

export const Route = createFileRoute('/{-$locale}/')({
  head: publicHead('/', { jsonLd: (language) => [faqPage(language, homeFaq.items)] }),
  component: HomePage,
});
