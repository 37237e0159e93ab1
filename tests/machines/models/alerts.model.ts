import type { AnyMachineSnapshot } from 'xstate';
import { type Alert, alertsMachine } from '../../../machines/alerts.machine';
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

/**
 * Signing in and logging out take turns, so the newest alert says whether the person is signed in
 * (none yet: signed out). Alerts go oldest first, which keeps that true, and a lone welcome stays:
 * an empty list would no longer tell that the person is still signed in.
 */
export const alertsModel: MachineModel = {
  machine: alertsMachine,
  inputs: [undefined],
  events: {
    'alert.added': (snapshot) => {
      const signedIn = shown(snapshot)[0]?.id === welcome.id;
      const next = signedIn ? goodbye : welcome;
      return shown(snapshot).some((a) => a.id === next.id) ? [] : [{ alert: next }];
    },
    'alert.dismissed': (snapshot) => {
      const alerts = shown(snapshot);
      const oldest = alerts.at(-1);
      if (!oldest || (alerts.length === 1 && oldest.id === welcome.id)) return [];
      return [{ id: oldest.id }];
    },
  },
};
