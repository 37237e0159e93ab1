import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type Access, routeGuardMachine } from '../../machines/route-guard.machine';
import type { Role } from '../../src/api/users';
import { routeGuardModel } from './models/route-guard.model';
import { itWalksEveryTransition } from './walk';

function start(access: Access) {
  const effects = { redirectToLogin: vi.fn(), redirectToForbidden: vi.fn() };
  const actor = createActor(
    routeGuardMachine.provide({
      actions: {
        redirectToLogin: (_, { from }) => effects.redirectToLogin(from),
        redirectToForbidden: () => effects.redirectToForbidden(),
      },
    }),
    { input: { access, from: '/admin/users' } },
  ).start();
  return { actor, effects };
}

const signedIn = (role: Role) => ({ type: 'session.changed', status: 'signedIn', role }) as const;

describe('route guard machine', () => {
  itWalksEveryTransition(routeGuardModel);

  it('waits, redirecting nowhere, while the session loads', () => {
    const { actor, effects } = start('admin');
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'session.changed', status: 'loading', role: null });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
    expect(effects.redirectToForbidden).not.toHaveBeenCalled();
  });

  it('redirects a signed-out visitor to the login page carrying the page asked for', () => {
    const { actor, effects } = start('signedIn');
    actor.send({ type: 'session.changed', status: 'signedOut', role: null });
    expect(actor.getSnapshot().value).toBe('redirectingToLogin');
    expect(effects.redirectToLogin).toHaveBeenCalledWith('/admin/users');
  });

  it('sends a signed-in user without the admin role away from an admin page to /admin-forbidden', () => {
    const { actor, effects } = start('admin');
    actor.send(signedIn('user'));
    expect(actor.getSnapshot().value).toBe('forbidden');
    expect(effects.redirectToForbidden).toHaveBeenCalledTimes(1);
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
  });

  it('lets an admin onto an admin page, and anyone signed in onto a signed-in page', () => {
    const admin = start('admin');
    admin.actor.send(signedIn('admin'));
    expect(admin.actor.getSnapshot().value).toBe('allowed');
    const user = start('signedIn');
    user.actor.send(signedIn('user'));
    expect(user.actor.getSnapshot().value).toBe('allowed');
    for (const { effects } of [admin, user]) {
      expect(effects.redirectToLogin).not.toHaveBeenCalled();
      expect(effects.redirectToForbidden).not.toHaveBeenCalled();
    }
  });

  it('redirects to login when the session ends on an allowed page', () => {
    const { actor, effects } = start('admin');
    actor.send(signedIn('admin'));
    actor.send({ type: 'session.changed', status: 'signedOut', role: null });
    expect(effects.redirectToLogin).toHaveBeenCalledWith('/admin/users');
  });
});
