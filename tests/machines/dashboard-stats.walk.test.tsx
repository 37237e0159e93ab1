import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { DashboardPage } from '../../src/components/admin/dashboard-page';
import { expectAlerts, failRequest, type ShownAlert } from './admin-walk-helpers';
import { adminUser, sampleStats } from './fixtures';
import { dashboardStatsModel, laterStats } from './models/dashboard-stats.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const statsRequest = 'GET /api/admin/stats';
const cardTitles = ['Total Users', 'System Uptime', 'Disk Usage', 'Memory Usage', 'Last Database Backup'];

/** The cards as the person reads them (title, figure, detail), for the first and the later figures. */
const firstFigures = [
  'Total Users31 currently active',
  'System Uptime1 hour',
  'Disk Usage40%40 byte of 100 byte',
  'Memory Usage75%3 byte of 4 byte',
  'Last Database BackupNever',
];
const laterFigures = [
  'Total Users42 currently active',
  'System Uptime3 days and 5 hours',
  'Disk Usage25%120 GB of 480 GB',
  'Memory Usage90%3.6 GB of 4 GB',
  // The backup's time of day depends on the time zone; its date does not.
  /^Last Database Backup1 Mar 2026, /,
];
const bars = {
  first: { disk: 40, memory: 75 },
  later: { disk: 25, memory: 90 },
};

const loads = (step: Step) => step.performed.filter((e) => e.type === 'xstate.done.actor.fetchStats').length;
const section = () => screen.getByRole('region', { name: 'System status' });
const cards = () => within(section()).getAllByRole('listitem');
const refresh = () => within(section()).getByRole('button', { name: 'Refresh' });

function raisedAlerts(step: Step): ShownAlert[] {
  return step.performed
    .filter((e) => e.type === 'xstate.error.actor.fetchStats')
    .map(() => ({ type: 'error', title: 'Error', message: 'Failed to load system statistics' }));
}

/** The page around the figures: the welcome and the quick links. */
function expectPage() {
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada Admin' })).toBeVisible();
  const links = within(screen.getByRole('region', { name: 'Quick links' }));
  for (const [name, href] of [
    ['User Management', '/admin/users'],
    ['Product Management', '/admin/products'],
    ['Create New User', '/admin/users/create'],
    ['System Settings', '/admin/settings'],
  ]) {
    expect(links.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
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
  expect(shown).toHaveLength(5);
  const { disk, memory } = later ? bars.later : bars.first;
  expect(within(section()).getByRole('progressbar', { name: 'Disk Usage' })).toHaveAttribute(
    'aria-valuenow',
    String(disk),
  );
  expect(within(section()).getByRole('progressbar', { name: 'Memory Usage' })).toHaveAttribute(
    'aria-valuenow',
    String(memory),
  );
}

function expectAlertsAfter(step: Step) {
  const raised = raisedAlerts(step);
  expectAlerts(raised, { justRaised: step.event?.type === 'xstate.error.actor.fetchStats' });
}

describe('the dashboard figures', () => {
  itWalksTheScreen<AppScreen>({
    model: dashboardStatsModel,
    everyVariant: true,
    timeout: 30_000,
    render: async (_path, inspect) => {
      // Signed in as an administrator: the figures are for administrators.
      window.localStorage.clear();
      window.localStorage.setItem('token', 'admin-token');
      const app = renderScreen({
        url: '/admin-dashboard',
        routes: { '/admin-dashboard': DashboardPage },
        inspect,
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
        expect(within(section()).queryByRole('progressbar')).toBeNull();
        expect(within(section()).queryByText('The figures could not be loaded.')).toBeNull();
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
          expect(within(section()).getByText('The figures could not be loaded.')).toBeVisible();
          expect(within(section()).queryByRole('listitem')).toBeNull();
        } else {
          // A failed refresh keeps the figures already shown.
          expect(within(section()).queryByText('The figures could not be loaded.')).toBeNull();
          expectFigures(step);
        }
        expect(http.pending()).toEqual([]);
        expectAlertsAfter(step);
      },
    },
  });
});
