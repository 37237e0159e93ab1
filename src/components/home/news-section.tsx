import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { newsCarouselMachine } from '../../../machines/news-carousel.machine';
import { firstVideo, type NewsLoad, newsFeedMachine, pictures } from '../../../machines/news-feed.machine';
import { mediaUrl } from '../../api/base-url';
import type { NewsItem } from '../../api/news';
import { browserLoadJson } from '../../api/requests/load-json';
import { useFlow, useLanguage } from '../../root-actors';
import { SiteLink } from '../layout/site-link';
import { languageMarks, useForeignLanguage } from '../news/news-language';
import { newsArticlePath } from '../news/news-paths';
import { ResponsiveImage } from '../products/product-image';
import { formatNumber } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Reveal, SectionHeading } from '../ui/reveal';
import { Spinner } from '../ui/spinner';
import { CarouselShell, useCarousel } from './carousel-shell';
import { BackgroundVideo } from './hero-video';
import { loadNews } from './news-data';

const sectionClassName = 'bg-slate-50 py-20';
const containerClassName = 'mx-auto max-w-5xl px-4';

/**
 * The home page's news: the newest active video on its own (muted, looping, playing while in
 * view), else the pictures sliding every 25 s; the loading, failed and empty states otherwise.
 * It starts from what the home route's loader got.
 */
export function NewsSection({ loaded }: { loaded: NewsLoad }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const language = useLanguage();
  // Asking again happens only on a click, so only in the browser; another language is another
  // section (the home page keys it by its loader's outcome).
  const feed = useFlow(
    newsFeedMachine.provide({
      actors: { fetchNews: fromPromise(() => loadNews(browserLoadJson, language)) },
    }),
    { input: { loaded } },
  );
  const items = useSelector(feed, (s) => s.context.items);
  const shown = useSelector(feed, (s) =>
    s.hasTag('busy') ? 'loading' : s.hasTag('error') ? 'failed' : (s.value as 'video' | 'pictures' | 'empty'),
  );
  const heading = {
    title: t`Latest News`,
    text: t`Projects, products and events from our factories and branches.`,
  };
  if (shown === 'pictures') return <NewsCarousel heading={heading} items={pictures(items)} />;
  const video = firstVideo(items);
  const content: Record<Exclude<typeof shown, 'pictures'>, ReactNode> = {
    loading: <Spinner />,
    failed: (
      <LoadFailure
        message={translate('newsLoadFailed')}
        onRetry={() => feed.send({ type: 'retry.requested' })}
      />
    ),
    empty: (
      <p className="p-8 text-center text-slate-600">
        <Trans>No news at the moment. Please check back soon.</Trans>
      </p>
    ),
    video: video && <NewsVideo item={video} />,
  };
  return (
    <section className={sectionClassName} aria-label={heading.title} aria-busy={shown === 'loading'}>
      <div className={containerClassName}>
        <Reveal>
          <SectionHeading title={heading.title} text={heading.text} />
        </Reveal>
        {content[shown]}
      </div>
    </section>
  );
}

/**
 * An item's words under its picture or video, as a whole in their own language and direction: an
 * English item on an Arabic page reads left to right with its full stop at the end.
 */
function NewsText({ item }: { item: NewsItem }) {
  const foreign = useForeignLanguage(item);
  return (
    <div className="p-6 md:p-8" {...languageMarks(foreign)}>
      <h3 className="text-start text-2xl font-bold text-brand-900">
        <SiteLink path={newsArticlePath(item.id)} className="underline-offset-4 hover:underline">
          {item.title}
        </SiteLink>
      </h3>
      {item.description && (
        <p className="mt-3 text-start text-lg leading-relaxed whitespace-pre-line text-slate-600">
          {item.description}
        </p>
      )}
    </div>
  );
}

/** What an item's picture or video is of: its alt text, else its title. */
const mediaLabel = (item: NewsItem) => item.alt_text || item.title;

function NewsVideo({ item }: { item: NewsItem }) {
  const foreign = useForeignLanguage(item);
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative">
        <BackgroundVideo
          // `firstVideo` picks only items with a video.
          sources={[{ src: mediaUrl(item.video_path ?? '') }]}
          poster={item.poster_path ? mediaUrl(item.poster_path) : undefined}
          label={mediaLabel(item)}
          lang={foreign}
          className="block aspect-video w-full bg-slate-900 object-cover"
        />
      </div>
      <NewsText item={item} />
    </article>
  );
}

function NewsCarousel({ heading, items }: { heading: { title: string; text: string }; items: NewsItem[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { carousel, section } = useCarousel(newsCarouselMachine, items.length);
  const index = useSelector(carousel, (s) => s.context.index);
  const position = formatNumber(language, index + 1);
  const total = formatNumber(language, items.length);
  return (
    <CarouselShell
      carousel={carousel}
      section={section}
      heading={heading}
      sectionClassName={sectionClassName}
      containerClassName={containerClassName}
      frameClassName="overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200"
      slideClassName="w-full shrink-0"
      previousLabel={t`Previous news item`}
      nextLabel={t`Next news item`}
      between={
        <p className="min-w-16 text-center font-semibold text-slate-600 tabular-nums">
          <Trans>
            {position} of {total}
          </Trans>
        </p>
      }
      slides={items.map((item) => ({
        key: String(item.id),
        content: (
          <article>
            <NewsPicture item={item} />
            <NewsText item={item} />
          </article>
        ),
      }))}
    />
  );
}

function NewsPicture({ item }: { item: NewsItem }) {
  return (
    <ResponsiveImage
      // `pictures` keeps only items with a picture.
      src={item.image_path ?? ''}
      variants={item.image_variants}
      alt={mediaLabel(item)}
      lang={useForeignLanguage(item)}
      sizes="(min-width: 1024px) 64rem, 100vw"
      className="aspect-video w-full bg-slate-100 object-cover"
    />
  );
}
