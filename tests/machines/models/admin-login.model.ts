import { createActor, createMachine } from 'xstate';
import { adminLoginMachine } from '../../../machines/admin-login.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

/** Stands in for the session: it takes the form's `login.submitted`; the model plays its answers. */
const session = createActor(createMachine({})).start() as unknown as SessionRef;

export const adminLoginModel: MachineModel = {
  machine: adminLoginMachine.provide({ actions: { announceWelcome: noop, goToDestination: noop } }),
  // The machine reads only the session; `url` is where the login page was opened: directly, or
  // by the guard of a page the visitor asked for.
  inputs: [
    { session, url: '/login' },
    { session, url: '/login?redirect=%2Fadmin%2Fusers' },
  ],
  events: {
    'field.changed': [
      { field: 'username', value: 'admin' },
      { field: 'password', value: 'admin-password' },
    ],
    'form.submitted': [{}],
    'session.signedIn': [{}],
    // Each way the session's login can fail, by the message it gives.
    'session.loginFailed': [
      { error: 'loginRejected' },
      { error: 'loginThrottled' },
      { error: 'loginError' },
      { error: 'loginTimedOut' },
      { error: 'loginNoResponse' },
    ],
  },
};
