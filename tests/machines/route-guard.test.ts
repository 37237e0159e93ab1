import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type Access, routeGuardMachine } from '../../machines/route-guard.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { User } from '../../src/api/users';
import { adminUser, noop, plainUser } from './fixtures';
import { pendingActor } from './model';

/** A guard watching a real session, whose answers the test gives. */
function start(access: Access) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        readToken: pendingActor(),
        verifyToken: pendingActor(),
        login: pendingActor(),
        confirmCode: pendingActor(),
      },
      actions: { storeToken: noop, forgetToken: noop, revokeToken: noop, notify: noop, goToLogin: noop },
    }),
  ).start();
  const effects = { redirectToLogin: vi.fn(), redirectToForbidden: vi.fn(), redirectToTwoFactor: vi.fn() };
  const guard = createActor(
    routeGuardMachine.provide({
      actions: {
        redirectToLogin: () => effects.redirectToLogin(),
        redirectToForbidden: () => effects.redirectToForbidden(),
        redirectToTwoFactor: () => effects.redirectToTwoFactor(),
      },
    }),
    { input: { access, session } },
  ).start();
  const signIn = (user: User) => {
    session.send({ type: 'xstate.done.actor.readToken', output: 'stored-token' } as never);
    session.send({ type: 'xstate.done.actor.verifyToken', output: user } as never);
  };
  return { session, guard, effects, signIn };
}

describe('route guard machine', () => {
  it('waits, redirecting nowhere, while the session loads', () => {
    const { session, guard, effects } = start('admin');
    session.send({ type: 'xstate.done.actor.readToken', output: 'stored-token' } as never);
    expect(guard.getSnapshot().value).toBe('waiting');
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
    expect(effects.redirectToForbidden).not.toHaveBeenCalled();
  });

  it('sends a signed-in user without the admin role away from an admin page, once', () => {
    const { guard, effects, signIn } = start('admin');
    signIn(plainUser);
    expect(guard.getSnapshot().value).toBe('forbidden');
    expect(effects.redirectToForbidden).toHaveBeenCalledTimes(1);
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
  });

  it('lets an admin onto an admin page, and anyone signed in onto a signed-in page', () => {
    const admin = start('admin');
    admin.signIn(adminUser);
    expect(admin.guard.getSnapshot().value).toBe('allowed');
    const user = start('signedIn');
    user.signIn(plainUser);
    expect(user.guard.getSnapshot().value).toBe('allowed');
  });

  it('sends the visitor to the login page once when the server ends the session on the page', () => {
    const { session, guard, effects, signIn } = start('signedIn');
    signIn(adminUser);
    session.send({ type: 'session.expired' });
    expect(guard.getSnapshot().value).toBe('redirectingToLogin');
    expect(effects.redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('steps aside when the person logs out from the page: the session takes them away', () => {
    const { session, guard, effects, signIn } = start('signedIn');
    signIn(adminUser);
    session.send({ type: 'logout.requested' });
    expect(guard.getSnapshot().value).toBe('leaving');
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
  });

  it('sends a visitor already logged out to the login page, like anyone signed out', () => {
    const { session, signIn } = start('signedIn');
    signIn(adminUser);
    session.send({ type: 'logout.requested' });
    const later = createActor(
      routeGuardMachine.provide({
        actions: { redirectToLogin: noop, redirectToForbidden: noop, redirectToTwoFactor: noop },
      }),
      { input: { access: 'signedIn', session } },
    ).start();
    expect(later.getSnapshot().value).toBe('redirectingToLogin');
  });

  describe('for someone who must still set up two-factor sign-in', () => {
    const mustSetUp = { ...adminUser, twoFactorSetupRequired: true } as User;

    it('sends them from any other page to the two-factor page, once', () => {
      for (const access of ['signedIn', 'admin'] as const) {
        const { guard, effects, signIn } = start(access);
        signIn(mustSetUp);
        expect(guard.getSnapshot().value).toBe('settingUpTwoFactor');
        expect(effects.redirectToTwoFactor).toHaveBeenCalledTimes(1);
      }
    });

    it('lets them onto the two-factor page, and everywhere once it is set up', () => {
      const onTwoFactorPage = start('twoFactorSetup');
      onTwoFactorPage.signIn(mustSetUp);
      expect(onTwoFactorPage.guard.getSnapshot().value).toBe('allowed');
      expect(onTwoFactorPage.effects.redirectToTwoFactor).not.toHaveBeenCalled();
      const elsewhere = start('signedIn');
      elsewhere.signIn(mustSetUp);
      elsewhere.session.send({ type: 'twoFactor.changed', setupRequired: false });
      expect(elsewhere.guard.getSnapshot().value).toBe('allowed');
    });

    it('sends someone already on a page there as soon as the session learns it', () => {
      const { session, guard, effects, signIn } = start('signedIn');
      signIn(adminUser);
      session.send({ type: 'twoFactor.changed', setupRequired: true });
      expect(guard.getSnapshot().value).toBe('settingUpTwoFactor');
      expect(effects.redirectToTwoFactor).toHaveBeenCalledTimes(1);
    });
  });
});
