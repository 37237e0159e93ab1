import { useSearch } from '@tanstack/react-router';
import { afterEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { FieldReport, FieldReportQuery } from '../../src/api/field-vitals';
import { SiteSpeedPage } from '../../src/components/admin/site-speed-page';
import { siteSpeedQuery } from '../../src/components/admin/site-speed-search';
import { eventOf, failRequest } from './admin-walk-helpers';
import { type Download, watchDownloads } from './downloads-fake';
import { adminUser } from './fixtures';
import {
  csvFile,
  firstQuery,
  fullReport,
  phoneQuery,
  phoneReport,
  siteSpeedModel,
} from './models/site-speed.model';
import { type AppScreen, renderScreen, type ScreenRoute, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/** The route as the app declares it: the span and filters from the address, the page. */
const siteSpeedRoute: ScreenRoute = {
  component: function SiteSpeed() {
    return <SiteSpeedPage query={siteSpeedQuery(useSearch({ strict: false }))} />;
  },
};

let downloads: Download[] = [];
afterEach(() => {
  vi.restoreAllMocks();
});

/** The query the person has chosen by now: the one they landed on, then each choice made. */
function queryOf(step: Step, upTo = step.performed.length): FieldReportQuery {
  const chosen = step.performed
    .slice(0, upTo)
    .filter((e) => e.type === 'query.changed')
    .at(-1) as (EventObject & { query: FieldReportQuery }) | undefined;
  return chosen?.query ?? firstQuery;
}

const reportRequest = (query: FieldReportQuery) =>
  `GET /api/field-vitals?days=${query.days}${query.device ? `&device=${query.device}` : ''}` as const;
const exportRequest = (query: FieldReportQuery) =>
  `GET /api/field-vitals/export.csv?days=${query.days}${query.device ? `&device=${query.device}` : ''}` as const;

/** The figures on screen: the last answer that came, whichever choice it was for. */
function shownReport(step: Step): FieldReport | null {
  const done = step.performed.filter((e) => e.type === 'xstate.done.actor.fetchReport').at(-1) as
    | (EventObject & { output: FieldReport })
    | undefined;
  return done?.output ?? null;
}

// Read straight from the page: role queries are slow in jsdom, and a walk runs many checks.
const heading = () => document.querySelector('h1');
const exportButton = () =>
  [...document.querySelectorAll('button')].find((b) =>
    /^(Export CSV|Exporting\.\.\.)$/.test(b.textContent ?? ''),
  ) as HTMLButtonElement | undefined;
const tryAgain = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
const selectLabelled = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  return document.getElementById(found?.htmlFor ?? '') as HTMLSelectElement | null;
};
const busyArea = () => document.querySelector('[aria-busy]');
const cards = () => [...document.querySelectorAll('article')].map((card) => card.textContent);
const tableRows = (title: string) => {
  const section = [...document.querySelectorAll('section')].find(
    (s) => s.querySelector('h2')?.textContent === title,
  );
  return [...(section?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.children].slice(0, 2).map((cell) => cell.textContent),
  );
};

/** Each vital's card as the administrator reads it, written from the figures the server gave. */
const cardsOf: Record<'full' | 'phone', string[]> = {
  full: [
    'LCP Largest Contentful Paint2.4 sGoodGood up to 2.5 s; poor beyond 4.0 sGood 79% · Needs improvement 15% · Poor 6%From 1,240 readings',
    'INP Interaction to Next Paint240 msNeeds improvementGood up to 200 ms; poor beyond 500 msGood 75% · Needs improvement 22% · Poor 4%From 550 readings',
    'CLS Cumulative Layout Shift0.04GoodGood up to 0.10; poor beyond 0.25Good 93% · Needs improvement 5% · Poor 2%From 1,240 readings',
    'FCP First Contentful Paint1.6 sGoodGood up to 1.8 s; poor beyond 3.0 sGood 81% · Needs improvement 15% · Poor 5%From 1,240 readings',
    'TTFB Time to First Byte910 msNeeds improvementGood up to 800 ms; poor beyond 1.8 sGood 65% · Needs improvement 31% · Poor 5%From 1,240 readings',
  ],
  phone: [
    'LCP Largest Contentful Paint4.6 sPoorGood up to 2.5 s; poor beyond 4.0 sGood 21% · Needs improvement 26% · Poor 53%From 38 readings Too few to go by: the figures settle from 50 page views.',
    'INP Interaction to Next PaintNot measured yet: it comes from visitors who tapped, clicked or typed.',
    'CLS Cumulative Layout Shift0.12Needs improvementGood up to 0.10; poor beyond 0.25Good 53% · Needs improvement 32% · Poor 16%From 38 readings Too few to go by: the figures settle from 50 page views.',
    'FCP First Contentful Paint2.2 sNeeds improvementGood up to 1.8 s; poor beyond 3.0 sGood 37% · Needs improvement 53% · Poor 11%From 38 readings Too few to go by: the figures settle from 50 page views.',
    'TTFB Time to First Byte640 msGoodGood up to 800 ms; poor beyond 1.8 sGood 79% · Needs improvement 21% · Poor 0%From 38 readings Too few to go by: the figures settle from 50 page views.',
  ],
};

function expectFigures(report: FieldReport) {
  const phone = report === phoneReport;
  expect(document.body).toHaveTextContent('From 10 November 2026 to 7 December 2026');
  expect(document.body).toHaveTextContent(
    phone
      ? '38 page views, measured Too few to go by: the figures settle from 50 page views.'
      : '1,240 page views, measured',
  );
  expect(cards()).toEqual(cardsOf[phone ? 'phone' : 'full']);
  expect(tableRows('By page')).toEqual(
    phone
      ? [['Products', '38too few']]
      : [
          ['Home', '700'],
          ['A product', '540'],
        ],
  );
  expect(tableRows('By language')).toEqual(
    phone
      ? [['Arabic pages', '38too few']]
      : [
          ['Arabic pages', '820'],
          ['English pages', '420'],
        ],
  );
  expect(tableRows('By device')).toEqual(
    phone
      ? [['Phones', '38too few']]
      : [
          ['Desktops', '300'],
          ['Phones', '940'],
        ],
  );
  // The chart's table: every day of the four weeks, the days without readings as a dash.
  const days = [...document.querySelectorAll('figure tbody tr')];
  expect(days).toHaveLength(28);
  expect(days[0]?.textContent).toBe('10 November 20260–');
  const lastDay = days.at(-1)?.textContent;
  expect(lastDay).toBe(phone ? '7 December 202638too few4.6 s' : '7 December 20260–');
}

/** The choices shown: the span and the device of the query the address holds. */
function expectChoices(query: FieldReportQuery) {
  expect(selectLabelled('Period')?.value).toBe(String(query.days));
  expect(selectLabelled('Device')?.value).toBe(query.device ?? '');
  expect(selectLabelled('Page')?.value).toBe('');
  expect(selectLabelled('Language')?.value).toBe('');
}

function expectExport(app: AppScreen, step: Step, exportState: 'idle' | 'exporting' | 'failed') {
  const button = exportButton();
  expect(button?.textContent).toBe(exportState === 'exporting' ? 'Exporting...' : 'Export CSV');
  expect(button).toHaveAttribute('aria-disabled', String(exportState === 'exporting'));
  const alert = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
  expect(alert.includes('The CSV file could not be downloaded. Try again.')).toBe(exportState === 'failed');
  const saved = step.performed.filter((e) => e.type === 'xstate.done.actor.exportReport').length;
  expect(downloads.map((d) => d.filename)).toEqual(Array(saved).fill(csvFile.filename));
  const exports = app.http.sent.filter((r) => r.url.startsWith('/api/field-vitals/export.csv'));
  expect(exports).toHaveLength(step.performed.filter((e) => e.type === 'export.requested').length);
}

type FiguresState = 'loading' | 'shown' | 'failed';
const checkOf =
  (figures: FiguresState, exportState: 'idle' | 'exporting' | 'failed') => (app: AppScreen, step: Step) => {
    expect(heading()?.textContent).toBe('Site speed');
    const query = queryOf(step);
    expectChoices(query);
    const report = shownReport(step);
    expect(busyArea()).toHaveAttribute('aria-busy', String(figures === 'loading'));
    if (figures === 'loading') {
      // The request for the choice now on screen is out; an earlier one was dropped.
      expect(app.http.pending().some((r) => `${r.method} ${r.url}` === reportRequest(query))).toBe(true);
      if (report === null) expect(document.body).toHaveTextContent('Loading the figures…');
      else expectFigures(report);
    } else if (figures === 'failed') {
      if (report === null) {
        expect(document.body).toHaveTextContent('The figures could not be loaded.');
        expect(cards()).toEqual([]);
      } else {
        expect(document.body).toHaveTextContent(
          'The figures for this choice could not be loaded; these are the previous ones.',
        );
        expectFigures(report);
      }
      expect(tryAgain()).toBeDefined();
    } else {
      expect(report).not.toBeNull();
      expectFigures(report as FieldReport);
      expect(tryAgain()).toBeUndefined();
    }
    expectExport(app, step, exportState);
  };

const figuresStates: FiguresState[] = ['loading', 'shown', 'failed'];
const checks = Object.fromEntries(
  figuresStates.flatMap((figures) =>
    (['idle', 'exporting', 'failed'] as const).map((exportState) => [
      `figures.${figures} & export.${exportState}`,
      checkOf(figures, exportState),
    ]),
  ),
);

describe('the Site speed page', () => {
  itWalksTheScreen<AppScreen>({
    model: siteSpeedModel,
    everyVariant: true,
    timeout: 300_000,
    scenarios: [
      // Lands on four weeks, looks at phones alone, whose answer fails, tries again; exports the
      // phones' figures, which fails once for want of a connection, then is saved.
      {
        input: { query: firstQuery },
        initial: { figures: 'loading', export: 'idle' },
        steps: [
          {
            event: eventOf('xstate.done.actor.fetchReport', { output: fullReport }),
            state: { figures: 'shown', export: 'idle' },
          },
          {
            event: eventOf('query.changed', { query: phoneQuery }),
            state: { figures: 'loading', export: 'idle' },
          },
          {
            event: eventOf('xstate.error.actor.fetchReport', {
              error: new ApiError('noResponse', 'Network Error'),
            }),
            state: { figures: 'failed', export: 'idle' },
          },
          { event: eventOf('retry.requested'), state: { figures: 'loading', export: 'idle' } },
          {
            event: eventOf('xstate.done.actor.fetchReport', { output: phoneReport }),
            state: { figures: 'shown', export: 'idle' },
          },
          { event: eventOf('export.requested'), state: { figures: 'shown', export: 'exporting' } },
          {
            event: eventOf('xstate.error.actor.exportReport', {
              error: new ApiError('noResponse', 'Network Error'),
            }),
            state: { figures: 'shown', export: 'failed' },
          },
          { event: eventOf('export.requested'), state: { figures: 'shown', export: 'exporting' } },
          {
            event: eventOf('xstate.done.actor.exportReport', { output: csvFile }),
            state: { figures: 'shown', export: 'idle' },
          },
        ],
      },
    ],
    render: async (_path, inspect) => {
      window.localStorage.clear();
      window.localStorage.setItem('token', 'admin-token');
      vi.restoreAllMocks();
      downloads = watchDownloads();
      const app = renderScreen({
        url: '/admin/site-speed',
        routes: { '/admin/site-speed': siteSpeedRoute },
        inspect,
        quickUser: true,
      });
      await app.http.answer('GET /api/verify-token', 200, { success: true, user: adminUser });
      await showing(() => heading());
      return app;
    },
    drivers: {
      'xstate.done.actor.fetchReport': (app, event, step) =>
        app.http.answer(
          reportRequest(queryOf(step)),
          200,
          (event as EventObject & { output: unknown }).output,
        ),
      'xstate.error.actor.fetchReport': (app, event, step) =>
        failRequest(app.http, reportRequest(queryOf(step)), event),
      'query.changed': ({ user }, event) => {
        const { query } = event as EventObject & { query: FieldReportQuery };
        return user.selectOptions(selectLabelled('Device') as HTMLSelectElement, query.device ?? '');
      },
      'retry.requested': ({ user }) => user.click(tryAgain() as HTMLButtonElement),
      'export.requested': ({ user }) => user.click(exportButton() as HTMLButtonElement),
      'xstate.done.actor.exportReport': (app, _event, step) =>
        app.http.answer(exportRequest(queryOf(step)), 200, csvFile.csv, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${csvFile.filename}"`,
        }),
      'xstate.error.actor.exportReport': (app, event, step) =>
        failRequest(app.http, exportRequest(queryOf(step)), event),
    },
    checks,
  });
});
