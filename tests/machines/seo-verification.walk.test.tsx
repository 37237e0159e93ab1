import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { FieldReport } from '../../src/api/field-vitals';
import { seoPageTimeoutMs, seoRunTimeLimitMs } from '../../src/api/limits';
import { SeoVerificationPage } from '../../src/components/seo/seo-verification-page';
import { type FetchFake, fakeFetch } from './fetch-fake';
import { flush } from './http-fake';
import {
  seoVerificationModel,
  timeoutError,
  walkFixed,
  walkListed,
  walkMaxPages,
} from './models/seo-verification.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

type Screen = AppScreen & { fetch: FetchFake };
type Language = 'en' | 'ar';
type Outcome = 'passing' | 'failing' | 'noAnswer' | 'timeout';
type Access = 'granted' | 'administrators' | 'unavailable';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../fixtures/seo', `${name}.html`), 'utf8');
/** Each page as the built server sends it (served at http://localhost:3000, the test page's origin). */
const served: Record<string, string> = {
  '/': fixture('home-en'),
  '/ar/seo-verification': fixture('seo-verification-ar'),
  // A product page whose description reads well in search results (the fixture's own runs long).
  '/products/1': fixture('product-en').replace(
    /<meta name="description" content="[^"]*"\/>/,
    '<meta name="description" content="Medium-bodied solvent cement for UPVC pressure and drainage pipes and fittings up to 150 mm (6 in)."/>',
  ),
};
/** The same page with its description gone and a second h1. */
const broken = (html: string) =>
  html.replace(/<meta name="description"[^>]*\/>/, '').replace('</body>', '<h1>Second heading</h1></body>');

/** The site's sitemap: product 1's page in both languages (the Arabic one is past the run's bound). */
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>http://localhost:3000/</loc></url>
  <url><loc>http://localhost:3000/products/1</loc></url>
  <url><loc>http://localhost:3000/ar/products/1</loc></url>
</urlset>
`;

/** The field data of the last 28 days: 120 page views on desktops, none on phones. */
const figures: FieldReport['overall'] = {
  views: 120,
  vitals: [
    { vital: 'lcp', readings: 120, p75: 2100, p75Beyond: false, good: 100, needsImprovement: 15, poor: 5 },
    { vital: 'inp', readings: 0, p75: null, p75Beyond: false, good: 0, needsImprovement: 0, poor: 0 },
    { vital: 'cls', readings: 120, p75: 0.05, p75Beyond: false, good: 118, needsImprovement: 2, poor: 0 },
    { vital: 'fcp', readings: 120, p75: 1500, p75Beyond: false, good: 110, needsImprovement: 8, poor: 2 },
    { vital: 'ttfb', readings: 120, p75: 500, p75Beyond: false, good: 115, needsImprovement: 5, poor: 0 },
  ],
};
const fieldReport: FieldReport = {
  from: '2026-11-10',
  to: '2026-12-07',
  overall: figures,
  byDay: [{ key: '2026-12-07', figures }],
  byTemplate: [{ key: '/', figures }],
  byLanguage: [{ key: 'en', figures }],
  byDevice: [{ key: 'desktop', figures }],
};

const afterLimit = 'xstate.after.runTimeLimit.seoVerification.running.checkingPages';

const words = {
  en: {
    run: 'Run verification',
    ready: 'Ready to check every public page in English and in Arabic, and one address that is no page.',
    again: 'Run again',
    cancel: 'Cancel',
    listing: "Listing the site's pages…",
    checking: 'Fetching and checking the pages…',
    count: (k: number, n: number) => `${k} of ${n} pages checked`,
    readingField: 'Reading the field data…',
    tenths: (percent: number) => `${percent}% of the pages checked`,
    seoScore: 'SEO score',
    performance: 'Performance score',
    mobile: 'Mobile score',
    checksPassed: (p: number, t: number) => `${p} of ${t} checks passed`,
    bands: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' },
    noPages: 'No page was checked',
    passed: 'Passed',
    failed: 'Failed',
    notChecked: 'Not checked',
    columns: [
      'Page',
      'Pages',
      'Page fetched',
      'Title',
      'Description',
      'Canonical link',
      'Language links',
      'Share image',
      'Structured data',
      'One main heading',
      'Image descriptions',
      'Indexing rule',
    ],
    productGroup: '/products/{id}',
    noAnswer: 'The page could not be fetched: no answer from the server.',
    timeout: 'The page did not arrive in time.',
    fetched: 'Page fetched',
    noDescription: 'Description: The page has no meta description.',
    twoHeadings: 'One main heading: The page has 2 main headings (h1) instead of one.',
    allPassed: 'Every check passed on every page.',
    limit: (n: number) => `The run reached its time limit: ${n} pages were not checked.`,
    notListed: 'The site has more pages than a run checks: 1 page was not checked.',
    listFailed:
      'The sitemap or the page counts could not be read: only the pages that are one address each were checked, not the products, the news items or the later pages of the lists.',
    rankings: 'Not available from the browser: only the search engines know where the pages rank.',
    field: 'How fast the site is for its visitors',
    everyDevice: 'Every device',
    phones: 'Phones',
    views: '120 page views, measured',
    lcp: '2.1 s',
    noViews: 'No page views were measured in these days.',
    speedPage: 'Open the Site speed page',
    notMeasured: 'Not measured yet',
    forAdministrators: 'For administrators',
    signInLine:
      "The field data of the site's visitors is for administrators. Sign in and run the check again to see it here.",
    signIn: 'Sign in',
    notAvailable: 'Not available',
    unreadable: 'The field data could not be read. Run the check again in a moment.',
  },
  ar: {
    run: 'بدء الفحص',
    ready: 'الأداة جاهزة لفحص كل الصفحات العامة بالإنجليزية والعربية، وعنوان واحد لا توجد فيه صفحة.',
    again: 'إعادة الفحص',
    cancel: 'إلغاء',
    listing: 'جارٍ حصر صفحات الموقع…',
    checking: 'جارٍ جلب الصفحات وفحصها…',
    count: (k: number, n: number) => `الصفحات المفحوصة: ${k} من أصل ${n}`,
    readingField: 'جارٍ قراءة بيانات الزوار الميدانية…',
    tenths: (percent: number) => `فُحص ${percent}% من الصفحات`,
    seoScore: 'درجة تهيئة محركات البحث',
    performance: 'درجة الأداء',
    mobile: 'درجة الأداء على الجوال',
    checksPassed: (p: number, t: number) => `فحوصات ناجحة: ${p} من أصل ${t}`,
    bands: { excellent: 'ممتاز', good: 'جيد', fair: 'مقبول', poor: 'ضعيف' },
    noPages: 'لم تُفحص أي صفحة',
    passed: 'اجتاز الفحص',
    failed: 'لم يجتز الفحص',
    notChecked: 'لم يُفحص',
    columns: [
      'الصفحة',
      'الصفحات',
      'جلب الصفحة',
      'العنوان',
      'الوصف',
      'الرابط الأساسي',
      'روابط اللغات',
      'صورة المشاركة',
      'البيانات المنظمة',
      'عنوان رئيسي واحد',
      'أوصاف الصور',
      'قاعدة الفهرسة',
    ],
    productGroup: '/products/{id}',
    noAnswer: 'تعذّر جلب الصفحة: لم يصل رد من الخادم.',
    timeout: 'لم تصل الصفحة في الوقت المحدد.',
    fetched: 'جلب الصفحة',
    noDescription: 'الوصف: الصفحة بلا وصف ميتا.',
    twoHeadings: 'عنوان رئيسي واحد: عدد العناوين الرئيسية (h1) في الصفحة 2 بدلًا من عنوان واحد.',
    allPassed: 'اجتازت كل الصفحات جميع الفحوصات.',
    limit: (n: number) => `بلغ الفحص حدّه الزمني، ولم تُفحص صفحات عددها ${n}.`,
    notListed: 'في الموقع صفحات أكثر مما يفحصه تشغيل واحد: لم تُفحص صفحة واحدة.',
    listFailed:
      'تعذّرت قراءة خريطة الموقع أو أعداد الصفحات، فلم تُفحص إلا الصفحات ذات العنوان الواحد، دون صفحات المنتجات والأخبار والصفحات التالية من القوائم.',
    rankings: 'غير متاح من المتصفح: ترتيب الصفحات لا تعرفه إلا محركات البحث.',
    field: 'سرعة الموقع لدى زواره',
    everyDevice: 'كل الأجهزة',
    phones: 'الهواتف',
    views: null,
    lcp: null,
    noViews: 'لم تُقَس أي زيارة في هذه الأيام.',
    speedPage: 'فتح صفحة سرعة الموقع',
    notMeasured: 'لم يُقَس بعد',
    forAdministrators: 'للمشرفين فقط',
    signInLine: 'البيانات الميدانية لزوار الموقع متاحة للمشرفين فقط. سجّل الدخول ثم أعد الفحص لتراها هنا.',
    signIn: 'سجّل الدخول',
    notAvailable: 'غير متاح',
    unreadable: 'تعذّرت قراءة البيانات الميدانية. أعد الفحص بعد قليل.',
  },
} as const;

const languageOf = (step: Step): Language => (step.input as { language?: Language }).language ?? 'en';
const wordsOf = (step: Step) => words[languageOf(step)];

interface Run {
  /** Whether the listing answered: undefined while it has not. */
  listed: boolean | undefined;
  outcomes: Outcome[];
  stoppedAtLimit: boolean;
  access: Access | undefined;
  fetched: string[];
}

const targetsOf = (run: Run) => (run.listed ? [...walkFixed, walkListed] : walkFixed);

/** The current run as the person caused it: the listing, each page's outcome, what was fetched, the field data. */
function runOf(performed: readonly EventObject[]): Run {
  const run: Run = { listed: undefined, outcomes: [], stoppedAtLimit: false, access: undefined, fetched: [] };
  const next = () => {
    const target = targetsOf(run)[run.outcomes.length];
    if (target) run.fetched.push(target.url);
  };
  for (const event of performed) {
    if (event.type === 'run.requested') {
      Object.assign(run, { listed: undefined, outcomes: [], stoppedAtLimit: false, access: undefined });
      run.fetched = ['/sitemap.xml'];
    } else if (
      event.type === 'xstate.done.actor.listPages' ||
      event.type === 'xstate.error.actor.listPages'
    ) {
      run.listed = event.type === 'xstate.done.actor.listPages';
      next();
    } else if (event.type === 'xstate.done.actor.checkPage') {
      run.outcomes.push((event as EventObject & { page: Outcome }).page);
      next();
    } else if (event.type === 'xstate.error.actor.checkPage') {
      const { error } = event as EventObject & { error: Error };
      run.outcomes.push(error.name === 'TimeoutError' ? 'timeout' : 'noAnswer');
      next();
    } else if (event.type === afterLimit) {
      run.stoppedAtLimit = true;
    } else if (event.type === 'xstate.done.actor.readFieldData') {
      run.access = (event as EventObject & { output: { access: Access } }).output.access;
    }
  }
  return run;
}

/** Every address fetched by every run so far, in order. */
function runsFetched(step: Step): string[] {
  const runs: EventObject[][] = [];
  for (const event of step.performed) {
    if (event.type === 'run.requested') runs.push([]);
    runs.at(-1)?.push(event);
  }
  return runs.flatMap((events) => runOf(events).fetched);
}

const runButton = (step: Step) =>
  screen.queryByRole('button', { name: wordsOf(step).run }) ??
  screen.getByRole('button', { name: wordsOf(step).again });

/** Every address fetched afresh as a first-time visitor would, and one waiting only while one is read. */
function expectFetched({ fetch }: Screen, step: Step, { waiting }: { waiting: boolean }) {
  expect(fetch.sent.map((request) => request.url)).toEqual(runsFetched(step));
  for (const request of fetch.sent) {
    expect(request.init?.credentials).toBe('omit');
    expect(request.init?.cache).toBe('no-store');
  }
  expect(fetch.pending()).toHaveLength(waiting ? 1 : 0);
}

function expectNoResults(step: Step) {
  expect(screen.queryByText(wordsOf(step).seoScore)).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
}

/** While running: the visible line, what a screen reader was last told, and only Cancel to press. */
function expectRunning(step: Step, line: string, announced: string) {
  const w = wordsOf(step);
  expect(document.querySelector('p.sr-only[aria-live="polite"]')).toHaveTextContent(announced);
  // The visible line (a line only for screen readers announces the stages and each tenth of the pages).
  expect(
    screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && !element.classList.contains('sr-only') && element.textContent === line,
    ),
  ).toBeInTheDocument();
  expect(runButton(step)).toBeDisabled();
  expect(screen.getByRole('button', { name: w.cancel })).toBeEnabled();
  expectNoResults(step);
}

function expectProgress(step: Step, run: Run) {
  const total = targetsOf(run).length;
  const progress = screen.getByRole('progressbar', { hidden: true });
  expect(progress).toHaveAttribute('value', String(run.outcomes.length));
  expect(progress).toHaveAttribute('max', String(total));
  expect(screen.getByText(wordsOf(step).count(run.outcomes.length, total))).toBeInTheDocument();
}

const sectionOf = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).parentElement as HTMLElement;

/** The page table, the failures and the SEO score, from each page's outcome. */
function expectPageResults(step: Step, run: Run) {
  const w = wordsOf(step);
  const targets = targetsOf(run);
  // Nine checks on a page that arrived (two of them failing on the broken one), one on a page that did not.
  const arrived = run.outcomes.filter((o) => o === 'passing' || o === 'failing').length;
  const total = 9 * arrived + (run.outcomes.length - arrived);
  const passed = 9 * arrived - 2 * run.outcomes.filter((o) => o === 'failing').length;
  const score = Math.round((100 * passed) / total);
  const band = score >= 90 ? 'excellent' : score >= 80 ? 'good' : score >= 70 ? 'fair' : 'poor';
  const card = cardOf(w.seoScore);
  expect(card).toHaveTextContent(total === 0 ? w.noPages : `${score}/ 100${w.bands[band]}`);
  expect(card).toHaveTextContent(w.checksPassed(passed, total));

  const table = screen.getAllByRole('table')[0] as HTMLElement;
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(w.columns);
  const rows = within(table).getAllByRole('row').slice(1);
  // Each page here is the only one of its kind: a row each, in the order checked.
  expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
    run.outcomes.map((_, index) => (targets[index] === walkListed ? w.productGroup : targets[index]?.url)),
  );
  run.outcomes.forEach((outcome, index) => {
    const cells = [...(rows[index]?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    const pass = `✓${w.passed}`;
    const fail = `✗${w.failed}`;
    if (outcome === 'noAnswer' || outcome === 'timeout')
      expect(cells).toEqual(['1', fail, ...Array.from({ length: 9 }, () => `–${w.notChecked}`)]);
    else {
      // Description is the second check, one main heading the seventh.
      const fails = outcome === 'failing' ? [1, 6] : [];
      expect(cells).toEqual([
        '1',
        pass,
        ...Array.from({ length: 9 }, (_, c) => (fails.includes(c) ? fail : pass)),
      ]);
    }
  });

  const failures = sectionOf(w.columns[0] === 'Page' ? 'What failed' : 'ما لم يجتز الفحص');
  const lines = within(failures)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
  const expected = run.outcomes.flatMap((outcome, index) => {
    const url = targets[index]?.url;
    if (outcome === 'failing') return [`${url} — ${w.noDescription}`, `${url} — ${w.twoHeadings}`];
    if (outcome === 'passing') return [];
    return [`${url} — ${w.fetched}: ${w[outcome]}`];
  });
  expect(lines).toEqual(expected);
  if (expected.length === 0) expect(failures).toHaveTextContent(w.allPassed);
}

/** The scores from the field and the field section, as the person's access allows. */
function expectFieldResults(step: Step, access: Access) {
  const w = wordsOf(step);
  const field = sectionOf(w.field);
  const performance = cardOf(w.performance);
  const mobile = cardOf(w.mobile);
  if (access === 'granted') {
    // Good shares 100/120, 118/120, 110/120 and 115/120 (INP has no readings): 92 on average.
    expect(performance).toHaveTextContent(`92/ 100${w.bands.excellent}`);
    // No phone sent any figures.
    expect(mobile).toHaveTextContent(w.notMeasured);
    const everyDevice = within(field)
      .getByRole('heading', { level: 3, name: w.everyDevice })
      .closest('section');
    const phones = within(field).getByRole('heading', { level: 3, name: w.phones }).closest('section');
    expect(phones).toHaveTextContent(w.noViews);
    if (w.views) expect(everyDevice).toHaveTextContent(w.views);
    if (w.lcp) expect(everyDevice).toHaveTextContent(`LCP Largest Contentful Paint${w.lcp}Good`);
    expect(within(field).getByRole('link', { name: w.speedPage })).toHaveAttribute(
      'href',
      '/admin/site-speed',
    );
  } else if (access === 'administrators') {
    expect(performance).toHaveTextContent(w.forAdministrators);
    expect(mobile).toHaveTextContent(w.forAdministrators);
    expect(field).toHaveTextContent(w.signInLine);
    const back = languageOf(step) === 'ar' ? '%2Far%2Fseo-verification' : '%2Fseo-verification';
    expect(within(field).getByRole('link', { name: w.signIn })).toHaveAttribute(
      'href',
      `/login?redirect=${back}`,
    );
  } else {
    expect(performance).toHaveTextContent(w.notAvailable);
    expect(mobile).toHaveTextContent(w.notAvailable);
    expect(field).toHaveTextContent(w.unreadable);
  }
}

describe('the SEO verification page', () => {
  itWalksTheScreen<Screen>({
    model: seoVerificationModel,
    everyVariant: true,
    timeout: 300_000,
    scenarios: [
      {
        // The listing adds a product page; a passing page, a broken one, one that never answers;
        // the figures for an administrator; then again, cancelled while listing.
        input: { fixed: walkFixed, maxPages: walkMaxPages, language: 'ar' },
        initial: 'idle',
        steps: [
          { event: { type: 'run.requested' }, state: { running: 'listingPages' } },
          {
            event: { type: 'xstate.done.actor.listPages' },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.done.actor.checkPage', page: 'passing' },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.done.actor.checkPage', page: 'failing' },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.error.actor.checkPage', error: new TypeError('Failed to fetch') },
            state: { running: 'readingFieldData' },
          },
          {
            event: { type: 'xstate.done.actor.readFieldData', output: { access: 'granted' } },
            state: 'complete',
          },
          { event: { type: 'run.requested' }, state: { running: 'listingPages' } },
          { event: { type: 'run.cancelled' }, state: 'idle' },
        ],
      },
      {
        // A sitemap that fails leaves the fixed pages; a page not in time is reported as such;
        // a visitor who is not an administrator is told where the figures are.
        input: { fixed: walkFixed, maxPages: walkMaxPages },
        initial: 'idle',
        steps: [
          { event: { type: 'run.requested' }, state: { running: 'listingPages' } },
          {
            event: { type: 'xstate.error.actor.listPages' },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.error.actor.checkPage', error: timeoutError },
            state: { running: { checkingPages: 'checking' } },
          },
          {
            event: { type: 'xstate.done.actor.checkPage', page: 'passing' },
            state: { running: 'readingFieldData' },
          },
          {
            event: { type: 'xstate.done.actor.readFieldData', output: { access: 'administrators' } },
            state: 'complete',
          },
        ],
      },
    ],
    render: async (walkPath, inspect) => {
      // Signed in: the figures are asked for (an administrator gets them, another account is refused).
      window.localStorage.setItem('token', 'walk-session');
      const fetch = fakeFetch();
      const page = () => <SeoVerificationPage fixed={walkFixed} maxPages={walkMaxPages} />;
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
      // Ten products (one page of the catalogue) and no news: the sitemap's product pages are all.
      'xstate.done.actor.listPages': async ({ http, fetch }) => {
        await http.answer(/^GET \/api\/products\?/, 200, [], { 'x-total-count': '10' });
        await http.answer('GET /api/news?lang=en&page=1', 200, [], { 'x-total-count': '0' });
        await http.answer('GET /api/news?lang=ar&page=1', 200, [], { 'x-total-count': '0' });
        await fetch.answer('/sitemap.xml', 200, sitemap);
      },
      'xstate.error.actor.listPages': ({ fetch }) => fetch.answer('/sitemap.xml', 500, ''),
      'xstate.done.actor.checkPage': ({ fetch }, event) => {
        const [url = ''] = fetch.pending();
        const html = served[url] ?? '';
        const { page } = event as EventObject & { page: Outcome };
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
      'xstate.done.actor.readFieldData': ({ http }, event) => {
        const { access } = (event as EventObject & { output: { access: Access } }).output;
        const request = 'GET /api/field-vitals?days=28' as const;
        if (access === 'granted') return http.answer(request, 200, fieldReport);
        if (access === 'administrators')
          return http.answer(request, 401, {
            success: false,
            message: 'Sign in first',
            code: 'unauthorized',
          });
        return http.answer(request, 500, { success: false, message: 'Server error' });
      },
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
      'running.listingPages': (app, step) => {
        expectRunning(step, wordsOf(step).listing, wordsOf(step).listing);
        // No count before the pages are known.
        expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
        expectFetched(app, step, { waiting: true });
      },
      'running.checkingPages.checking': (app, step) => {
        const run = runOf(step.performed);
        // Announced by tenths of the pages, not page by page.
        const tenths = Math.floor((10 * run.outcomes.length) / targetsOf(run).length) * 10;
        expectRunning(step, wordsOf(step).checking, wordsOf(step).tenths(tenths));
        // The kind of page being checked: a product's by its template, the others by their address.
        const current = targetsOf(run)[run.outcomes.length];
        expect(
          screen.getByText(current === walkListed ? wordsOf(step).productGroup : (current?.url ?? ''), {
            selector: 'p[dir="ltr"]',
          }),
        ).toBeInTheDocument();
        expectProgress(step, run);
        expectFetched(app, step, { waiting: true });
      },
      'running.readingFieldData': (app, step) => {
        const run = runOf(step.performed);
        expectRunning(step, wordsOf(step).readingField, wordsOf(step).readingField);
        expectProgress(step, run);
        expectFetched(app, step, { waiting: false });
        expect(app.http.pending().map((request) => request.url)).toContain('/api/field-vitals?days=28');
      },
      complete: (app, step) => {
        const w = wordsOf(step);
        const run = runOf(step.performed);
        expect(runButton(step)).toHaveTextContent(w.again);
        expect(runButton(step)).toBeEnabled();
        expect(screen.queryByRole('progressbar')).toBeNull();
        expectPageResults(step, run);
        expectFieldResults(step, run.access ?? 'unavailable');
        expect(screen.getByText(w.rankings)).toBeInTheDocument();
        const left = targetsOf(run).length - run.outcomes.length;
        expect(screen.queryByText(w.limit(left)) !== null).toBe(run.stoppedAtLimit);
        expect(screen.queryByText(w.notListed) !== null).toBe(run.listed === true);
        expect(screen.queryByText(w.listFailed) !== null).toBe(run.listed === false);
        expectFetched(app, step, { waiting: false });
      },
    },
  });
});
