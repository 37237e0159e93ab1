import { useLoaderData, useParams, useSearch } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { NewsArchiveLoad, NewsArchivePage } from '../../machines/news-archive.machine';
import type { ApiError } from '../../src/api/errors';
import { type Language, languageOfLocaleParam } from '../../src/api/language';
import type { NewsItem } from '../../src/api/news';
import { browserLoadJson } from '../../src/api/requests/load-json';
import { NewsArchivePage as ArchivePage } from '../../src/components/news/news-archive-page';
import { loadNewsArchivePage } from '../../src/components/news/news-page-data';
import { newsSearch } from '../../src/components/news/news-paths';
import { lateNews, newsArchiveModel, shownVideo } from './models/news-archive.model';
import { arabicBranchNews, branchNews, fairNews, oldestNews } from './news-fixtures';
import { type AppScreen, renderScreen, type ScreenRoute, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/** The news route as the app declares it: the page it keeps in the address, its loader, its page. */
const newsRoute: ScreenRoute = {
  validateSearch: newsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ params, deps }) =>
    loadNewsArchivePage(browserLoadJson, {
      page: deps.page as number,
      language: languageOfLocaleParam(params.locale),
    }),
  component: function News() {
    const loaded = useLoaderData({ strict: false }) as NewsArchiveLoad;
    const { page } = useSearch({ strict: false }) as { page?: number };
    const { locale } = useParams({ strict: false }) as { locale?: string };
    return <ArchivePage page={page ?? 1} dataLanguage={languageOfLocaleParam(locale)} loaded={loaded} />;
  },
};

/** The page's words in English and Arabic, as the spec and the Arabic catalogue give them. */
const words = {
  en: {
    title: 'News',
    failed: 'Failed to load news items',
    empty: 'No news at the moment. Please check back soon.',
    tryAgain: 'Try again',
    loading: 'Loading…',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
  },
  ar: {
    title: 'الأخبار',
    failed: 'تعذّر تحميل الأخبار',
    empty: 'لا توجد أخبار حاليًا. يرجى العودة قريبًا.',
    tryAgain: 'إعادة المحاولة',
    loading: 'جارٍ التحميل…',
    pages: 'الصفحات',
    previous: 'السابق',
    next: 'التالي',
  },
} as const;

/**
 * The day each item was published, in Riyadh, as each language writes it; Arabic pages add the
 * Umm al-Qura date. An item sent at 22:30 UTC is already the next day in Riyadh.
 */
const publishedOn: Record<string, { en: string; ar: string }> = {
  '2026-03-01T09:30:00.000Z': { en: '1 March 2026', ar: '1 مارس 2026 · 12 رمضان 1447 هـ' },
  '2026-02-28T22:30:00.000Z': { en: '1 March 2026', ar: '1 مارس 2026 · 12 رمضان 1447 هـ' },
  '2026-02-14T16:05:00.000Z': { en: '14 February 2026', ar: '14 فبراير 2026 · 26 شعبان 1447 هـ' },
  '2025-11-02T08:00:00.000Z': { en: '2 November 2025', ar: '2 نوفمبر 2025 · 11 جمادى الأولى 1447 هـ' },
};

type Input = { language: Language; page: number; loaded: NewsArchiveLoad };
const inputOf = (step: Step) => step.input as Input;
const wordsOf = (step: Step) => words[inputOf(step).language];
const prefixOf = (step: Step) => (inputOf(step).language === 'ar' ? '/ar' : '');

function pageUrl({ language, page }: Input): string {
  return `${language === 'ar' ? '/ar' : ''}/news${page > 1 ? `?page=${page}` : ''}`;
}

/** The request for the page's items: that page, in the page's language. */
const listRequest = ({ language, page }: Input) => `GET /api/news?lang=${language}&page=${page}` as const;

/** The items the person should see: the last answer to try-again, else the loader's. */
function shownPage(step: Step): NewsArchivePage {
  const answers = step.performed.filter((e) => e.type === 'xstate.done.actor.fetchNewsPage');
  const last = answers.at(-1) as (EventObject & { output: NewsArchivePage }) | undefined;
  if (last) return last.output;
  const { loaded } = inputOf(step);
  return loaded.status === 'loaded' ? loaded : { items: [], total: 0 };
}

const retries = (step: Step) => step.performed.filter((e) => e.type === 'retry.requested').length;
const tryAgain = (step: Step) => screen.queryByRole('button', { name: wordsOf(step).tryAgain });
const articles = () => screen.queryAllByRole('article');

/** What every state shows: the page's title, and that the loader asked once and try-again once each. */
function expectPage({ http }: AppScreen, step: Step) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(wordsOf(step).title);
  expect(http.sent.map((r) => `${r.method} ${r.url}`)).toEqual(
    Array.from({ length: 1 + retries(step) }, () => listRequest(inputOf(step))),
  );
}

/** Only the one message the state calls for, if any. */
function expectMessage(step: Step, shown: 'failed' | 'empty' | 'loading' | null) {
  const w = wordsOf(step);
  for (const which of ['failed', 'empty', 'loading'] as const) {
    if (which === shown) expect(screen.getByText(w[which])).toBeInTheDocument();
    else expect(screen.queryByText(w[which])).toBeNull();
  }
}

/** An item's card: its title linked to its page, marked English where it is not translated, its day. */
function expectCard(step: Step, card: HTMLElement, item: NewsItem) {
  const { language } = inputOf(step);
  const heading = within(card).getByRole('heading', { level: 3 });
  const link = within(heading).getByRole('link');
  expect(link).toHaveTextContent(item.title);
  expect(link).toHaveAttribute('href', `${prefixOf(step)}/news/${item.id}`);
  const foreign = item.language !== language;
  expect(heading.getAttribute('lang')).toBe(foreign ? item.language : null);
  expect(heading.getAttribute('dir')).toBe(foreign ? 'ltr' : null);
  if (item.description) expect(card).toHaveTextContent(item.description);
  const day = publishedOn[item.published_at];
  if (!day) throw new Error(`no hand-written day for ${item.published_at}`);
  expect(card.querySelector('time')).toHaveAttribute('dateTime', item.published_at);
  expect(card.querySelector('time')?.parentElement).toHaveTextContent(day[language]);
  // The picture (or the video's still) is decoration beside the linked title.
  expect(within(card).queryByRole('img')).toBeNull();
  if (item.media_type === 'image') expect(card.querySelector('img')).toHaveAttribute('alt', '');
}

/** The page links, 12 items a page: none for one page; else Previous, the numbers, Next. */
function expectPagination(step: Step, total: number) {
  const { page } = inputOf(step);
  const w = wordsOf(step);
  const nav = screen.queryByRole('navigation', { name: w.pages });
  const pages = Math.ceil(total / 12);
  if (pages <= 1) {
    expect(nav).toBeNull();
    return;
  }
  if (!nav) throw new Error('no pagination');
  const at = (n: number) => `${prefixOf(step)}/news${n > 1 ? `?page=${n}` : ''}`;
  const shown = within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(shown[0]).toEqual(page > 1 ? [w.previous, at(page - 1)] : ['1', at(1)]);
  expect(shown.at(-1)).toEqual(page < pages ? [w.next, at(page + 1)] : [String(pages), at(pages)]);
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', at(page));
}

describe('the news archive', { timeout: 30_000 }, () => {
  itWalksTheScreen<AppScreen>({
    model: newsArchiveModel,
    everyVariant: true,
    timeout: 60_000,
    render: async (path, inspect) => {
      const input = path.input as Input;
      const app = renderScreen({ url: pageUrl(input), routes: { '/{-$locale}/news': newsRoute }, inspect });
      if (input.loaded.status === 'loaded')
        await app.http.answer(listRequest(input), 200, input.loaded.items, {
          'x-total-count': String(input.loaded.total),
        });
      else
        await app.http.answer(listRequest(input), 500, { success: false, message: 'Internal server error' });
      await showing(() => screen.queryByRole('heading', { level: 1 }));
      return app;
    },
    drivers: {
      'retry.requested': async ({ user }, _event, step) => {
        const button = tryAgain(step);
        if (!button) throw new Error('No try-again button');
        await user.click(button);
      },
      'xstate.done.actor.fetchNewsPage': ({ http }, event, step) => {
        const { items, total } = (event as EventObject & { output: NewsArchivePage }).output;
        return http.answer(listRequest(inputOf(step)), 200, items, { 'x-total-count': String(total) });
      },
      'xstate.error.actor.fetchNewsPage': ({ http }, event, step) => {
        const { error } = event as EventObject & { error: ApiError };
        return error.kind === 'noResponse'
          ? http.fail(listRequest(inputOf(step)))
          : http.answer(listRequest(inputOf(step)), 500, { success: false });
      },
    },
    // What the spec says each outcome opens on, whatever the machine does.
    scenarios: [
      { input: newsArchiveModel.inputs[1], initial: 'listed', steps: [] },
      { input: newsArchiveModel.inputs[2], initial: 'empty', steps: [] },
      {
        input: newsArchiveModel.inputs[3],
        initial: 'failed',
        steps: [
          { event: { type: 'retry.requested' }, state: 'loading' },
          {
            event: { type: 'xstate.done.actor.fetchNewsPage', output: { items: [fairNews], total: 1 } },
            state: 'listed',
          },
        ],
      },
    ],
    checks: {
      listed: (app, step) => {
        expectPage(app, step);
        const { items, total } = shownPage(step);
        const cards = articles();
        expect(cards).toHaveLength(items.length);
        for (const [index, item] of items.entries()) expectCard(step, cards[index] as HTMLElement, item);
        expectPagination(step, total);
        expectMessage(step, null);
        expect(tryAgain(step)).toBeNull();
        expect(app.http.pending()).toEqual([]);
      },
      // No news yet is not a failure: nothing to try again.
      empty: (app, step) => {
        expectPage(app, step);
        expectMessage(step, 'empty');
        expect(articles()).toEqual([]);
        expect(tryAgain(step)).toBeNull();
        expect(app.http.pending()).toEqual([]);
      },
      failed: (app, step) => {
        expectPage(app, step);
        expectMessage(step, 'failed');
        expect(screen.getByText(wordsOf(step).failed)).toHaveClass('text-red-700');
        expect(tryAgain(step)).toBeEnabled();
        expect(articles()).toEqual([]);
        expect(app.http.pending()).toEqual([]);
      },
      loading: (app, step) => {
        expectPage(app, step);
        expectMessage(step, 'loading');
        expect(articles()).toEqual([]);
        expect(tryAgain(step)).toBeNull();
        expect(app.http.pending()).toHaveLength(1);
      },
    },
  });

  it('moves to another page without a reload, and puts focus on the list for the keyboard', async () => {
    const app = renderScreen({ url: '/news', routes: { '/{-$locale}/news': newsRoute } });
    const first = Array.from({ length: 12 }, (_, i) => ({ ...branchNews, id: 100 - i }));
    await app.http.answer('GET /api/news?lang=en&page=1', 200, first, { 'x-total-count': '14' });
    await app.user.click(await screen.findByRole('link', { name: 'Next' }));
    await app.http.answer('GET /api/news?lang=en&page=2', 200, [oldestNews, lateNews], {
      'x-total-count': '14',
    });
    expect(await screen.findByRole('link', { name: oldestNews.title })).toHaveAttribute('href', '/news/51');
    expect(app.location()).toBe('/news?page=2');
    expect(screen.getByRole('heading', { level: 2, name: 'All news' })).toHaveFocus();
    app.unmount();
  });

  it('answers a page past the last as not found', async () => {
    const app = renderScreen({
      url: '/ar/news?page=4',
      routes: { '/{-$locale}/news': { ...newsRoute, notFoundComponent: () => <p>missing</p> } },
    });
    await app.http.answer('GET /api/news?lang=ar&page=4', 200, [], { 'x-total-count': '26' });
    expect(await screen.findByText('missing')).toBeInTheDocument();
    expect(articles()).toEqual([]);
    app.unmount();
  });

  it('keeps the video items in the list, by their still', async () => {
    const app = renderScreen({ url: '/ar/news', routes: { '/{-$locale}/news': newsRoute } });
    await app.http.answer('GET /api/news?lang=ar&page=1', 200, [arabicBranchNews, shownVideo], {
      'x-total-count': '2',
    });
    const [translated, video] = await screen.findAllByRole('article');
    expect(within(translated as HTMLElement).getByRole('link')).toHaveTextContent('فرع جديد في الدمام');
    expect(video?.querySelector('img')).toHaveAttribute('src', '/media/news/line.jpg');
    expect(within(video as HTMLElement).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
    app.unmount();
  });
});
