/**
 * Route guard: a spinner while the session loads; signed-out visitors
 * go to the login page carrying the page they asked for; a non-admin on an admin-only page goes to
 * /admin-forbidden; someone who must still set up two-factor sign-in goes to the page that sets it
 * up (the only page they may see); anyone else sees the page. When the person logs out from the
 * page, the session takes them to the login page itself and the guard steps aside.
 *
 * States: waiting → allowed | redirectingToLogin | forbidden | settingUpTwoFactor;
 * allowed → leaving; any state but waiting goes where a later change of the session says.
 * Events: session.changed { status, role, setupRequired }, sent by the guard's own watch on the session.
 */
import { fromCallback, type SnapshotFrom, setup } from 'xstate';
import type { Role } from '../src/api/users';
import { missingAction } from './not-provided';
import type { SessionRef, sessionMachine } from './session.machine';

/** The session as a guard sees it; `loggedOut` is a sign-out the person asked for. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'loggedOut';
/** Who may see a page: anyone signed in, administrators, or (the two-factor page) also those who must still set it up. */
export type Access = 'signedIn' | 'admin' | 'twoFactorSetup';

export interface RouteGuardInput {
  access: Access;
  session: SessionRef;
}

type SessionChanged = {
  type: 'session.changed';
  status: SessionStatus;
  role: Role | null;
  /** The signed-in user must set up two-factor sign-in before anything else. */
  setupRequired: boolean;
};

export function sessionChanged(session: SnapshotFrom<typeof sessionMachine>): SessionChanged {
  const role = session.context.user?.role ?? null;
  const setupRequired = session.context.user?.twoFactorSetupRequired === true;
  const changed = (status: SessionStatus): SessionChanged => ({
    type: 'session.changed',
    status,
    role,
    setupRequired,
  });
  if (session.hasTag('loading')) return changed('loading');
  if (session.matches('signedIn')) return changed('signedIn');
  if (session.matches('loggedOut')) return changed('loggedOut');
  return changed('signedOut');
}

/** Reports the session as it is now, then each time its status, role or two-factor duty changes. */
const watchSession = fromCallback<SessionChanged, SessionRef>(({ input, sendBack }) => {
  let last = sessionChanged(input.getSnapshot());
  sendBack(last);
  return input.subscribe((snapshot) => {
    const next = sessionChanged(snapshot);
    const same =
      next.status === last.status && next.role === last.role && next.setupRequired === last.setupRequired;
    if (same) return;
    last = next;
    sendBack(next);
  }).unsubscribe;
});

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardInput,
    input: {} as RouteGuardInput,
    events: {} as SessionChanged,
  },
  actors: { watchSession },
  actions: {
    /** To the login page, carrying the page the visitor is on. */
    redirectToLogin: missingAction('redirectToLogin'),
    redirectToForbidden: missingAction('redirectToForbidden'),
    /** To the page that sets up two-factor sign-in. */
    redirectToTwoFactor: missingAction('redirectToTwoFactor'),
  },
  guards: {
    isLoading: ({ event }) => event.status === 'loading',
    isSignedOut: ({ event }) => event.status === 'signedOut' || event.status === 'loggedOut',
    isLoggedOut: ({ event }) => event.status === 'loggedOut',
    lacksRole: ({ context, event }) => context.access === 'admin' && event.role !== 'admin',
    mustSetUpTwoFactor: ({ context, event }) => event.setupRequired && context.access !== 'twoFactorSetup',
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => input,
  invoke: { src: 'watchSession', input: ({ context }) => context.session },
  initial: 'waiting',
  on: {
    'session.changed': [
      { guard: 'isLoading', target: '.waiting' },
      { guard: 'isSignedOut', target: '.redirectingToLogin' },
      { guard: 'lacksRole', target: '.forbidden' },
      { guard: 'mustSetUpTwoFactor', target: '.settingUpTwoFactor' },
      { target: '.allowed' },
    ],
  },
  states: {
    waiting: {},
    allowed: {
      on: { 'session.changed': { guard: 'isLoggedOut', target: 'leaving' } },
    },
    redirectingToLogin: { entry: 'redirectToLogin' },
    forbidden: { entry: 'redirectToForbidden' },
    settingUpTwoFactor: { entry: 'redirectToTwoFactor' },
    leaving: {},
  },
});
