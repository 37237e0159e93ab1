import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { seoPageTimeoutMs, seoRunTimeLimitMs } from '../../src/api/limits';
import { SeoVerificationPage } from '../../src/components/seo/seo-verification-page';
import { type FetchFake, fakeFetch } from './fetch-fake';
import { flush } from './http-fake';
import { seoVerificationModel, timeoutError, walkTargets } from './models/seo-verification.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

// The web-vitals library loads on demand; loaded once here, reading the vitals answers at once.
beforeAll(() => import('web-vitals'));
beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

type Screen = AppScreen & { fetch: FetchFake };
type Language = 'en' | 'ar';
type Outcome = 'passing' | 'failing' | 'noAnswer' | 'timeout';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../fixtures/seo', `${name}.html`), 'utf8');
/** Each page as the built server sends it (served at http://localhost:3000, the test page's origin). */
const served: Record<string, string> = {
  '/': fixture('home-en'),
  '/ar': fixture('home-ar'),
  '/ar/seo-verification': fixture('seo-verification-ar'),
};
/** The same page with its description gone and a second h1. */
const broken = (html: string) =>
  html.replace(/<meta name="description"[^>]*\/>/, '').replace('</body>', '<h1>Second heading</h1></body>');

const afterLimit = 'xstate.after.runTimeLimit.seoVerification.running.checkingPages';

const words = {
  en: {
    run: 'Run verification',
    ready:
      'Ready to check 3 addresses: every public page in English and in Arabic, and one address that is no page.',
    again: 'Run again',
    cancel: 'Cancel',
    stage: (url: string) => `Fetching and checking ${url}…`,
    count: (k: number, n: number) => `${k} of ${n} pages checked`,
    seoScore: 'SEO score',
    checksPassed: (p: number, t: number) => `${p} of ${t} checks passed`,
    bands: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' },
    notMeasured: 'Not measured yet',
    noPages: 'No page was checked',
    passed: 'Passed',
    failed: 'Failed',
    noAnswer: 'The page could not be fetched: no answer from the server.',
    timeout: 'The page did not arrive in time.',
    noDescription: 'Description: The page has no meta description.',
    twoHeadings: 'One main heading: The page has 2 main headings (h1) instead of one.',
    allPassed: 'Every check passed on every page.',
    limit: (n: number) => `The run reached its time limit: ${n} pages were not checked.`,
    rankings: 'Not available from the browser: only the search engines know where the pages rank.',
    views: (n: number) => `Page views: ${n}`,
    issue: 'The page has 2 main headings (h1) instead of one.',
  },
  ar: {
    run: 'بدء الفحص',
    ready:
      'الأداة جاهزة لفحص العناوين، وعددها 3: كل الصفحات العامة بالإنجليزية والعربية، وعنوان واحد لا توجد فيه صفحة.',
    again: 'إعادة الفحص',
    cancel: 'إلغاء',
    stage: (url: string) => `جارٍ جلب ${url} وفحصها…`,
    count: (k: number, n: number) => `الصفحات المفحوصة: ${k} من أصل ${n}`,
    seoScore: 'درجة تهيئة محركات البحث',
    checksPassed: (p: number, t: number) => `فحوصات ناجحة: ${p} من أصل ${t}`,
    bands: { excellent: 'ممتاز', good: 'جيد', fair: 'مقبول', poor: 'ضعيف' },
    notMeasured: 'لم يُقَس بعد',
    noPages: 'لم تُفحص أي صفحة',
    passed: 'اجتاز الفحص',
    failed: 'لم يجتز الفحص',
    noAnswer: 'تعذّر جلب الصفحة: لم يصل رد من الخادم.',
    timeout: 'لم تصل الصفحة في الوقت المحدد.',
    noDescription: 'الوصف: الصفحة بلا وصف ميتا.',
    twoHeadings: 'عنوان رئيسي واحد: عدد العناوين الرئيسية (h1) في الصفحة 2 بدلًا من عنوان واحد.',
    allPassed: 'اجتازت كل الصفحات جميع الفحوصات.',
    limit: (n: number) => `بلغ الفحص حدّه الزمني، ولم تُفحص صفحات عددها ${n}.`,
    rankings: 'غير متاح من المتصفح: ترتيب الصفحات لا تعرفه إلا محركات البحث.',
    views: (n: number) => `مشاهدات الصفحات: ${n}`,
    issue: 'عدد العناوين الرئيسية (h1) في الصفحة 2 بدلًا من عنوان واحد.',
  },
} as const;

const languageOf = (step: Step): Language => (step.input as { language?: Language }).language ?? 'en';
const wordsOf = (step: Step) => words[languageOf(step)];

/** What the monitor recorded in this browser before the page opened: two views, one issue. */
const recorded = {
  seo_page_views: [
    { path: '/', at: Date.UTC(2026, 0, 5, 9) },
    { path: '/products', at: Date.UTC(2026, 0, 5, 9, 1) },
  ],
  seo_technical_issues: [
    { path: '/products', check: 'h1', values: { count: 2 }, at: Date.UTC(2026, 0, 5, 9, 1) },
  ],
};

/** The current run as the person caused it: each page's outcome, what was fetched, the limit. */
function runOf(step: Step) {
  let outcomes: Outcome[] = [];
  let stoppedAtLimit = false;
  const fetched: string[] = [];
  const next = () => {
    const target = walkTargets[outcomes.length];
    if (target?.url) fetched.push(target.url);
  };
  for (const event of step.performed) {
    if (event.type === 'run.requested') {
      outcomes = [];
      stoppedAtLimit = false;
      next();
    } else if (event.type === 'xstate.done.actor.checkPage') {
      outcomes.push((event as EventObject & { output: { page: Outcome } }).output.page);
      next();
    } else if (event.type === 'xstate.error.actor.checkPage') {
      const { error } = event as EventObject & { error: Error };
      outcomes.push(error.name === 'TimeoutError' ? 'timeout' : 'noAnswer');
      next();
    } else if (event.type === afterLimit) {
      stoppedAtLimit = true;
    }
  }
  return { outcomes, stoppedAtLimit, fetched };
}

const runButton = (step: Step) =>
  screen.queryByRole('button', { name: wordsOf(step).run }) ??
  screen.getByRole('button', { name: wordsOf(step).again });

/** Every page fetched afresh as a first-time visitor would, and one waiting only while a page is checked. */
function expectFetched({ fetch, http }: Screen, step: Step, { waiting }: { waiting: boolean }) {
  expect(fetch.sent.map((request) => request.url)).toEqual(runsFetched(step));
  for (const request of fetch.sent) {
    expect(request.init?.credentials).toBe('omit');
    expect(request.init?.cache).toBe('no-store');
  }
  expect(fetch.pending()).toHaveLength(waiting ? 1 : 0);
  // The API is not asked: no product page is among these pages.
  expect(http.sent).toEqual([]);
}

/** Every URL fetched by every run so far. */
function runsFetched(step: Step): string[] {
  const all: string[] = [];
  let from = 0;
  step.performed.forEach((event, index) => {
    if (event.type !== 'run.requested' || index === 0) return;
    all.push(...runOf({ ...step, performed: step.performed.slice(from, index) }).fetched);
    from = index;
  });
  return [...all, ...runOf({ ...step, performed: step.performed.slice(from) }).fetched];
}

function expectNoResults(step: Step) {
  expect(screen.queryByText(wordsOf(step).seoScore)).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
}

const pageCount = walkTargets.length;

describe('the SEO verification page', () => {
  itWalksTheScreen<Screen>({
    model: seoVerificationModel,
    everyVariant: true,
    timeout: 300_000,
    // Reading this browser's measurements answers at once.
    transient: ['running.readingMeasurements'],
    scenarios: [
      {
        // A passing page, one without a description and with two h1, one that never answers; then again.
        input: { targets: walkTargets, language: 'ar' },
        initial: 'idle',
        steps: [
          { event: { type: 'run.requested' }, state: { running: { checkingPages: 'checking' } } },
          {
            event: { type: 'xstate.done.actor.checkPage', output: { page: 'passing' } },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.done.actor.checkPage', output: { page: 'failing' } },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.error.actor.checkPage', error: new TypeError('Failed to fetch') },
            state: { running: 'readingMeasurements' },
          },
          { event: { type: 'xstate.done.actor.readMeasurements' }, state: 'complete' },
          { event: { type: 'run.requested' }, state: { running: { checkingPages: 'checking' } } },
          { event: { type: 'run.cancelled' }, state: 'idle' },
        ],
      },
      {
        // A page that does not arrive in time is reported as such, not as no answer at all.
        input: { targets: walkTargets },
        initial: 'idle',
        steps: [
          { event: { type: 'run.requested' }, state: { running: { checkingPages: 'checking' } } },
          {
            event: { type: 'xstate.error.actor.checkPage', error: timeoutError },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.done.actor.checkPage', output: { page: 'passing' } },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.done.actor.checkPage', output: { page: 'passing' } },
            state: { running: 'readingMeasurements' },
          },
          { event: { type: 'xstate.done.actor.readMeasurements' }, state: 'complete' },
        ],
      },
    ],
    render: async (walkPath, inspect) => {
      for (const [key, value] of Object.entries(recorded))
        window.localStorage.setItem(key, JSON.stringify(value));
      const fetch = fakeFetch();
      const page = () => <SeoVerificationPage targets={walkTargets} />;
      const language = (walkPath.input as { language?: Language }).language ?? 'en';
      const app = renderScreen({
        url: language === 'ar' ? '/ar/seo-verification' : '/seo-verification',
        routes: { '/seo-verification': page, '/ar/seo-verification': page },
        inspect,
        fakeTimers: true,
      });
      await act(flush);
      return {
        ...app,
        fetch,
        unmount: () => {
          app.unmount();
          fetch.restore();
        },
      };
    },
    drivers: {
      'run.requested': ({ user }, _event, step) => user.click(runButton(step)),
      'run.cancelled': ({ user }, _event, step) =>
        user.click(screen.getByRole('button', { name: wordsOf(step).cancel })),
      'xstate.done.actor.checkPage': ({ fetch }, event) => {
        const [url = ''] = fetch.pending();
        const html = served[url] ?? '';
        const { page } = (event as EventObject & { output: { page: Outcome } }).output;
        return fetch.answer(url, 200, page === 'failing' ? broken(html) : html);
      },
      'xstate.error.actor.checkPage': async ({ fetch }, event) => {
        const { error } = event as EventObject & { error: Error };
        if (error.name !== 'TimeoutError') return fetch.fail(fetch.pending()[0] ?? '');
        vi.advanceTimersByTime(seoPageTimeoutMs);
        await flush();
      },
      [afterLimit]: async () => {
        vi.advanceTimersByTime(seoRunTimeLimitMs);
        await flush();
      },
      // The measurements were read as soon as the last page was checked.
      'xstate.done.actor.readMeasurements': () => undefined,
    },
    checks: {
      idle: (app, step) => {
        const button = runButton(step);
        expect(button).toHaveTextContent(wordsOf(step).run);
        expect(button).toBeEnabled();
        expect(screen.getByText(wordsOf(step).ready)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: wordsOf(step).cancel })).toBeNull();
        expect(screen.queryByRole('progressbar')).toBeNull();
        expectNoResults(step);
        expectFetched(app, step, { waiting: false });
      },
      'running.checkingPages.checking': (app, step) => {
        const w = wordsOf(step);
        const { outcomes } = runOf(step);
        const current = walkTargets[outcomes.length]?.url ?? '';
        expect(
          screen.getByText(
            (_, element) => element?.tagName === 'P' && element.textContent === w.stage(current),
          ),
        ).toBeInTheDocument();
        const progress = screen.getByRole('progressbar', { hidden: true });
        expect(progress).toHaveAttribute('value', String(outcomes.length));
        expect(progress).toHaveAttribute('max', String(pageCount));
        expect(screen.getByText(w.count(outcomes.length, pageCount))).toBeInTheDocument();
        expect(runButton(step)).toBeDisabled();
        expect(screen.getByRole('button', { name: w.cancel })).toBeEnabled();
        expectNoResults(step);
        expectFetched(app, step, { waiting: true });
      },
      complete: (app, step) => {
        const w = wordsOf(step);
        const { outcomes, stoppedAtLimit } = runOf(step);
        expect(runButton(step)).toHaveTextContent(w.again);
        expect(runButton(step)).toBeEnabled();
        expect(screen.queryByRole('progressbar')).toBeNull();
        // Nine checks on a page that arrived (two of them failing on the broken one), one on a page that did not.
        const arrived = outcomes.filter((o) => o === 'passing' || o === 'failing').length;
        const total = 9 * arrived + (outcomes.length - arrived);
        const passed = 9 * arrived - 2 * outcomes.filter((o) => o === 'failing').length;
        const score = Math.round((100 * passed) / total);
        const band = score >= 90 ? 'excellent' : score >= 80 ? 'good' : score >= 70 ? 'fair' : 'poor';
        const card = screen.getByRole('heading', { name: w.seoScore }).parentElement as HTMLElement;
        expect(card).toHaveTextContent(total === 0 ? w.noPages : `${score}/ 100${w.bands[band]}`);
        expect(card).toHaveTextContent(w.checksPassed(passed, total));
        // The pages, in order, each with its checks or why it could not be checked.
        const rows = within(screen.getAllByRole('table')[0] as HTMLElement)
          .getAllByRole('row')
          .slice(1);
        expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
          outcomes.map((_, index) => walkTargets[index]?.url),
        );
        outcomes.forEach((outcome, index) => {
          const cells = [...(rows[index]?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
          if (outcome === 'noAnswer' || outcome === 'timeout') expect(cells).toEqual([w[outcome]]);
          else {
            const fails = outcome === 'failing' ? [1, 6] : [];
            expect(cells).toEqual(
              Array.from({ length: 9 }, (_, column) =>
                fails.includes(column) ? `✗${w.failed}` : `✓${w.passed}`,
              ),
            );
          }
        });
        const failures = screen.getByRole('heading', { level: 2, name: /What failed|ما لم يجتز/ })
          .parentElement as HTMLElement;
        const failureLines = within(failures)
          .queryAllByRole('listitem')
          .map((item) => item.textContent);
        const expectedLines = outcomes.flatMap((outcome, index) => {
          const url = walkTargets[index]?.url;
          if (outcome === 'failing') return [`${url} — ${w.noDescription}`, `${url} — ${w.twoHeadings}`];
          if (outcome === 'passing') return [];
          return [`${url} — ${languageOf(step) === 'ar' ? 'جلب الصفحة' : 'Page fetched'}: ${w[outcome]}`];
        });
        expect(failureLines).toEqual(expectedLines);
        if (expectedLines.length === 0) expect(failures).toHaveTextContent(w.allPassed);
        // Nothing measured in this test browser: said so, never a number.
        expect(screen.getAllByText(w.notMeasured)).toHaveLength(5 + 2);
        expect(screen.getByText(w.rankings)).toBeInTheDocument();
        expect(screen.getByText(w.views(2))).toBeInTheDocument();
        // The issue the monitor found on a page viewed earlier, beside the checks.
        expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
          `/products — ${w.issue}`,
        );
        const limit = screen.queryByText(w.limit(pageCount - outcomes.length));
        expect(limit !== null).toBe(stoppedAtLimit);
        expectFetched(app, step, { waiting: false });
      },
    },
  });
});
