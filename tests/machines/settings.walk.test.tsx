import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { AdminLayout } from '../../src/components/admin/admin-layout';
import { SettingsPage } from '../../src/components/admin/settings-page';
import {
  descriptionOf,
  eventOf,
  expectAlerts,
  failRequest,
  failureText,
  labelOf,
  type ShownAlert,
} from './admin-walk-helpers';
import { nothingStored, settingsModel, storedSettings } from './models/settings.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const storageKey = 'admin_settings';
type Name = 'emailNotifications' | 'darkMode' | 'autoBackup' | 'requireTwoFactor' | 'securityAlerts';
type Switches = Record<Name, boolean>;

const switches: Array<{ name: Name; label: string; text: string }> = [
  {
    name: 'emailNotifications',
    label: 'Email notifications',
    text: 'Receive an e-mail about important activity',
  },
  { name: 'darkMode', label: 'Dark mode', text: 'Use a dark theme in the admin portal' },
  { name: 'autoBackup', label: 'Automatic backups', text: 'Back up the database automatically' },
  {
    name: 'requireTwoFactor',
    label: 'Require two-factor sign-in for administrators',
    text: 'Administrators set it up before they can use the admin portal',
  },
  { name: 'securityAlerts', label: 'Security alerts', text: 'Be told about sign-ins and account changes' },
];

/**
 * The defaults: e-mail notifications on, dark mode off, automatic backups on, two-factor sign-in
 * not required, security alerts on.
 */
const defaults: Switches = {
  emailNotifications: true,
  darkMode: false,
  autoBackup: true,
  requireTwoFactor: false,
  securityAlerts: true,
};

/** What this device held before the page opened, as the path's first step (the read) describes it. */
function storedBefore(step: { performed: EventObject[] } | { steps: Array<{ event: EventObject }> }) {
  const first = 'performed' in step ? step.performed[0] : step.steps[0]?.event;
  if (first?.type === 'xstate.error.actor.readSettings') return '{"darkMode": tru';
  const { output } = first as EventObject & { output: unknown };
  return JSON.stringify(output) === JSON.stringify(storedSettings) ? JSON.stringify(storedSettings) : null;
}

const paceOver = 'xstate.after.save.settings.saving.pace.waiting';
const saveButton = () => screen.getByText(/^(Save Settings|Saving\.\.\.)$/, { selector: 'button' });
const deviceOf = ({ autoBackup: _, requireTwoFactor: __, ...device }: Switches) => device;

interface Expected {
  /** The switches as they stand on the page. */
  shown: Switches;
  /** What this device's storage holds (its text, or the preferences a save wrote). */
  stored: string | null | Omit<Switches, 'autoBackup' | 'requireTwoFactor'>;
  alerts: ShownAlert[];
  sent: Array<{ method: string; url: string; body: unknown }>;
}

/** What the person should see after the events so far, from the required behaviour. */
function expected(step: Step): Expected {
  const before = storedBefore(step);
  let shown: Switches = { ...defaults, ...(before === JSON.stringify(storedSettings) ? storedSettings : {}) };
  let saved = shown;
  let stored: Expected['stored'] = before;
  const alerts: ShownAlert[] = [];
  const sent: Expected['sent'] = [];
  let answered = false;
  let paced = false;
  const confirm = () => {
    saved = shown;
    alerts.push({ type: 'success', title: 'Settings Saved', message: 'Your settings have been saved' });
  };
  for (const event of step.performed) {
    const payload = event as EventObject & { name: Name; output: Partial<Switches> };
    switch (event.type) {
      case 'settings.opened':
      case 'retry.requested':
        sent.push({ method: 'GET', url: '/api/settings', body: undefined });
        break;
      case 'xstate.done.actor.readSiteSettings':
        shown = { ...shown, ...payload.output };
        saved = { ...saved, ...payload.output };
        break;
      case 'setting.toggled':
        shown = { ...shown, [payload.name]: !shown[payload.name] };
        break;
      case 'settings.saved':
        sent.push({
          method: 'PUT',
          url: '/api/settings',
          body: { autoBackup: shown.autoBackup, requireTwoFactor: shown.requireTwoFactor },
        });
        answered = false;
        paced = false;
        break;
      case 'xstate.done.actor.saveSettings':
        stored = deviceOf(shown);
        answered = true;
        if (paced) confirm();
        break;
      case paceOver:
        paced = true;
        if (answered) confirm();
        break;
      case 'xstate.error.actor.saveSettings':
        shown = saved;
        alerts.push({
          type: 'error',
          title: 'Error',
          message: failureText(event, 'Failed to save settings'),
        });
        break;
    }
  }
  return { shown, stored, alerts, sent };
}

/** The switches (or none), Save, the theme, what this device holds, what was sent, the alerts. */
function expectPage(
  { http }: AppScreen,
  step: Step,
  page: { switches: 'enabled' | 'disabled' | 'none'; saving: boolean; pending: string | null },
) {
  const { shown, stored, alerts, sent } = expected(step);
  expect(
    screen.getByText(
      'Automatic backups and two-factor sign-in apply to the whole site; the other preferences are kept in this browser.',
    ),
  ).toBeVisible();
  // Read straight from the page (role queries are slow in jsdom): each switch's name, words, state.
  const controls = [...document.querySelectorAll('[role="switch"]')].map((control) => [
    labelOf(control),
    descriptionOf(control),
    control.getAttribute('aria-checked'),
    (control as HTMLButtonElement).disabled,
  ]);
  if (page.switches === 'none') {
    expect(controls).toEqual([]);
    expect(screen.queryByText(/^(Save Settings|Saving\.\.\.)$/)).toBeNull();
    expect(screen.getByText('Failed to load settings')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  } else {
    expect(controls).toEqual(
      switches.map(({ name, label, text }) => [
        label,
        text,
        String(shown[name]),
        page.switches === 'disabled',
      ]),
    );
    expect(saveButton()).toHaveTextContent(page.saving ? 'Saving...' : 'Save Settings');
    expect(saveButton().hasAttribute('disabled')).toBe(page.switches === 'disabled');
    expect(screen.queryByText('Failed to load settings')).toBeNull();
  }
  // Dark mode switches the portal's theme at once, saved or not.
  const heading = document.querySelector('main h1');
  expect(heading?.textContent).toBe('System Settings');
  const themed = heading?.closest('.dark');
  if (shown.darkMode) expect(themed).not.toBeNull();
  else expect(themed).toBeNull();

  const held = window.localStorage.getItem(storageKey);
  if (typeof stored === 'object' && stored !== null) expect(JSON.parse(held ?? 'null')).toEqual(stored);
  else expect(held).toBe(stored);
  expect(http.sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual(sent);
  expect(http.pending().map(({ method, url }) => `${method} ${url}`)).toEqual(
    page.pending ? [page.pending] : [],
  );
  expectAlerts(alerts, {
    justRaised:
      ['xstate.error.actor.saveSettings', 'xstate.done.actor.saveSettings', paceOver].includes(
        step.event?.type ?? '',
      ) && alerts.length > 0,
  });
}

const reading = 'GET /api/settings';
const openPage = 'Go to the settings page';

/** Another page of the portal until the person goes to the settings page. */
function OpenedOnRequest() {
  const [open, setOpen] = useState(false);
  return open ? (
    <SettingsPage />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      {openPage}
    </button>
  );
}
const saving = 'PUT /api/settings';

describe('the settings page', () => {
  itWalksTheScreen<AppScreen>({
    model: settingsModel,
    // The required paths: walked whatever the machine declares, so a lost transition fails.
    scenarios: [
      {
        // A quick server: the confirmation still waits for the pace.
        input: undefined,
        initial: 'loading',
        steps: [
          { event: eventOf('xstate.done.actor.readSettings', { output: nothingStored }), state: 'idle' },
          { event: eventOf('settings.opened'), state: 'fetching' },
          {
            event: eventOf('xstate.done.actor.readSiteSettings', {
              output: { autoBackup: true, requireTwoFactor: false },
            }),
            state: 'ready',
          },
          { event: eventOf('setting.toggled', { name: 'darkMode' }), state: 'ready' },
          { event: eventOf('setting.toggled', { name: 'autoBackup' }), state: 'ready' },
          { event: eventOf('setting.toggled', { name: 'requireTwoFactor' }), state: 'ready' },
          { event: eventOf('settings.saved'), state: { saving: { request: 'sending', pace: 'waiting' } } },
          {
            event: eventOf('xstate.done.actor.saveSettings'),
            state: { saving: { request: 'sent', pace: 'waiting' } },
          },
          { event: eventOf(paceOver), state: 'ready' },
        ],
      },
      {
        // A slow server that then fails: the switches return to what the server holds.
        input: undefined,
        initial: 'loading',
        steps: [
          { event: eventOf('xstate.done.actor.readSettings', { output: storedSettings }), state: 'idle' },
          { event: eventOf('settings.opened'), state: 'fetching' },
          {
            event: eventOf('xstate.done.actor.readSiteSettings', {
              output: { autoBackup: false, requireTwoFactor: true },
            }),
            state: 'ready',
          },
          { event: eventOf('setting.toggled', { name: 'autoBackup' }), state: 'ready' },
          { event: eventOf('settings.saved'), state: { saving: { request: 'sending', pace: 'waiting' } } },
          { event: eventOf(paceOver), state: { saving: { request: 'sending', pace: 'over' } } },
          {
            event: eventOf('xstate.error.actor.saveSettings', {
              error: new ApiError('response', 'Request failed with status code 502', 502),
            }),
            state: 'ready',
          },
        ],
      },
      {
        // Unreadable preferences on this device, a server that fails once and then answers, and a
        // failed save after a good one: the switches return to what was saved last.
        input: undefined,
        initial: 'loading',
        steps: [
          {
            event: eventOf('xstate.error.actor.readSettings', {
              error: new SyntaxError('stored settings are not JSON'),
            }),
            state: 'idle',
          },
          { event: eventOf('settings.opened'), state: 'fetching' },
          {
            event: eventOf('xstate.error.actor.readSiteSettings', {
              error: new ApiError('noResponse', 'Network Error'),
            }),
            state: 'unavailable',
          },
          { event: eventOf('retry.requested'), state: 'fetching' },
          {
            event: eventOf('xstate.done.actor.readSiteSettings', {
              output: { autoBackup: true, requireTwoFactor: false },
            }),
            state: 'ready',
          },
          { event: eventOf('setting.toggled', { name: 'darkMode' }), state: 'ready' },
          { event: eventOf('settings.saved'), state: { saving: { request: 'sending', pace: 'waiting' } } },
          {
            event: eventOf('xstate.done.actor.saveSettings'),
            state: { saving: { request: 'sent', pace: 'waiting' } },
          },
          { event: eventOf(paceOver), state: 'ready' },
          { event: eventOf('setting.toggled', { name: 'securityAlerts' }), state: 'ready' },
          { event: eventOf('settings.saved'), state: { saving: { request: 'sending', pace: 'waiting' } } },
          {
            event: eventOf('xstate.error.actor.saveSettings', {
              error: new ApiError('noResponse', 'Network Error'),
            }),
            state: 'ready',
          },
        ],
      },
    ],
    everyVariant: true,
    timeout: 300_000,
    // Reading this device's storage answers at once.
    transient: ['loading'],
    // The portal's layout (and the flow in it) stays while its pages change: the walk opens the
    // settings page inside it when the path says the person went there.
    render: (path, inspect) => {
      const before = storedBefore(path);
      window.localStorage.clear();
      if (before !== null) window.localStorage.setItem(storageKey, before);
      return renderScreen({
        url: '/admin/settings',
        routes: {
          '/admin/settings': () => (
            <AdminLayout>
              <OpenedOnRequest />
            </AdminLayout>
          ),
        },
        inspect,
        fakeTimers: true,
        quickUser: true,
      });
    },
    drivers: {
      // Arranged before the page opened (render): this device's read has already answered, and
      // the page has asked the server.
      'xstate.done.actor.readSettings': () => {},
      'xstate.error.actor.readSettings': () => {},
      'settings.opened': ({ user }) => user.click(screen.getByRole('button', { name: openPage })),
      'xstate.done.actor.readSiteSettings': ({ http }, event) =>
        http.answer(reading, 200, (event as EventObject & { output: unknown }).output),
      'xstate.error.actor.readSiteSettings': ({ http }, event) => failRequest(http, reading, event),
      'retry.requested': ({ user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
      'setting.toggled': ({ user }, event) => {
        const { name } = event as EventObject & { name: Name };
        const label = switches.find((s) => s.name === name)?.label ?? name;
        return user.click(
          [...document.querySelectorAll('[role="switch"]')].find(
            (control) => labelOf(control) === label,
          ) as Element,
        );
      },
      'settings.saved': ({ user }) => user.click(saveButton()),
      'xstate.done.actor.saveSettings': async ({ http }) => {
        const [request] = http.pending();
        await http.answer(saving, 200, request?.body);
      },
      'xstate.error.actor.saveSettings': ({ http }, event) => failRequest(http, saving, event),
      // The save is paced to about 0.8 s.
      [paceOver]: async () => {
        await vi.advanceTimersByTimeAsync(800);
      },
    },
    checks: {
      idle: ({ http }, step) => {
        // Another portal page, themed as this device says; the server is not asked.
        expect(screen.getByRole('button', { name: openPage })).toBeVisible();
        expect(document.querySelectorAll('[role="switch"]')).toHaveLength(0);
        const themed = screen.getByRole('button', { name: openPage }).closest('.dark');
        if (expected(step).shown.darkMode) expect(themed).not.toBeNull();
        else expect(themed).toBeNull();
        expect(window.localStorage.getItem(storageKey)).toBe(storedBefore(step));
        expect(http.sent).toEqual([]);
      },
      fetching: (app, step) =>
        expectPage(app, step, { switches: 'disabled', saving: false, pending: reading }),
      unavailable: (app, step) => expectPage(app, step, { switches: 'none', saving: false, pending: null }),
      ready: (app, step) => expectPage(app, step, { switches: 'enabled', saving: false, pending: null }),
      'saving.(request.sending & pace.waiting)': (app, step) =>
        expectPage(app, step, { switches: 'disabled', saving: true, pending: saving }),
      'saving.(request.sent & pace.waiting)': (app, step) =>
        expectPage(app, step, { switches: 'disabled', saving: true, pending: null }),
      'saving.(request.sending & pace.over)': (app, step) =>
        expectPage(app, step, { switches: 'disabled', saving: true, pending: saving }),
    },
  });
});
