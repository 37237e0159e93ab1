import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { Alert, AlertHold } from '../../machines/alerts.machine';
import { alertsModel, goodbye, welcome } from './models/alerts.model';
import {
  alertList,
  answerLogin,
  logOutThroughMenu,
  renderPortal,
  settled,
  signInThroughForm,
} from './portal-screen';
import type { AppScreen } from './screen';
import { itWalksTheScreen, type Step, type ViewWalk } from './view-walk';

/**
 * The alert list, with what raises its alerts on the sign-in screens: signing in ('Login
 * Successful') and logging out ('Logged Out'). Walked twice: the person closes each alert, or
 * waits for it to go. In both, a person reads an alert for longer than its five seconds with the
 * pointer on it or the focus in it, and it stays.
 */

afterEach(() => {
  vi.useRealTimers();
});

interface AlertsScreen extends AppScreen {
  /** When each alert's countdown last started (raised, or let go): between these two clock readings. */
  raised: Map<string, { after: number; before: number }>;
}

/** What each alert says. */
const texts: Record<string, { title: string; message: string; role: 'status' | 'alert' }> = {
  welcome: { title: 'Login Successful', message: 'Welcome back!', role: 'status' },
  goodbye: { title: 'Logged Out', message: 'You have been successfully logged out', role: 'status' },
};

/** The alerts on screen after the walk's gestures: newest first, each gone once dismissed. */
function expectedAlerts(step: Step): string[] {
  let ids: string[] = [];
  for (const event of step.performed) {
    if (event.type === 'alert.added') ids = [(event as EventObject & { alert: Alert }).alert.id, ...ids];
    if (event.type === 'alert.dismissed')
      ids = ids.filter((id) => id !== (event as EventObject & { id: string }).id);
  }
  return ids;
}

const idOf = (event: EventObject) => (event as EventObject & { id: string }).id;
const holdOf = (event: EventObject) => (event as EventObject & { by: AlertHold }).by;
/** The alert shown with this id. */
const alertItem = (id: string) =>
  within(alertList())
    .getByText(texts[id]?.title ?? id)
    .closest('[role]') as HTMLElement;

/** Longer than an alert's five seconds: what a person reading one with the pointer on it may take. */
const readingMs = 6000;

/** Puts the pointer on the alert, or focus in it (on its close button), and reads it a while. */
async function hold({ user }: AlertsScreen, event: EventObject) {
  const item = alertItem(idOf(event));
  if (holdOf(event) === 'pointer') await user.hover(item);
  else within(item).getByRole('button', { name: 'Close notification' }).focus();
  await vi.advanceTimersByTimeAsync(readingMs);
}

/** Takes the pointer, or the focus, off the alert: its five seconds start over. */
async function release({ user, raised }: AlertsScreen, event: EventObject) {
  const id = idOf(event);
  const item = alertItem(id);
  const after = Date.now();
  if (holdOf(event) === 'pointer') await user.unhover(item);
  else within(item).getByRole('button', { name: 'Close notification' }).blur();
  raised.set(id, { after, before: Date.now() });
}
/** The alerts shown, top first. */
const alertItems = () => [...alertList().children] as HTMLElement[];
const alertShowing = (id: string) => within(alertList()).queryByText(texts[id]?.title ?? id);

/** Raises an alert as the product does: signing in for the welcome, logging out for the goodbye. */
async function raise({ user, http, raised }: AlertsScreen, event: EventObject) {
  const { id } = (event as EventObject & { alert: Alert }).alert;
  // Beside an alert already counting down, a moment passes first, so the two run out apart.
  if (alertItems().length > 0) await vi.advanceTimersByTimeAsync(100);
  const after = Date.now();
  if (id === welcome.id) {
    await signInThroughForm(user, 'admin', 'admin-password');
    await answerLogin(http);
  } else {
    await logOutThroughMenu(user, 'Ada Admin');
  }
  // The list stays in its one state: wait for the screen to show what the gesture raised, and the
  // page it led to (the portal after signing in, the login page after logging out).
  await settled(() => within(alertList()).queryByText(texts[id]?.title ?? id));
  const landed =
    id === welcome.id
      ? () => screen.queryByRole('button', { name: 'Account menu for Ada Admin' })
      : () => screen.queryByRole('textbox', { name: 'Username' });
  await settled(landed);
  raised.set(id, { after, before: Date.now() });
}

const to = (type: string, payload: Record<string, unknown>) => ({
  event: { type, ...payload },
  state: 'active',
});

/** What the spec asks of the list, walked whatever the machine declares: newest on top, each going. */
const spec = [
  {
    input: undefined,
    initial: 'active',
    steps: [
      to('alert.added', { alert: welcome }),
      to('alert.added', { alert: goodbye }),
      to('alert.dismissed', { id: welcome.id }),
      to('alert.dismissed', { id: goodbye.id }),
    ],
  },
  {
    input: undefined,
    initial: 'active',
    steps: [
      to('alert.added', { alert: welcome }),
      to('alert.held', { id: welcome.id, by: 'pointer' }),
      to('alert.released', { id: welcome.id, by: 'pointer' }),
      to('alert.held', { id: welcome.id, by: 'focus' }),
      to('alert.released', { id: welcome.id, by: 'focus' }),
      to('alert.added', { alert: goodbye }),
      to('alert.dismissed', { id: welcome.id }),
    ],
  },
];

function walk(dismiss: ViewWalk<AlertsScreen>['drivers'][string]): ViewWalk<AlertsScreen> {
  return {
    model: alertsModel,
    everyVariant: true,
    timeout: 60_000,
    scenarios: spec,
    render: async (_path, inspect) => ({
      ...(await renderPortal({ url: '/login', inspect, fakeTimers: true })),
      raised: new Map(),
    }),
    drivers: {
      'alert.added': raise,
      'alert.dismissed': dismiss,
      'alert.held': hold,
      'alert.released': release,
    },
    checks: {
      active: (_screen, step) => {
        const expected = expectedAlerts(step);
        const items = alertItems();
        expect(items).toHaveLength(expected.length);
        expected.forEach((id, index) => {
          const item = items[index];
          const text = texts[id];
          if (!item || !text) throw new Error(`No alert ${id} at ${index}`);
          expect(item).toHaveAttribute('role', text.role);
          expect(within(item).getByText(text.title)).toBeVisible();
          expect(within(item).getByText(text.message)).toBeVisible();
          expect(within(item).getByRole('button', { name: 'Close notification' })).toBeEnabled();
        });
      },
    },
  };
}

describe('the alert list', () => {
  // The clock moves only where the walk waits.
  beforeEach(() => {
    vi.useFakeTimers();
  });

  itWalksTheScreen<AlertsScreen>(
    walk(async ({ user }, event) => {
      const title = within(alertList()).getByText(texts[idOf(event)]?.title ?? '');
      const item = title.closest('[role]') as HTMLElement;
      await user.click(within(item).getByRole('button', { name: 'Close notification' }));
    }),
    'walks every transition, the person closing each alert',
  );

  itWalksTheScreen<AlertsScreen>(
    walk(async ({ raised }, event) => {
      const id = idOf(event);
      const when = raised.get(id);
      if (!when) throw new Error(`${id} was never raised`);
      // Still there 1 ms before 5000 ms have passed since its countdown started, gone at 5000 ms.
      await vi.advanceTimersByTimeAsync(when.after + 4999 - Date.now());
      expect(alertShowing(id)).not.toBeNull();
      await vi.advanceTimersByTimeAsync(when.before + 5000 - Date.now());
    }),
    'walks every transition, each alert going 5000 ms after it came or was let go',
  );
});
