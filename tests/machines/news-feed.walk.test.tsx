import { useLoaderData } from '@tanstack/react-router';
import { waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { NewsLoad } from '../../machines/news-feed.machine';
import type { ApiError } from '../../src/api/errors';
import type { Language } from '../../src/api/language';
import type { NewsItem } from '../../src/api/news';
import { browserLoadJson } from '../../src/api/requests/load-json';
import { loadNewsSection } from '../../src/components/home/news-data';
import { NewsSection } from '../../src/components/home/news-section';
import { type BrowserScreen, renderInBrowser } from './browser-fakes';
import { newsFeedModel } from './models/news-feed.model';
import { fairNews, lineNews } from './news-fixtures';
import { type ScreenRoute, screen, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/**
 * The home route as the app declares it, in each language: its loader asks for the news in the
 * page's language, the section starts from that.
 */
const homeRoute = (language: Language): ScreenRoute => ({
  loader: () => loadNewsSection(browserLoadJson, language),
  component: function Home() {
    return <NewsSection loaded={useLoaderData({ strict: false }) as NewsLoad} />;
  },
});

type Input = { loaded: NewsLoad; language: Language };
const inputOf = (step: Step) => step.input as Input;

/** The section's words in English and Arabic, as the spec and the Arabic catalogue give them. */
const words = {
  en: {
    title: 'Latest News',
    failed: 'Failed to load news items',
    empty: 'No news at the moment. Please check back soon.',
    tryAgain: 'Try again',
    loading: 'Loading…',
    position: (n: number, of: number) => `${n} of ${of}`,
  },
  ar: {
    title: 'آخر الأخبار',
    failed: 'تعذّر تحميل الأخبار',
    empty: 'لا توجد أخبار حاليًا. يرجى العودة قريبًا.',
    tryAgain: 'إعادة المحاولة',
    loading: 'جارٍ التحميل…',
    position: (n: number, of: number) => `${n} من ${of}`,
  },
} as const;
const wordsOf = (step: Step) => words[inputOf(step).language];

/** The request the section makes: the news in the page's language. */
const requestOf = (step: Step) => `GET /api/news?lang=${inputOf(step).language}` as const;

/**
 * An item's text and picture or video are marked with its language where that is not the page's
 * (an item not yet in Arabic on an Arabic page), and carry the page's own otherwise.
 */
function expectMarked(step: Step, item: NewsItem, text: Element, media: Element) {
  const foreign = item.language !== inputOf(step).language;
  expect(text.getAttribute('lang')).toBe(foreign ? item.language : null);
  expect(text.getAttribute('dir')).toBe(foreign ? (item.language === 'ar' ? 'rtl' : 'ltr') : null);
  expect(media.closest('[lang]')?.getAttribute('lang')).toBe(
    foreign ? item.language : inputOf(step).language,
  );
}
/** A video the home page shows (only active items are listed there). */
const videoNews = { ...lineNews, active: true };

/** The items the section last got: from the loader, or from the last try-again that was answered. */
function latest(step: Step): NewsItem[] {
  const { loaded } = inputOf(step);
  let items = loaded.status === 'loaded' ? loaded.items : [];
  for (const event of step.performed)
    if (event.type === 'xstate.done.actor.fetchNews')
      items = (event as EventObject & { output: NewsItem[] }).output;
  return items;
}

const section = (step: Step) => screen.getByRole('region', { name: wordsOf(step).title, hidden: true });

/** The section's frame: its heading, and nothing of the other outcomes. */
function expectOnly(step: Step, shown: 'video' | 'pictures' | 'empty' | 'failed' | 'loading') {
  const w = wordsOf(step);
  const region = section(step);
  expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(w.title);
  expect(within(region).queryByText(w.failed) !== null).toBe(shown === 'failed');
  expect(within(region).queryByText(w.tryAgain) !== null).toBe(shown === 'failed');
  expect(within(region).queryByText(w.empty) !== null).toBe(shown === 'empty');
  expect(within(region).queryByText(w.loading) !== null).toBe(shown === 'loading');
  expect(region.querySelector('video') !== null).toBe(shown === 'video');
  expect(region.getAttribute('aria-roledescription') !== null).toBe(shown === 'pictures');
  return region;
}

/** One request from the loader, one per try-again; none waiting unless one is being answered. */
function expectSent(app: BrowserScreen, step: Step, { waiting }: { waiting: boolean }) {
  const asked = 1 + step.performed.filter((e) => e.type === 'retry.requested').length;
  expect(app.http.sent.map((r) => `${r.method} ${r.url}`)).toEqual(Array(asked).fill(requestOf(step)));
  expect(app.http.pending()).toHaveLength(waiting ? 1 : 0);
}

describe('the home news section', () => {
  itWalksTheScreen<BrowserScreen>({
    model: newsFeedModel,
    everyVariant: true,
    timeout: 120_000,
    // What the spec says each outcome opens on, whatever the machine does.
    scenarios: [
      { input: newsFeedModel.inputs[0], initial: 'video', steps: [] },
      { input: newsFeedModel.inputs[1], initial: 'pictures', steps: [] },
      { input: newsFeedModel.inputs[2], initial: 'empty', steps: [] },
      {
        input: newsFeedModel.inputs[3],
        initial: 'failed',
        steps: [
          { event: { type: 'retry.requested' }, state: 'loading' },
          { event: { type: 'xstate.done.actor.fetchNews', output: [fairNews, videoNews] }, state: 'video' },
        ],
      },
    ],
    render: async (path, inspect) => {
      const { loaded, language } = path.input as Input;
      const app = renderInBrowser({
        url: language === 'ar' ? '/ar' : '/',
        routes: { '/': homeRoute('en'), '/ar': homeRoute('ar') },
        inspect,
      });
      const request = `GET /api/news?lang=${language}` as const;
      // The route's loader asks for the news; a failed call reaches the section as such.
      if (loaded.status === 'loaded') await app.http.answer(request, 200, loaded.items);
      else await app.http.answer(request, 500, { success: false, message: 'Internal server error' });
      await showing(() => document.querySelector('section'));
      return app;
    },
    drivers: {
      'retry.requested': ({ user }, _event, step) => user.click(screen.getByText(wordsOf(step).tryAgain)),
      'xstate.done.actor.fetchNews': ({ http }, event, step) =>
        http.answer(requestOf(step), 200, (event as EventObject & { output: NewsItem[] }).output),
      'xstate.error.actor.fetchNews': ({ http }, event, step) => {
        const { error } = event as EventObject & { error: ApiError };
        return error.kind === 'noResponse'
          ? http.fail(requestOf(step))
          : http.answer(requestOf(step), 500, { success: false });
      },
    },
    checks: {
      // The newest video alone, playing muted in a loop, with its words.
      video: async (app, step) => {
        const region = expectOnly(step, 'video');
        const video = region.querySelector('video') as HTMLVideoElement;
        expect(video).toHaveAttribute('poster', '/media/news/line.jpg');
        // Its file is named once the page has loaded and the browser is idle.
        await waitFor(() =>
          expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
            '/media/news/line.mp4',
          ]),
        );
        expect(video).toHaveAccessibleName('Production line tour');
        expect(video.muted).toBe(true);
        expect(video.loop).toBe(true);
        const heading = within(region).getByRole('heading', { level: 3 });
        expect(heading).toHaveTextContent('Production line tour');
        expectMarked(step, videoNews, heading.parentElement as Element, video);
        expect(region.querySelectorAll('img')).toHaveLength(0);
        expectSent(app, step, { waiting: false });
      },
      // The pictures one at a time, the first on screen.
      pictures: (app, step) => {
        const region = expectOnly(step, 'pictures');
        // Pictures only when the items hold no video: a video is shown alone.
        expect(latest(step).filter((item) => item.media_type === 'video')).toEqual([]);
        const items = latest(step).filter((item) => item.media_type === 'image');
        const slides = [...region.querySelectorAll('li')];
        expect(slides.map((slide) => slide.querySelector('h3')?.textContent)).toEqual(
          items.map((i) => i.title),
        );
        expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(
          items.map((_, index) => String(index !== 0)),
        );
        expect(slides[0]?.querySelector('img')).toHaveAttribute('alt', items[0]?.alt_text || items[0]?.title);
        for (const [index, slide] of slides.entries()) {
          const text = slide.querySelector('h3')?.parentElement;
          const picture = slide.querySelector('img');
          const item = items[index];
          if (!text || !picture || !item) throw new Error(`slide ${index + 1} lacks its text or picture`);
          expectMarked(step, item, text, picture);
        }
        expect(within(region).getByText(wordsOf(step).position(1, items.length))).toBeInTheDocument();
        expectSent(app, step, { waiting: false });
      },
      empty: (app, step) => {
        expectOnly(step, 'empty');
        expectSent(app, step, { waiting: false });
      },
      failed: (app, step) => {
        const region = expectOnly(step, 'failed');
        expect(within(region).getByText(wordsOf(step).tryAgain).closest('button')).toBeEnabled();
        expect(region).toHaveAttribute('aria-busy', 'false');
        expectSent(app, step, { waiting: false });
      },
      loading: (app, step) => {
        const region = expectOnly(step, 'loading');
        expect(region).toHaveAttribute('aria-busy', 'true');
        expectSent(app, step, { waiting: true });
      },
    },
  });
});
