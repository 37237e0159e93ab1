import { type AnyMachineSnapshot, createActor, createMachine, fromCallback } from 'xstate';
import { routeGuardMachine } from '../../../machines/route-guard.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

/** Never read: the model's guard does not watch a session, the model sends the changes itself. */
const session = createActor(createMachine({})) as unknown as SessionRef;

const loading = { status: 'loading', role: null, setupRequired: false };
const signedOut = { status: 'signedOut', role: null, setupRequired: false };
const loggedOut = { status: 'loggedOut', role: null, setupRequired: false };

/**
 * How the session can change under a guard: while it loads, it stays loading, signs in (as an admin
 * or a plain user, or as an admin who must still set up two-factor sign-in) or turns out signed
 * out; on a page shown, the person logs out, the server ends the session, or the site comes to
 * require two-factor sign-in of them. A guard that has sent the visitor away is gone with the page.
 */
function sessionChanges(snapshot: AnyMachineSnapshot) {
  if (snapshot.matches('waiting'))
    return [
      loading,
      signedOut,
      { status: 'signedIn', role: 'user', setupRequired: false },
      { status: 'signedIn', role: 'admin', setupRequired: false },
      { status: 'signedIn', role: 'admin', setupRequired: true },
    ];
  if (snapshot.matches('allowed'))
    return [loggedOut, signedOut, { status: 'signedIn', role: 'admin', setupRequired: true }];
  return [];
}

export const routeGuardModel: MachineModel = {
  machine: routeGuardMachine.provide({
    actors: { watchSession: fromCallback(() => {}) },
    actions: { redirectToLogin: noop, redirectToForbidden: noop, redirectToTwoFactor: noop },
  }),
  inputs: [
    { access: 'signedIn', session },
    { access: 'admin', session },
  ],
  events: { 'session.changed': sessionChanges },
};
