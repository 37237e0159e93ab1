import { useLocation, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { type Access, routeGuardMachine, type SessionStatus } from '../../../machines/route-guard.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import { useFlow, useSessionActor } from '../../root-actors';
import { Spinner } from '../ui/spinner';

function statusOf(session: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (session.hasTag('loading')) return 'loading';
  return session.matches('signedIn') ? 'signedIn' : 'signedOut';
}

/**
 * Spec §4 "Route guard", for the visitor's convenience only: the server checks every call itself.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSessionActor();
  const navigate = useNavigate();
  const location = useLocation();
  const guard = useFlow(
    routeGuardMachine.provide({
      actions: {
        redirectToLogin: (_, { from }) =>
          void navigate({ to: '/login', search: { redirect: from }, replace: true }),
        redirectToForbidden: () => void navigate({ to: '/admin-forbidden', replace: true }),
      },
    }),
    { input: { access, from: location.href } },
  );

  // Bridges the session to the guard: every change of the session is reported.
  useEffect(() => {
    const report = (snapshot: SnapshotFrom<typeof sessionMachine>) =>
      guard.send({
        type: 'session.changed',
        status: statusOf(snapshot),
        role: snapshot.context.user?.role ?? null,
      });
    report(session.getSnapshot());
    return session.subscribe(report).unsubscribe;
  }, [session, guard]);

  const allowed = useSelector(guard, (s) => s.matches('allowed'));
  return allowed ? children : <Spinner />;
}
