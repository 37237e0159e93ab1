import { afterEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { SubscriptionList } from '../../src/api/subscriptions';
import { SubscriptionsPanel } from '../../src/components/admin/subscriptions-panel';
import { eventOf, labelOf } from './admin-walk-helpers';
import { type Download, watchDownloads } from './downloads-fake';
import { adminUser } from './fixtures';
import {
  csvFile,
  manySubscriptions,
  noSubscriptions,
  subscriptionListModel,
  twoSubscriptions,
} from './models/subscription-list.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const listRequest = 'GET /api/subscriptions';
const networkError = new ApiError('noResponse', 'Network Error');
const gatewayError = new ApiError('response', 'Request failed with status code 502', 502);
const exportRequest = 'GET /api/subscriptions/export.csv';

/** The files the browser was asked to save: each link clicked with its name and the file's text. */
let downloads: Download[] = [];
afterEach(() => {
  vi.restoreAllMocks();
});

/** The panel's words in English and Arabic, as the Arabic catalogue gives them. */
const words = {
  en: {
    heading: 'Catalog subscriptions',
    loading: 'Loading the subscriptions…',
    loadFailed: 'Failed to load the subscriptions',
    exportFailed: 'Failed to export the subscriptions',
    network: 'Network error - please check your connection',
    tryAgain: 'Try again',
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    none: 'No one has subscribed to the catalogs yet.',
    count: (n: number) => `${n} subscriptions`,
    more: '(the newest 500 are shown; the CSV has them all)',
    rows: [
      ['huda@example.com', 'Arabic', '2 Mar 2026, 08:30'],
      ['omar@example.com', 'English', '1 Mar 2026, 10:00'],
    ],
  },
  ar: {
    heading: 'اشتراكات الكتالوجات',
    loading: 'جارٍ تحميل الاشتراكات…',
    loadFailed: 'تعذّر تحميل الاشتراكات',
    exportFailed: 'تعذّر تصدير الاشتراكات',
    network: 'خطأ في الشبكة – يرجى التحقق من اتصالك',
    tryAgain: 'إعادة المحاولة',
    exportCsv: 'تصدير CSV',
    exporting: 'جارٍ التصدير…',
    none: 'لم يشترك أحد في الكتالوجات بعد.',
    // Western digits, as the rest of the site writes them.
    count: (n: number) => (n === 2 ? 'اشتراكان' : `${n} اشتراك`),
    more: '(تُعرض أحدث 500 اشتراك، ويضمّها ملف CSV كلها)',
    rows: [
      ['huda@example.com', 'العربية', '02\u200f/03\u200f/2026، 8:30 ص'],
      ['omar@example.com', 'الإنجليزية', '01\u200f/03\u200f/2026، 10:00 ص'],
    ],
  },
} as const;
type Language = keyof typeof words;
const languageOf = (step: Step): Language =>
  (step.input as { language?: Language } | undefined)?.language ?? 'en';
const wordsOf = (step: Step) => words[languageOf(step)];

/** The list the last answer gave. */
function latestList(step: Step): SubscriptionList | null {
  const last = step.performed.findLast((e) => e.type === 'xstate.done.actor.fetchSubscriptions');
  return last ? (last as EventObject & { output: SubscriptionList }).output : null;
}

const headings: readonly string[] = [words.en.heading, words.ar.heading];
const section = () => {
  const found = [...document.querySelectorAll('section')].filter((s) => headings.includes(labelOf(s) ?? ''));
  expect(found, 'one section named Catalog subscriptions').toHaveLength(1);
  return found[0] as HTMLElement;
};
const exportLabels: readonly string[] = [
  words.en.exportCsv,
  words.en.exporting,
  words.ar.exportCsv,
  words.ar.exporting,
];
const exportButton = () =>
  [...section().querySelectorAll('button')].find((b) => exportLabels.includes(b.textContent ?? ''));
const rows = () =>
  [...section().querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
const alertText = () => section().querySelector('[role="alert"]')?.textContent ?? null;

/** What the person reads after a failed call: no connection, else the panel's own words. */
function failureText(step: Step, fallback: string): string {
  const { error } = step.event as EventObject & { error: ApiError };
  return error.kind === 'noResponse' ? wordsOf(step).network : fallback;
}

/** Each call carries the administrator's token; as many list calls as loads and tries again. */
function expectSent(app: AppScreen, step: Step, waiting: string | null) {
  const line = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
  const retries = step.performed.filter((e) => e.type === 'retry.requested').length;
  const exports = step.performed.filter((e) => e.type === 'export.requested').length;
  expect(app.http.sent.filter((r) => line(r) === listRequest)).toHaveLength(1 + retries);
  expect(app.http.sent.filter((r) => line(r) === exportRequest)).toHaveLength(exports);
  for (const request of app.http.sent) expect(request.headers.Authorization).toBe('Bearer admin-token');
  expect(app.http.pending().map(line)).toEqual(waiting ? [waiting] : []);
}

/** The saved files: one per export the server answered, named as it said. */
function expectDownloads(step: Step) {
  const saved = step.performed.filter((e) => e.type === 'xstate.done.actor.exportSubscriptions').length;
  expect(downloads.map((d) => d.filename)).toEqual(Array(saved).fill(csvFile.filename));
  // The very file the server answered, as it came.
  for (const download of downloads) expect(download.blob).toBe(csvFile.csv);
}

/** The list as loaded: the count, each address with its language and date, and the export button. */
function expectList(step: Step, { exporting }: { exporting: boolean }) {
  const list = latestList(step) as SubscriptionList;
  const w = wordsOf(step);
  expect(section()).toHaveAttribute('aria-busy', 'false');
  expect(section()).not.toHaveTextContent(w.loading);
  expect(section()).not.toHaveTextContent(w.tryAgain);
  if (list.total === 0) {
    expect(section()).toHaveTextContent(w.none);
    expect(exportButton()).toBeUndefined();
    expect(rows()).toEqual([]);
    return;
  }
  expect(section()).toHaveTextContent(w.count(list.total));
  expect(section().textContent?.includes(w.more)).toBe(list.total > list.subscriptions.length);
  expect(rows()).toEqual(w.rows);
  expect(exportButton()?.textContent).toBe(exporting ? w.exporting : w.exportCsv);
  if (exporting) expect(exportButton()).toBeDisabled();
  else expect(exportButton()).toBeEnabled();
}

describe('the catalog subscriptions panel', () => {
  itWalksTheScreen<AppScreen>({
    model: subscriptionListModel,
    everyVariant: true,
    timeout: 300_000,
    // The panel in Arabic, for an administrator who chose it: failing, trying again, exporting.
    scenarios: [
      {
        input: { language: 'ar' },
        initial: 'loading',
        steps: [
          {
            event: eventOf('xstate.error.actor.fetchSubscriptions', { error: networkError }),
            state: 'failed',
          },
          { event: eventOf('retry.requested'), state: 'loading' },
          {
            event: eventOf('xstate.done.actor.fetchSubscriptions', { output: twoSubscriptions }),
            state: { loaded: 'idle' },
          },
          { event: eventOf('export.requested'), state: { loaded: 'exporting' } },
          {
            event: eventOf('xstate.error.actor.exportSubscriptions', { error: gatewayError }),
            state: { loaded: 'exportFailed' },
          },
          { event: eventOf('export.requested'), state: { loaded: 'exporting' } },
          {
            event: eventOf('xstate.done.actor.exportSubscriptions', { output: csvFile }),
            state: { loaded: 'idle' },
          },
        ],
      },
      {
        input: { language: 'ar' },
        initial: 'loading',
        steps: [
          {
            event: eventOf('xstate.done.actor.fetchSubscriptions', { output: manySubscriptions }),
            state: { loaded: 'idle' },
          },
        ],
      },
      {
        input: { language: 'ar' },
        initial: 'loading',
        steps: [
          {
            event: eventOf('xstate.done.actor.fetchSubscriptions', { output: noSubscriptions }),
            state: { loaded: 'idle' },
          },
        ],
      },
    ],
    render: async (path, inspect) => {
      // The panel is for administrators: its calls carry the stored token.
      window.localStorage.clear();
      window.localStorage.setItem('token', 'admin-token');
      const chosen = (path.input as { language?: Language } | undefined)?.language;
      if (chosen) window.localStorage.setItem('language', chosen);
      vi.restoreAllMocks();
      downloads = watchDownloads();
      const app = renderScreen({
        url: '/admin/messages',
        routes: { '/admin/messages': SubscriptionsPanel },
        inspect,
        quickUser: true,
      });
      await app.http.answer('GET /api/verify-token', 200, { success: true, user: adminUser });
      return app;
    },
    drivers: {
      'retry.requested': ({ user }, _event, step) =>
        user.click(
          [...section().querySelectorAll('button')].find(
            (b) => b.textContent === wordsOf(step).tryAgain,
          ) as Element,
        ),
      'export.requested': ({ user }) => user.click(exportButton() as Element),
      'xstate.done.actor.fetchSubscriptions': ({ http }, event) =>
        http.answer(listRequest, 200, (event as EventObject & { output: SubscriptionList }).output),
      'xstate.error.actor.fetchSubscriptions': ({ http }, event) => {
        const { error } = event as EventObject & { error: ApiError };
        return error.kind === 'noResponse'
          ? http.fail(listRequest)
          : http.answer(listRequest, 502, '<html><body>Bad Gateway</body></html>');
      },
      'xstate.done.actor.exportSubscriptions': ({ http }) =>
        http.answer(exportRequest, 200, csvFile.csv, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${csvFile.filename}"`,
        }),
      'xstate.error.actor.exportSubscriptions': ({ http }, event) => {
        const { error } = event as EventObject & { error: ApiError };
        return error.kind === 'noResponse'
          ? http.fail(exportRequest)
          : http.answer(exportRequest, 502, '<html><body>Bad Gateway</body></html>');
      },
    },
    checks: {
      loading: (app, step) => {
        expect(section()).toHaveAttribute('aria-busy', 'true');
        expect(section()).toHaveTextContent(`${wordsOf(step).heading}${wordsOf(step).loading}`);
        expect(exportButton()).toBeUndefined();
        expect(rows()).toEqual([]);
        expectSent(app, step, listRequest);
        expectDownloads(step);
      },
      failed: (app, step) => {
        expect(section()).toHaveAttribute('aria-busy', 'false');
        const w = wordsOf(step);
        const message = failureText(step, w.loadFailed);
        expect(section()).toHaveTextContent(`${w.heading}${message}${w.tryAgain}`);
        expect(exportButton()).toBeUndefined();
        expectSent(app, step, null);
        expectDownloads(step);
      },
      'loaded.idle': (app, step) => {
        expectList(step, { exporting: false });
        expect(alertText()).toBeNull();
        expectSent(app, step, null);
        expectDownloads(step);
      },
      'loaded.exporting': (app, step) => {
        expectList(step, { exporting: true });
        expect(alertText()).toBeNull();
        expectSent(app, step, exportRequest);
        expectDownloads(step);
      },
      'loaded.exportFailed': (app, step) => {
        expectList(step, { exporting: false });
        expect(alertText()).toBe(failureText(step, wordsOf(step).exportFailed));
        expectSent(app, step, null);
        expectDownloads(step);
      },
    },
  });
});
