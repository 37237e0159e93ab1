import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { AdminLayout } from '../../src/components/admin/admin-layout';
import { SettingsPage } from '../../src/components/admin/settings-page';
import { descriptionOf, eventOf, expectAlerts, labelOf, type ShownAlert } from './admin-walk-helpers';
import { nothingStored, settingsModel, storedSettings } from './models/settings.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const storageKey = 'admin_settings';
type Name = 'emailNotifications' | 'darkMode' | 'autoBackup' | 'securityAlerts';

const switches: Array<{ name: Name; label: string; text: string }> = [
  {
    name: 'emailNotifications',
    label: 'Email notifications',
    text: 'Receive an e-mail about important activity',
  },
  { name: 'darkMode', label: 'Dark mode', text: 'Use a dark theme in the admin portal' },
  { name: 'autoBackup', label: 'Automatic backups', text: 'Back up the database automatically' },
  { name: 'securityAlerts', label: 'Security alerts', text: 'Be told about sign-ins and account changes' },
];

/** The defaults: e-mail notifications on, dark mode off, automatic backups on, security alerts on. */
const defaults = { emailNotifications: true, darkMode: false, autoBackup: true, securityAlerts: true };

/** What this device held before the page opened, as the path's first step (the read) describes it. */
function storedBefore(step: { performed: EventObject[] } | { steps: Array<{ event: EventObject }> }) {
  const first = 'performed' in step ? step.performed[0] : step.steps[0]?.event;
  if (first?.type === 'xstate.error.actor.readSettings') return '{"darkMode": tru';
  const { output } = first as EventObject & { output: unknown };
  return JSON.stringify(output) === JSON.stringify(storedSettings) ? JSON.stringify(storedSettings) : null;
}

/** The switches as they should stand after the events so far (up to `upTo` of them). */
function expectedSettings(step: Step, upTo = step.performed.length) {
  const raw = storedBefore(step);
  const settings: Record<Name, boolean> = { ...defaults };
  if (raw === JSON.stringify(storedSettings)) Object.assign(settings, storedSettings);
  for (const event of step.performed.slice(0, upTo)) {
    if (event.type === 'setting.toggled') {
      const { name } = event as EventObject & { name: Name };
      settings[name] = !settings[name];
    }
  }
  return settings;
}

const saveDone = 'xstate.after.save.settings.saving';
const saveButton = () => screen.getByText(/^(Save Settings|Saving\.\.\.)$/, { selector: 'button' });

/** What this device holds now: the settings as they stood at the last completed save, else what it held. */
function expectStored(step: Step) {
  const lastSave = step.performed.map((e) => e.type).lastIndexOf(saveDone);
  const stored = window.localStorage.getItem(storageKey);
  if (lastSave < 0) expect(stored).toBe(storedBefore(step));
  else expect(JSON.parse(stored ?? 'null')).toEqual(expectedSettings(step, lastSave + 1));
}

function expectSwitches(step: Step, enabled: boolean) {
  const settings = expectedSettings(step);
  // Read straight from the page (role queries are slow in jsdom): each switch's name, words, state.
  const shown = [...document.querySelectorAll('[role="switch"]')].map((control) => [
    labelOf(control),
    descriptionOf(control),
    control.getAttribute('aria-checked'),
    (control as HTMLButtonElement).disabled,
  ]);
  expect(shown).toEqual(
    switches.map(({ name, label, text }) => [label, text, String(settings[name]), !enabled]),
  );
  // Dark mode switches the portal's theme at once, saved or not.
  const heading = document.querySelector('main h1');
  expect(heading?.textContent).toBe('System Settings');
  const themed = heading?.closest('.dark');
  if (settings.darkMode) expect(themed).not.toBeNull();
  else expect(themed).toBeNull();
}

/** The page, ready or saving: the switches, Save, what this device holds, the alerts. */
function expectPage({ http }: AppScreen, step: Step, { saving }: { saving: boolean }) {
  expect(screen.getByText('These preferences are kept in this browser.')).toBeVisible();
  expectSwitches(step, !saving);
  expect(saveButton()).toHaveTextContent(saving ? 'Saving...' : 'Save Settings');
  expect(saveButton().hasAttribute('disabled')).toBe(saving);
  expectStored(step);
  expectAlertsAfter(step);
  // Kept on this device: nothing is sent.
  expect(http.sent).toEqual([]);
}

function expectAlertsAfter(step: Step) {
  const raised: ShownAlert[] = step.performed
    .filter((e) => e.type === saveDone)
    .map(() => ({
      type: 'success',
      title: 'Settings Saved',
      message: 'Your settings have been saved on this device',
    }));
  expectAlerts(raised, { justRaised: step.event?.type === saveDone });
}

describe('the settings page', () => {
  itWalksTheScreen<AppScreen>({
    model: settingsModel,
    // The spec's own path: walked whatever the machine declares, so a lost transition fails.
    scenarios: [
      {
        input: undefined,
        initial: 'loading',
        steps: [
          { event: eventOf('xstate.done.actor.readSettings', { output: nothingStored }), state: 'ready' },
          { event: eventOf('setting.toggled', { name: 'darkMode' }), state: 'ready' },
          { event: eventOf('setting.toggled', { name: 'securityAlerts' }), state: 'ready' },
          { event: eventOf('settings.saved'), state: 'saving' },
          { event: eventOf(saveDone), state: 'ready' },
          { event: eventOf('setting.toggled', { name: 'darkMode' }), state: 'ready' },
          { event: eventOf('settings.saved'), state: 'saving' },
          { event: eventOf(saveDone), state: 'ready' },
        ],
      },
      {
        // What this device holds cannot be read: the defaults show, and can be changed and saved.
        input: undefined,
        initial: 'loading',
        steps: [
          {
            event: eventOf('xstate.error.actor.readSettings', { error: new SyntaxError('not JSON') }),
            state: 'ready',
          },
          { event: eventOf('setting.toggled', { name: 'autoBackup' }), state: 'ready' },
          { event: eventOf('settings.saved'), state: 'saving' },
          { event: eventOf(saveDone), state: 'ready' },
        ],
      },
    ],
    everyVariant: true,
    timeout: 300_000,
    // Reading this device's storage answers at once: the page never waits in between.
    transient: ['loading'],
    render: (path, inspect) => {
      const before = storedBefore(path);
      window.localStorage.clear();
      if (before !== null) window.localStorage.setItem(storageKey, before);
      return renderScreen({
        url: '/admin/settings',
        routes: {
          '/admin/settings': () => (
            <AdminLayout>
              <SettingsPage />
            </AdminLayout>
          ),
        },
        inspect,
        fakeTimers: true,
        quickUser: true,
      });
    },
    drivers: {
      // Arranged before the page opened (render): the read has already answered.
      'xstate.done.actor.readSettings': () => {},
      'xstate.error.actor.readSettings': () => {},
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
      // The save is paced to about 0.8 s, then confirmed.
      [saveDone]: async () => {
        await vi.advanceTimersByTimeAsync(800);
      },
    },
    checks: {
      ready: (app, step) => expectPage(app, step, { saving: false }),
      saving: (app, step) => expectPage(app, step, { saving: true }),
    },
  });
});
