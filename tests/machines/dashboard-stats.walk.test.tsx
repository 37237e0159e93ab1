import { describe, expect } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { DashboardPage } from '../../src/components/admin/dashboard-page';
import { eventOf, expectAlerts, failRequest, labelOf, type ShownAlert } from './admin-walk-helpers';
import { adminUser, sampleStats } from './fixtures';
import { dashboardStatsModel, laterStats } from './models/dashboard-stats.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const statsRequest = 'GET /api/admin/stats';
const statsLoaded = 'xstate.done.actor.fetchStats';
const statsFailed = 'xstate.error.actor.fetchStats';
const cardTitles = [
  'Total Users',
  'System Uptime',
  'Disk Usage',
  'Memory Usage',
  'Unread Messages',
  'Last Database Backup',
];

/** The cards as the person reads them (title, figure, detail), for the first and the later figures. */
const firstFigures = [
  'Total Users31 currently active',
  'System Uptime1 hour',
  'Disk Usage40%40 byte of 100 byte',
  'Memory Usage75%3 byte of 4 byte',
  'Unread Messages2',
  'Last Database BackupNever',
];
const laterFigures = [
  'Total Users42 currently active',
  'System Uptime3 days and 5 hours',
  'Disk Usage25%120 GB of 480 GB',
  'Memory Usage90%3.6 GB of 4 GB',
  'Unread Messages0',
  // The backup's time of day depends on the time zone; its date does not.
  /^Last Database Backup1 Mar 2026, .*40 MB on disk of its own; 1\.2 GB with the files it shares with older backupsThe backup was not taken: there is not enough free disk space on the server for it\. /,
];
const bars = {
  first: { disk: 40, memory: 75 },
  later: { disk: 25, memory: 90 },
};

const loads = (step: Step) => step.performed.filter((e) => e.type === 'xstate.done.actor.fetchStats').length;
// Read straight from the page: role queries are slow in jsdom, and a walk runs many checks.
const sectionNamed = (name: string) => {
  const found = [...document.querySelectorAll('section')].filter((s) => labelOf(s) === name);
  expect(found, `one section named ${name}`).toHaveLength(1);
  return found[0] as HTMLElement;
};
const section = () => sectionNamed('System status');
const cards = () => [...section().querySelectorAll('li')];
const refresh = () => {
  const button = section().querySelector('button');
  expect(button?.textContent).toBe('Refresh');
  return button as HTMLButtonElement;
};
/** The usage bars: each one's name and figure. */
const progressBars = () =>
  [...section().querySelectorAll('[role="progressbar"]')].map((bar) => [
    labelOf(bar),
    bar.getAttribute('aria-valuenow'),
  ]);

function raisedAlerts(step: Step): ShownAlert[] {
  return step.performed
    .filter((e) => e.type === 'xstate.error.actor.fetchStats')
    .map(() => ({ type: 'error', title: 'Error', message: 'Failed to load system statistics' }));
}

/** The page around the figures: the welcome and the quick links. */
function expectPage() {
  expect(document.querySelector('h1')?.textContent).toBe('Welcome, Ada Admin');
  const links = [...sectionNamed('Quick links').querySelectorAll('a')];
  expect(links.map((link) => [link.firstElementChild?.textContent, link.getAttribute('href')])).toEqual([
    ['User Management', '/admin/users'],
    ['Product Management', '/admin/products'],
    ['News Management', '/admin/news'],
    ['Contact Messages', '/admin/messages'],
    ['Create New User', '/admin/users/create'],
    ['System Settings', '/admin/settings'],
  ]);
}

/** The figures from the latest answer: the first ones, or a refresh's. */
function expectFigures(step: Step) {
  const later = loads(step) > 1;
  const expected = later ? laterFigures : firstFigures;
  const shown = cards().map((card) => card.textContent);
  expected.forEach((text, index) => {
    if (typeof text === 'string') expect(shown[index]).toBe(text);
    else expect(shown[index]).toMatch(text);
  });
  expect(shown).toHaveLength(6);
  const { disk, memory } = later ? bars.later : bars.first;
  expect(progressBars()).toEqual([
    ['Disk Usage', String(disk)],
    ['Memory Usage', String(memory)],
  ]);
}

function expectAlertsAfter(step: Step) {
  const raised = raisedAlerts(step);
  expectAlerts(raised, { justRaised: step.event?.type === 'xstate.error.actor.fetchStats' });
}

describe('the dashboard figures', () => {
  itWalksTheScreen<AppScreen>({
    model: dashboardStatsModel,
    // The spec's own paths: walked whatever the machine declares, so a lost transition fails.
    scenarios: [
      {
        input: undefined,
        initial: 'loading',
        steps: [
          { event: eventOf(statsLoaded, { output: sampleStats }), state: 'loaded' },
          { event: eventOf('refresh.requested'), state: 'loading' },
          {
            event: eventOf(statsFailed, { error: new ApiError('timeout', 'timeout exceeded') }),
            state: 'failed',
          },
          { event: eventOf('refresh.requested'), state: 'loading' },
          { event: eventOf(statsLoaded, { output: laterStats }), state: 'loaded' },
        ],
      },
      {
        input: undefined,
        initial: 'loading',
        steps: [
          {
            event: eventOf(statsFailed, { error: new ApiError('noResponse', 'Network Error') }),
            state: 'failed',
          },
          { event: eventOf('refresh.requested'), state: 'loading' },
          { event: eventOf(statsLoaded, { output: sampleStats }), state: 'loaded' },
        ],
      },
    ],
    everyVariant: true,
    timeout: 300_000,
    render: async (_path, inspect) => {
      // Signed in as an administrator: the figures are for administrators.
      window.localStorage.clear();
      window.localStorage.setItem('token', 'admin-token');
      const app = renderScreen({
        url: '/admin-dashboard',
        routes: { '/admin-dashboard': DashboardPage },
        inspect,
        quickUser: true,
      });
      await app.http.answer('GET /api/verify-token', 200, { success: true, user: adminUser });
      return app;
    },
    drivers: {
      // The server measures the first figures, then (on a refresh) later ones.
      'xstate.done.actor.fetchStats': ({ http }, _event, step) =>
        http.answer(statsRequest, 200, loads(step) > 1 ? laterStats : sampleStats),
      'xstate.error.actor.fetchStats': ({ http }, event) => failRequest(http, statsRequest, event),
      'refresh.requested': ({ user }) => user.click(refresh()),
    },
    checks: {
      loading: ({ http }, step) => {
        expectPage();
        expect(section()).toHaveAttribute('aria-busy', 'true');
        expect(refresh()).toBeDisabled();
        // Placeholders: each card shows only its title until the figures come.
        expect(cards().map((card) => card.textContent)).toEqual(cardTitles);
        expect(progressBars()).toEqual([]);
        expect(section()).not.toHaveTextContent('The figures could not be loaded.');
        const line = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
        expect(http.pending().map(line)).toEqual([statsRequest]);
        const refreshes = step.performed.filter((e) => e.type === 'refresh.requested').length;
        expect(http.sent.filter((r) => line(r) === statsRequest)).toHaveLength(1 + refreshes);
        expectAlertsAfter(step);
      },
      loaded: ({ http }, step) => {
        expectPage();
        expect(section()).toHaveAttribute('aria-busy', 'false');
        expect(refresh()).toBeEnabled();
        expectFigures(step);
        expect(http.pending()).toEqual([]);
        expectAlertsAfter(step);
      },
      failed: ({ http }, step) => {
        expectPage();
        expect(section()).toHaveAttribute('aria-busy', 'false');
        expect(refresh()).toBeEnabled();
        if (loads(step) === 0) {
          expect(section()).toHaveTextContent('System statusRefreshThe figures could not be loaded.');
          expect(cards()).toEqual([]);
        } else {
          // A failed refresh keeps the figures already shown.
          expect(section()).not.toHaveTextContent('The figures could not be loaded.');
          expectFigures(step);
        }
        expect(http.pending()).toEqual([]);
        expectAlertsAfter(step);
      },
    },
  });
});
