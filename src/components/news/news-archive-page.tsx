import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type NewsArchiveLoad, newsArchiveMachine } from '../../../machines/news-archive.machine';
import type { Language } from '../../api/language';
import { newsPerPage } from '../../api/limits';
import type { NewsItem } from '../../api/news';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadNewsArchive } from '../../api/requests/news-reads';
import { pick } from '../../content/bilingual';
import { routeMetaTable } from '../../content/route-meta';
import { useFlow, useLanguage } from '../../root-actors';
import { PageHero } from '../layout/page-hero';
import { SiteLink } from '../layout/site-link';
import { outcomeKey } from '../products/page-data';
import { ResponsiveImage } from '../products/product-image';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Pagination } from '../ui/pagination';
import { Spinner } from '../ui/spinner';
import { NewsDate } from './news-date';
import { languageMarks, useForeignLanguage } from './news-language';
import { newsArchivePath, newsArticlePath } from './news-paths';
import { NewsPoster } from './news-poster';

interface NewsArchivePageProps {
  page: number;
  /** The language of the URL, and so of the items: it changes together with them. */
  dataLanguage: Language;
  /** What the route loader got: the page of the archive, or that the call failed. */
  loaded: NewsArchiveLoad;
}

/**
 * /news: the published items, newest first, `newsPerPage` a page, each with its picture (or its
 * video's still), its date and the start of its text, linked to its own page. After a move to
 * another page, focus goes to the list's heading, so a keyboard or screen reader goes on from there.
 */
export function NewsArchivePage({ page, dataLanguage, loaded }: NewsArchivePageProps) {
  const language = useLanguage();
  const meta = routeMetaTable['/news'];
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);
  return (
    <main id="main">
      <PageHero
        title={pick(meta.title, language)}
        subtitle={pick(meta.description, language)}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 ref={heading} tabIndex={-1} className="sr-only">
          <Trans>All news</Trans>
        </h2>
        <NewsList key={outcomeKey(loaded)} page={page} language={dataLanguage} loaded={loaded} />
      </div>
    </main>
  );
}

// Asking again happens only on a click, so only in the browser.
const newsArchiveFlow = newsArchiveMachine.provide({
  actors: { fetchNewsPage: fromPromise(({ input }) => loadNewsArchive(browserLoadJson, input)) },
});

function NewsList({ page, language, loaded }: { page: number; language: Language; loaded: NewsArchiveLoad }) {
  const translate = useTranslateMessage();
  const archive = useFlow(newsArchiveFlow, { input: { page, language, loaded } });
  const busy = useSelector(archive, (s) => s.hasTag('busy'));
  const failed = useSelector(archive, (s) => s.hasTag('error'));
  const items = useSelector(archive, (s) => s.context.items);
  const total = useSelector(archive, (s) => s.context.total);
  if (busy) return <Spinner />;
  if (failed)
    return (
      <div className="rounded-2xl bg-slate-50">
        <LoadFailure
          message={translate('newsLoadFailed')}
          onRetry={() => archive.send({ type: 'retry.requested' })}
        />
      </div>
    );
  if (items.length === 0)
    return (
      <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">
        <Trans>No news at the moment. Please check back soon.</Trans>
      </p>
    );
  return (
    <>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            {/* The first row's pictures are on the first screen: asked for at once. */}
            <NewsCard item={item} priority={index < 3} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={Math.ceil(total / newsPerPage)} pathOf={newsArchivePath} />
    </>
  );
}

/** An item in the archive: its picture, date, title (the link to its page) and the start of its text. */
function NewsCard({ item, priority }: { item: NewsItem; priority: boolean }) {
  const foreign = useForeignLanguage(item);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      {item.media_type === 'image' && item.image_path ? (
        <ResponsiveImage
          src={item.image_path}
          variants={item.image_variants}
          // The title beside it says what the link is; the picture adds nothing for a screen reader.
          alt=""
          priority={priority}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <NewsPoster item={item} />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <NewsDate iso={item.published_at} />
        <h3 className="text-xl font-bold text-brand-900" {...languageMarks(foreign)}>
          <SiteLink path={newsArticlePath(item.id)} className="underline-offset-4 hover:underline">
            {item.title}
          </SiteLink>
        </h3>
        {item.description && (
          <p className="line-clamp-3 text-slate-600" {...languageMarks(foreign)}>
            {item.description}
          </p>
        )}
      </div>
    </article>
  );
}
