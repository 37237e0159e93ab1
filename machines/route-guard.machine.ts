/**
 * Route guard (spec §4 "Route guard", §6): a spinner while the session loads; signed-out visitors
 * go to the login page carrying the page they asked for; a non-admin on an admin-only page goes to
 * /admin-forbidden; anyone else sees the page.
 *
 * States: waiting → allowed | redirectingToLogin | forbidden.
 * Events: session.changed { status, role }.
 */
import { setup } from 'xstate';
import type { Role } from '../src/api/users';
import { missingAction } from './not-provided';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';
export type Access = 'signedIn' | 'admin';

export interface RouteGuardInput {
  access: Access;
  /** The page asked for, to come back to after signing in. */
  from: string;
}

type SessionChanged = { type: 'session.changed'; status: SessionStatus; role: Role | null };

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardInput,
    input: {} as RouteGuardInput,
    events: {} as SessionChanged,
  },
  actions: {
    redirectToLogin: missingAction('redirectToLogin') as (_: unknown, params: { from: string }) => void,
    redirectToForbidden: missingAction('redirectToForbidden'),
  },
  guards: {
    isLoading: ({ event }) => event.status === 'loading',
    isSignedOut: ({ event }) => event.status === 'signedOut',
    lacksRole: ({ context, event }) => context.access === 'admin' && event.role !== 'admin',
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => input,
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
    allowed: {},
    redirectingToLogin: {
      entry: { type: 'redirectToLogin', params: ({ context }) => ({ from: context.from }) },
    },
    forbidden: { entry: 'redirectToForbidden' },
  },
});
