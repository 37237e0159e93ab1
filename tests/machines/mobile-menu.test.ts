import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type DismissReason, mobileMenuMachine } from '../../machines/mobile-menu.machine';
import { mobileMenuModel } from './models/mobile-menu.model';
import { itWalksEveryTransition } from './walk';

const reasons: DismissReason[] = ['routeChanged', 'outsideClicked', 'escapePressed', 'viewportWidened'];

function start() {
  const effects = { lockScroll: vi.fn(), unlockScroll: vi.fn() };
  const actor = createActor(
    mobileMenuMachine.provide({
      actions: { lockScroll: () => effects.lockScroll(), unlockScroll: () => effects.unlockScroll() },
    }),
  ).start();
  return { actor, effects };
}

describe('mobile menu machine', () => {
  itWalksEveryTransition(mobileMenuModel);

  it('starts closed without touching the page scroll', () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects.lockScroll).not.toHaveBeenCalled();
    expect(effects.unlockScroll).not.toHaveBeenCalled();
  });

  it('locks the page scroll when opened and unlocks it once when toggled closed', () => {
    const { actor, effects } = start();
    actor.send({ type: 'menu.toggled' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(effects.lockScroll).toHaveBeenCalledTimes(1);
    expect(effects.unlockScroll).not.toHaveBeenCalled();
    actor.send({ type: 'menu.toggled' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects.lockScroll).toHaveBeenCalledTimes(1);
    expect(effects.unlockScroll).toHaveBeenCalledTimes(1);
  });

  it.each(reasons)('closes on %s and unlocks the scroll exactly once', (reason) => {
    const { actor, effects } = start();
    actor.send({ type: 'menu.toggled' });
    actor.send({ type: 'menu.dismissed', reason });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects.unlockScroll).toHaveBeenCalledTimes(1);
    // A second dismissal (say the route changes after Escape) must not unlock again.
    actor.send({ type: 'menu.dismissed', reason });
    expect(effects.unlockScroll).toHaveBeenCalledTimes(1);
    expect(effects.lockScroll).toHaveBeenCalledTimes(1);
  });

  it('ignores every dismissal while closed', () => {
    const { actor, effects } = start();
    for (const reason of reasons) {
      actor.send({ type: 'menu.dismissed', reason });
      expect(actor.getSnapshot().value).toBe('closed');
    }
    expect(effects.lockScroll).not.toHaveBeenCalled();
    expect(effects.unlockScroll).not.toHaveBeenCalled();
  });
});
