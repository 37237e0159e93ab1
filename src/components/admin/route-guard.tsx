import { useNavigate, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type Access, routeGuardMachine } from '../../../machines/route-guard.machine';
import { useFlow, useSessionActor } from '../../root-actors';
import { Spinner } from '../ui/spinner';

/** Where two-factor sign-in is set up: the one page someone who must still set it up may see. */
export const twoFactorPath = '/admin/two-factor';

/**
 * Keeps a page from people who may not see it, for their convenience only: the server checks every
 * call itself.
 * The guard watches the session itself; `access` is fixed for the route that draws it.
 */
export function RouteGuard({
  access,
  children,
  pending = <Spinner />,
}: {
  access: Access;
  children: ReactNode;
  /** What shows until the guard lets the person in (a spinner). */
  pending?: ReactNode;
}) {
  const session = useSessionActor();
  const navigate = useNavigate();
  const router = useRouter();
  const guard = useFlow(
    routeGuardMachine.provide({
      actions: {
        // The page the visitor is on when sent away (not the one first guarded), to come back to.
        redirectToLogin: () =>
          void navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true }),
        redirectToForbidden: () => void navigate({ to: '/admin-forbidden', replace: true }),
        redirectToTwoFactor: () => void navigate({ to: twoFactorPath, replace: true }),
      },
    }),
    { input: { access, session } },
  );
  const allowed = useSelector(guard, (s) => s.matches('allowed'));
  return allowed ? children : pending;
}
