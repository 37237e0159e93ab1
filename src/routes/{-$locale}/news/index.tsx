import { createFileRoute } from '@tanstack/react-router';
import { languageOfLocaleParam } from '../../../api/language';
import { NewsArchivePage } from '../../../components/news/news-archive-page';
import { loadNewsArchivePage } from '../../../components/news/news-page-data';
import { newsArchivePath, newsSearch } from '../../../components/news/news-paths';
import { pick } from '../../../content/bilingual';
import { pageNumberLabel, routeMetaTable } from '../../../content/route-meta';
import { pageHead } from '../../../seo/page-head';

export const Route = createFileRoute('/{-$locale}/news/')({
  validateSearch: newsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The page of the archive arrives in the first HTML; a failed call arrives as such, for the page
  // to show; a page past the last is not found.
  loader: ({ context, params, deps }) =>
    loadNewsArchivePage(context.loadJson, {
      page: deps.page,
      language: languageOfLocaleParam(params.locale),
    }),
  head: ({ params, match }) => {
    const language = languageOfLocaleParam(params.locale);
    const meta = routeMetaTable['/news'];
    const { page = 1 } = match.search;
    return pageHead({
      meta,
      language,
      origin: match.context.origin,
      path: newsArchivePath(page),
      title: page > 1 ? `${pick(meta.title, language)} – ${pageNumberLabel(language, page)}` : undefined,
    });
  },
  component: function News() {
    const { page = 1 } = Route.useSearch();
    const { locale } = Route.useParams();
    return (
      <NewsArchivePage
        page={page}
        dataLanguage={languageOfLocaleParam(locale)}
        loaded={Route.useLoaderData()}
      />
    );
  },
});
