import { createFileRoute } from '@tanstack/react-router';
import { languageOfLocaleParam } from '../../../api/language';
import { seoDescriptionLength } from '../../../api/limits';
import { NewsArticleMissing, NewsArticlePage } from '../../../components/news/news-article-page';
import { loadNewsArticlePage } from '../../../components/news/news-page-data';
import { newsArticlePath } from '../../../components/news/news-paths';
import { routeMetaTable, shareImage } from '../../../content/route-meta';
import { pageHead } from '../../../seo/page-head';
import { fittedDescription, newsArticleData } from '../../../seo/structured-data';

export const Route = createFileRoute('/{-$locale}/news/$newsId')({
  // No such item, or a hidden one, throws the router's not-found: the page answers 404.
  loader: ({ context, params }) =>
    loadNewsArticlePage(context.loadJson, params.newsId, languageOfLocaleParam(params.locale)),
  head: ({ params, match, loaderData: article }) => {
    const language = languageOfLocaleParam(params.locale);
    if (!article)
      return pageHead({
        meta: routeMetaTable.notFound,
        language,
        origin: match.context.origin,
        path: '/news',
      });
    const meta = routeMetaTable['/news/$newsId'];
    // Shared links show the picture, or the video's still; a video without one, the site's image.
    const image = article.image_path ?? article.poster_path ?? shareImage.path;
    return pageHead({
      meta,
      language,
      origin: match.context.origin,
      path: newsArticlePath(article.id),
      title: article.title,
      description: fittedDescription(article.description, meta.description[language], seoDescriptionLength),
      image,
      ogType: 'article',
      jsonLd: [newsArticleData(match.context.origin, language, article, image)],
    });
  },
  component: function NewsItem() {
    return <NewsArticlePage article={Route.useLoaderData()} />;
  },
  notFoundComponent: NewsArticleMissing,
});
