import type { AnyMachineSnapshot } from 'xstate';
import { type Alert, type AlertHold, alertsMachine } from '../../../machines/alerts.machine';
import type { MachineModel } from '../model';

/** The alerts signing in and logging out raise. */
export const welcome: Alert = {
  id: 'welcome',
  type: 'success',
  title: 'loginSuccessfulTitle',
  message: 'loginSuccessfulMessage',
};
export const goodbye: Alert = {
  id: 'goodbye',
  type: 'info',
  title: 'loggedOutTitle',
  message: 'loggedOutMessage',
};

const shown = (snapshot: AnyMachineSnapshot) => (snapshot.context as { alerts: Alert[] }).alerts;
const holds = (snapshot: AnyMachineSnapshot) =>
  Object.entries((snapshot.context as { holds: Record<string, AlertHold[]> }).holds).flatMap(([id, ways]) =>
    ways.map((by) => ({ id, by })),
  );

/**
 * Signing in and logging out take turns, so the newest alert says whether the person is signed in
 * (none yet: signed out). Alerts go oldest first, which keeps that true, and a lone welcome stays:
 * an empty list would no longer tell that the person is still signed in.
 *
 * A person holds an alert (pointer on it, or focus in it) only while it is the one shown, and lets
 * go before doing anything else: the time spent reading it would run out any other alert's five
 * seconds, and signing in or out moves the pointer and the focus away from it.
 */
export const alertsModel: MachineModel = {
  machine: alertsMachine,
  inputs: [undefined],
  events: {
    'alert.added': (snapshot) => {
      if (holds(snapshot).length > 0) return [];
      const signedIn = shown(snapshot)[0]?.id === welcome.id;
      const next = signedIn ? goodbye : welcome;
      return shown(snapshot).some((a) => a.id === next.id) ? [] : [{ alert: next }];
    },
    'alert.dismissed': (snapshot) => {
      const alerts = shown(snapshot);
      if (holds(snapshot).length > 0) return [];
      const oldest = alerts.at(-1);
      if (!oldest || (alerts.length === 1 && oldest.id === welcome.id)) return [];
      return [{ id: oldest.id }];
    },
    'alert.held': (snapshot) => {
      const [only, ...others] = shown(snapshot);
      if (!only || others.length > 0 || holds(snapshot).length > 0) return [];
      return (['pointer', 'focus'] as const).map((by) => ({ id: only.id, by }));
    },
    'alert.released': holds,
  },
};
