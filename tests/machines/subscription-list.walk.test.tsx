import { afterEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { SubscriptionList } from '../../src/api/subscriptions';
import { SubscriptionsPanel } from '../../src/components/admin/subscriptions-panel';
import { labelOf } from './admin-walk-helpers';
import { adminUser } from './fixtures';
import { csvFile, subscriptionListModel } from './models/subscription-list.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const listRequest = 'GET /api/subscriptions';
const exportRequest = 'GET /api/subscriptions/export.csv';

/** The files the browser was asked to save: each link clicked with its name and the file's text. */
let downloads: Array<{ filename: string; blob: Blob }> = [];
function watchDownloads() {
  downloads = [];
  const files = new Map<string, Blob>();
  // jsdom has no object URLs and saves nothing: the browser's side is recorded here.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ filename: this.download, blob: files.get(this.getAttribute('href') ?? '') as Blob });
  });
}
afterEach(() => {
  vi.restoreAllMocks();
});

/** The list the last answer gave. */
function latestList(step: Step): SubscriptionList | null {
  const last = step.performed.findLast((e) => e.type === 'xstate.done.actor.fetchSubscriptions');
  return last ? (last as EventObject & { output: SubscriptionList }).output : null;
}

const section = () => {
  const found = [...document.querySelectorAll('section')].filter(
    (s) => labelOf(s) === 'Catalog subscriptions',
  );
  expect(found, 'one section named Catalog subscriptions').toHaveLength(1);
  return found[0] as HTMLElement;
};
const exportButton = () =>
  [...section().querySelectorAll('button')].find((b) => /Export|Exporting/.test(b.textContent ?? ''));
const rows = () =>
  [...section().querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
const alertText = () => section().querySelector('[role="alert"]')?.textContent ?? null;

/** What the person reads after a failed call: no connection, else the panel's own words. */
function failureText(event: EventObject | undefined, fallback: string): string {
  const { error } = event as EventObject & { error: ApiError };
  return error.kind === 'noResponse' ? 'Network error - please check your connection' : fallback;
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
  expect(section()).toHaveAttribute('aria-busy', 'false');
  expect(section()).not.toHaveTextContent('Loading the subscriptions…');
  expect(section()).not.toHaveTextContent('Try again');
  if (list.total === 0) {
    expect(section()).toHaveTextContent('No one has subscribed to the catalogs yet.');
    expect(exportButton()).toBeUndefined();
    expect(rows()).toEqual([]);
    return;
  }
  expect(section()).toHaveTextContent(`${list.total} subscriptions`);
  expect(section().textContent?.includes('(the newest 500 are shown; the CSV has them all)')).toBe(
    list.total > list.subscriptions.length,
  );
  expect(rows()).toEqual([
    ['huda@example.com', 'Arabic', '2 Mar 2026, 08:30'],
    ['omar@example.com', 'English', '1 Mar 2026, 10:00'],
  ]);
  expect(exportButton()?.textContent).toBe(exporting ? 'Exporting...' : 'Export CSV');
  if (exporting) expect(exportButton()).toBeDisabled();
  else expect(exportButton()).toBeEnabled();
}

describe('the catalog subscriptions panel', () => {
  itWalksTheScreen<AppScreen>({
    model: subscriptionListModel,
    everyVariant: true,
    timeout: 300_000,
    render: async (_path, inspect) => {
      // The panel is for administrators: its calls carry the stored token.
      window.localStorage.clear();
      window.localStorage.setItem('token', 'admin-token');
      vi.restoreAllMocks();
      watchDownloads();
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
      'retry.requested': ({ user }) =>
        user.click(
          [...section().querySelectorAll('button')].find((b) => b.textContent === 'Try again') as Element,
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
        expect(section()).toHaveTextContent('Catalog subscriptionsLoading the subscriptions…');
        expect(exportButton()).toBeUndefined();
        expect(rows()).toEqual([]);
        expectSent(app, step, listRequest);
        expectDownloads(step);
      },
      failed: (app, step) => {
        expect(section()).toHaveAttribute('aria-busy', 'false');
        const message = failureText(step.event, 'Failed to load the subscriptions');
        expect(section()).toHaveTextContent(`Catalog subscriptions${message}Try again`);
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
        expect(alertText()).toBe(failureText(step.event, 'Failed to export the subscriptions'));
        expectSent(app, step, null);
        expectDownloads(step);
      },
    },
  });
});
