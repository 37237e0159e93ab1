import { type AnyMachineSnapshot, createActor, createMachine } from 'xstate';
import { adminLoginMachine } from '../../../machines/admin-login.machine';
import type { SessionRef } from '../../../machines/session.machine';
import type { FailedCodes } from '../../../src/api/auth';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

/** Stands in for the session: it takes the form's `login.submitted`; the model plays its answers. */
const session = createActor(createMachine({})).start() as unknown as SessionRef;

const inCodeStep = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('code') || snapshot.matches('confirming');

/** Wrong codes entered for the account since its last sign-in, as the sign-in's answer tells them. */
export const adminLoginFailedCodes: FailedCodes = {
  count: 3,
  firstAt: '2030-01-01T08:00:00.000Z',
  lastAt: '2030-01-01T08:05:00.000Z',
};

export const adminLoginModel: MachineModel = {
  machine: adminLoginMachine.provide({
    actions: { announceWelcome: noop, goToDestination: noop, announceFailedCodes: noop },
  }),
  // The machine reads only the session; `url` is where the login page was opened: directly, or
  // by the guard of a page the visitor asked for.
  inputs: [
    { session, url: '/login' },
    { session, url: '/login?redirect=%2Fadmin%2Fusers' },
  ],
  events: {
    // The password step's fields; in the code step, a code from the app (typed with a space), a
    // recovery code, and five digits, which are neither.
    'field.changed': (snapshot) =>
      inCodeStep(snapshot)
        ? [
            { field: 'code', value: '123 456' },
            { field: 'code', value: 'a1b2c-d3e4f' },
            { field: 'code', value: '12345' },
          ]
        : [
            { field: 'username', value: 'admin' },
            { field: 'password', value: 'admin-password' },
          ],
    'form.submitted': [{}],
    'codeKind.toggled': [{}],
    'back.requested': [{}],
    // Signed in, and told of wrong codes entered for the account since it last signed in.
    'session.signedIn': [{}, { failedCodes: adminLoginFailedCodes }],
    'session.codeRequired': [{}],
    // Each way the session's login, or its code step, can fail, by the message it gives.
    'session.loginFailed': (snapshot) =>
      inCodeStep(snapshot)
        ? [
            { error: 'twoFactorRejected' },
            { error: 'twoFactorChallengeExpired' },
            { error: 'loginThrottled' },
            { error: 'loginNoResponse' },
          ]
        : [
            { error: 'loginRejected' },
            { error: 'loginThrottled' },
            { error: 'loginError' },
            { error: 'loginTimedOut' },
            { error: 'loginNoResponse' },
          ],
  },
};
