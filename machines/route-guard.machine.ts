/**
 * Route guard: a spinner while the session loads; signed-out visitors
 * go to the login page carrying the page they asked for; a non-admin on an admin-only page goes to
 * /admin-forbidden; anyone else sees the page. When the person logs out from the page, the session
 * takes them to the login page itself and the guard steps aside.
 *
 * States: waiting → allowed | redirectingToLogin | forbidden; allowed → leaving.
 * Events: session.changed { status, role }, sent by the guard's own watch on the session.
 */
import { fromCallback, type SnapshotFrom, setup } from 'xstate';
import type { Role } from '../src/api/users';
import { missingAction } from './not-provided';
import type { SessionRef, sessionMachine } from './session.machine';

/** The session as a guard sees it; `loggedOut` is a sign-out the person asked for. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'loggedOut';
export type Access = 'signedIn' | 'admin';

export interface RouteGuardInput {
  access: Access;
  session: SessionRef;
}

type SessionChanged = { type: 'session.changed'; status: SessionStatus; role: Role | null };

export function sessionChanged(session: SnapshotFrom<typeof sessionMachine>): SessionChanged {
  const role = session.context.user?.role ?? null;
  if (session.hasTag('loading')) return { type: 'session.changed', status: 'loading', role };
  if (session.matches('signedIn')) return { type: 'session.changed', status: 'signedIn', role };
  if (session.matches('loggedOut')) return { type: 'session.changed', status: 'loggedOut', role };
  return { type: 'session.changed', status: 'signedOut', role };
}

/** Reports the session as it is now, then each time its status or role changes. */
const watchSession = fromCallback<SessionChanged, SessionRef>(({ input, sendBack }) => {
  let last = sessionChanged(input.getSnapshot());
  sendBack(last);
  return input.subscribe((snapshot) => {
    const next = sessionChanged(snapshot);
    if (next.status === last.status && next.role === last.role) return;
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
  },
  guards: {
    isLoading: ({ event }) => event.status === 'loading',
    isSignedOut: ({ event }) => event.status === 'signedOut' || event.status === 'loggedOut',
    isLoggedOut: ({ event }) => event.status === 'loggedOut',
    lacksRole: ({ context, event }) => context.access === 'admin' && event.role !== 'admin',
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
    leaving: {},
  },
});
