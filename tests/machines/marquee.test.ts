import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { marqueeMachine } from '../../machines/marquee.machine';
import { marqueeModel } from './models/marquee.model';
import { itWalksEveryTransition } from './walk';

function start() {
  const actor = createActor(marqueeMachine).start();
  const state = () => (actor.getSnapshot().hasTag('paused') ? 'paused' : 'running');
  return { actor, state };
}

describe('marquee machine', () => {
  itWalksEveryTransition(marqueeModel);

  it('pauses while the pointer is over it and runs again when it leaves', () => {
    const { actor, state } = start();
    expect(state()).toBe('running');
    actor.send({ type: 'pointer.entered' });
    expect(state()).toBe('paused');
    actor.send({ type: 'pointer.left' });
    expect(state()).toBe('running');
  });

  it('pauses while keyboard focus is inside and runs again when it leaves', () => {
    const { actor, state } = start();
    actor.send({ type: 'focus.entered' });
    expect(state()).toBe('paused');
    actor.send({ type: 'focus.left' });
    expect(state()).toBe('running');
  });

  it('stays paused while focus is inside even after the pointer leaves', () => {
    const { actor, state } = start();
    actor.send({ type: 'pointer.entered' });
    actor.send({ type: 'focus.entered' });
    actor.send({ type: 'pointer.left' });
    expect(state()).toBe('paused');
    actor.send({ type: 'focus.left' });
    expect(state()).toBe('running');
  });

  it('stays paused while the pointer is over it even after focus leaves', () => {
    const { actor, state } = start();
    actor.send({ type: 'focus.entered' });
    actor.send({ type: 'pointer.entered' });
    actor.send({ type: 'focus.left' });
    expect(state()).toBe('paused');
    actor.send({ type: 'pointer.left' });
    expect(state()).toBe('running');
  });
});
