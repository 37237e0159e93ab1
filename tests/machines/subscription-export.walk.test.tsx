import { afterEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import { eventOf } from './admin-walk-helpers';
import { type Download, watchDownloads } from './downloads-fake';
import { csvFile, subscriptionExportModel } from './models/subscription-export.model';
import { firstPage } from './models/subscription-list.model';
import type { AppScreen } from './screen';
import { renderSubscriptions } from './subscriptions-screen';
import { itWalksTheScreen, type Step } from './view-walk';

const exportRequest = 'GET /api/subscriptions/export.csv';

/** The files the browser was asked to save: each link clicked with its name and the file's text. */
let downloads: Download[] = [];
afterEach(() => {
  vi.restoreAllMocks();
});

/** The button's words in English and Arabic, as the Arabic catalogue gives them. */
const words = {
  en: {
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    exportFailed: 'Failed to export the subscriptions',
    network: 'Network error - please check your connection',
  },
  ar: {
    exportCsv: 'تصدير CSV',
    exporting: 'جارٍ التصدير…',
    exportFailed: 'تعذّر تصدير الاشتراكات',
    network: 'خطأ في الشبكة – يرجى التحقق من اتصالك',
  },
} as const;
type Language = keyof typeof words;
const wordsOf = (step: Step) => words[(step.input as { language?: Language } | undefined)?.language ?? 'en'];

/** The heading's end: the button, and under it what went wrong. */
const headingEnd = () => document.querySelector('h1')?.nextElementSibling as HTMLElement;
const exportButton = () => headingEnd().querySelector('button') as HTMLButtonElement;
const alertText = () => headingEnd().querySelector('[role="alert"]')?.textContent ?? null;

/** What the person reads after a failed export: no connection, else the button's own words. */
function failureText(step: Step): string {
  const { error } = step.event as EventObject & { error: ApiError };
  return error.kind === 'noResponse' ? wordsOf(step).network : wordsOf(step).exportFailed;
}

/**
 * The button says what it does or is doing, and waits while it works; as many export requests as
 * presses, one still out while exporting; one file saved for each the server answered, named as it
 * said and as it came.
 */
function expectExport(app: AppScreen, step: Step, { exporting }: { exporting: boolean }) {
  expect(exportButton().textContent).toBe(exporting ? wordsOf(step).exporting : wordsOf(step).exportCsv);
  expect(exportButton().disabled).toBe(exporting);
  const line = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
  const presses = step.performed.filter((e) => e.type === 'export.requested').length;
  expect(app.http.sent.filter((r) => line(r) === exportRequest)).toHaveLength(presses);
  expect(app.http.pending().map(line)).toEqual(exporting ? [exportRequest] : []);
  const saved = step.performed.filter((e) => e.type === 'xstate.done.actor.exportSubscriptions').length;
  expect(downloads.map((d) => d.filename)).toEqual(Array(saved).fill(csvFile.filename));
  for (const download of downloads) expect(download.blob).toBe(csvFile.csv);
}

describe('the subscriptions export button', () => {
  itWalksTheScreen<AppScreen>({
    model: subscriptionExportModel,
    everyVariant: true,
    // The button in Arabic, for an administrator who chose it: failing, then trying again.
    scenarios: [
      {
        input: { language: 'ar' },
        initial: 'idle',
        steps: [
          { event: eventOf('export.requested'), state: 'exporting' },
          {
            event: eventOf('xstate.error.actor.exportSubscriptions', {
              error: { kind: 'response', status: 502 },
            }),
            state: 'failed',
          },
          { event: eventOf('export.requested'), state: 'exporting' },
          { event: eventOf('xstate.done.actor.exportSubscriptions', { output: csvFile }), state: 'idle' },
        ],
      },
    ],
    render: async (path, inspect) => {
      vi.restoreAllMocks();
      downloads = watchDownloads();
      const language = (path.input as { language?: Language } | undefined)?.language;
      const app = await renderSubscriptions('/admin/subscriptions', { inspect, language });
      await app.http.answer('GET /api/subscriptions', 200, firstPage.rows, {
        'x-total-count': String(firstPage.total),
      });
      return app;
    },
    drivers: {
      'export.requested': ({ user }) => user.click(exportButton()),
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
      idle: (app, step) => {
        expectExport(app, step, { exporting: false });
        expect(alertText()).toBeNull();
        // Saved: the button keeps the focus the press gave it.
        if (step.event) expect(document.activeElement).toBe(exportButton());
      },
      exporting: (app, step) => {
        expectExport(app, step, { exporting: true });
        expect(alertText()).toBeNull();
      },
      failed: (app, step) => {
        expectExport(app, step, { exporting: false });
        expect(alertText()).toBe(failureText(step));
        expect(document.activeElement).toBe(exportButton());
      },
    },
  });
});
