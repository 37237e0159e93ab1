import { createFileRoute } from '@tanstack/react-router';
import { languageOfLocaleParam } from '../../api/language';
import { loadNewsSection } from '../../components/home/news-data';
import { HomePage } from '../../components/pages/home-page';
import { homeFaq } from '../../content/home-faq';
import { publicHead } from '../../seo/public-head';
import { faqPage } from '../../seo/structured-data';

export const Route = createFileRoute('/{-$locale}/')({
  head: publicHead('/', { jsonLd: (language) => [faqPage(language, homeFaq.items)] }),
  // The news arrive in the first HTML; a failed call arrives as such, for the section to show.
  loader: ({ context, params }) => loadNewsSection(context.loadJson, languageOfLocaleParam(params.locale)),
  component: function Home() {
    return <HomePage news={Route.useLoaderData()} />;
  },
});
