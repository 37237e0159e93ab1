import { Trans, useLingui } from '@lingui/react/macro';
import { mediaUrl } from '../../api/base-url';
import type { NewsArticle, NewsNeighbour } from '../../api/news';
import { routeMetaTable } from '../../content/route-meta';
import { PageHero } from '../layout/page-hero';
import { SiteLink } from '../layout/site-link';
import { ResponsiveImage } from '../products/product-image';
import { buttonStyles } from '../ui/button-styles';
import { ChevronBack, ChevronForward } from '../ui/icons';
import { useTranslateMessage } from '../ui/known-messages';
import { NewsDate } from './news-date';
import { languageMarks, useForeignLanguage } from './news-language';
import { newsArchivePath, newsArticlePath } from './news-paths';

/** What a news item's picture or video is of: its alt text, else its title. */
const mediaLabel = (item: NewsArticle) => item.alt_text || item.title;

/**
 * /news/{id}: the whole item (its picture, or its video with the still and the player's controls),
 * its date, its text, and links to the newer and older items and back to the archive.
 */
export function NewsArticlePage({ article }: { article: NewsArticle }) {
  return (
    <main id="main">
      <NewsArticleView article={article} />
    </main>
  );
}

/** The item's page without its `main`: the portal's preview shows it inside its own. */
export function NewsArticleView({ article }: { article: NewsArticle }) {
  const foreign = useForeignLanguage(article);
  const meta = routeMetaTable['/news/$newsId'];
  return (
    <>
      <PageHero
        title={article.title}
        titleLanguage={foreign}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
      />
      <article className="mx-auto max-w-4xl px-4 py-12">
        <div className="overflow-hidden rounded-3xl bg-slate-900 ring-1 ring-slate-200">
          {article.media_type === 'video' && article.video_path ? (
            // The visitor chose to open the item: the player's own controls, nothing plays by itself.
            <video
              controls
              playsInline
              preload="metadata"
              poster={article.poster_path ? mediaUrl(article.poster_path) : undefined}
              aria-label={mediaLabel(article)}
              {...languageMarks(foreign)}
              className="block aspect-video w-full"
            >
              <source src={mediaUrl(article.video_path)} />
            </video>
          ) : (
            <ResponsiveImage
              src={article.image_path ?? ''}
              variants={article.image_variants}
              alt={mediaLabel(article)}
              lang={foreign}
              priority
              sizes="(min-width: 1024px) 56rem, 100vw"
              className="aspect-video w-full bg-slate-100 object-cover"
            />
          )}
        </div>
        <div className="mt-8">
          <NewsDate iso={article.published_at} />
          {article.description && (
            <p
              className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700"
              {...languageMarks(foreign)}
            >
              {article.description}
            </p>
          )}
        </div>
        <NeighbourLinks newer={article.newer} older={article.older} />
      </article>
    </>
  );
}

/** The newer and older items, each by its title, and the way back to the archive. */
function NeighbourLinks({ newer, older }: { newer: NewsNeighbour | null; older: NewsNeighbour | null }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`More news`} className="mt-12 border-t border-slate-200 pt-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        {newer && (
          <li>
            <Neighbour item={newer} direction="newer" />
          </li>
        )}
        {older && (
          <li className="sm:col-start-2">
            <Neighbour item={older} direction="older" />
          </li>
        )}
      </ul>
      <SiteLink path={newsArchivePath(1)} className={`${buttonStyles.secondary} mt-8`}>
        <Trans>All news</Trans>
      </SiteLink>
    </nav>
  );
}

function Neighbour({ item, direction }: { item: NewsNeighbour; direction: 'newer' | 'older' }) {
  const foreign = useForeignLanguage(item);
  return (
    <SiteLink
      path={newsArticlePath(item.id)}
      rel={direction === 'newer' ? 'prev' : 'next'}
      className="flex min-h-11 flex-col gap-1 rounded-2xl p-4 ring-1 ring-slate-200 hover:bg-brand-50"
    >
      <span className="flex items-center gap-1 text-sm font-semibold text-slate-500">
        {direction === 'newer' ? (
          <>
            <ChevronBack className="size-4" />
            <Trans>Newer news</Trans>
          </>
        ) : (
          <>
            <Trans>Older news</Trans>
            <ChevronForward className="size-4" />
          </>
        )}
      </span>
      <span className="font-bold text-brand-900" {...languageMarks(foreign)}>
        {item.title}
      </span>
    </SiteLink>
  );
}

/** The page of an item that does not exist or is not published: 404, and the way to the others. */
export function NewsArticleMissing() {
  const translate = useTranslateMessage();
  const meta = routeMetaTable.notFound;
  return (
    <main id="main">
      <PageHero
        title={translate('newsNotFound')}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
        <p className="text-lg text-slate-600">
          <Trans>The news item you are looking for does not exist or has been removed.</Trans>
        </p>
        <SiteLink path={newsArchivePath(1)} className={buttonStyles.primary}>
          <Trans>All news</Trans>
        </SiteLink>
      </div>
    </main>
  );
}
