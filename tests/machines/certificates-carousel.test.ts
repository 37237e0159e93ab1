import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { certificatesCarouselMachine } from '../../machines/certificates-carousel.machine';

function start(count: number) {
  const clock = new SimulatedClock();
  const silent = fromCallback(() => {});
  const machine = certificatesCarouselMachine.provide({
    actors: { watchInView: silent, watchReducedMotion: silent },
  });
  const actor = createActor(machine, { clock, input: { count } }).start();
  const index = () => actor.getSnapshot().context.index;
  const announces = () => actor.getSnapshot().context.announces;
  // The view enables its buttons with exactly these checks.
  const canNext = () => actor.getSnapshot().can({ type: 'next.clicked' });
  const canPrevious = () => actor.getSnapshot().can({ type: 'previous.clicked' });
  return { actor, clock, index, announces, canNext, canPrevious };
}

describe('certificates carousel machine', () => {
  it('advances every 8000 ms and loops from the last slide back to the first', () => {
    const { clock, index } = start(4);
    expect(index()).toBe(0);
    clock.increment(7999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(8000);
    expect(index()).toBe(2);
    clock.increment(8000);
    expect(index()).toBe(3);
    clock.increment(8000);
    expect(index()).toBe(0);
  });

  it('refuses previous at the first slide and next at the last', () => {
    const { actor, index, canNext, canPrevious } = start(4);
    expect(canPrevious()).toBe(false);
    expect(canNext()).toBe(true);
    actor.send({ type: 'previous.clicked' });
    expect(index()).toBe(0);
    actor.send({ type: 'next.clicked' });
    actor.send({ type: 'next.clicked' });
    actor.send({ type: 'next.clicked' });
    expect(index()).toBe(3);
    expect(canNext()).toBe(false);
    expect(canPrevious()).toBe(true);
    actor.send({ type: 'next.clicked' });
    expect(index()).toBe(3);
    actor.send({ type: 'previous.clicked' });
    expect(index()).toBe(2);
  });

  it('restarts the 8 s wait after a manual step', () => {
    const { actor, clock, index } = start(4);
    clock.increment(6000);
    actor.send({ type: 'next.clicked' });
    expect(index()).toBe(1);
    clock.increment(7999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
    clock.increment(3000);
    actor.send({ type: 'previous.clicked' });
    expect(index()).toBe(1);
    clock.increment(7999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it('holds still while nobody can see it and waits a full 8 s once it is seen again', () => {
    const { actor, clock, index } = start(4);
    clock.increment(5000);
    actor.send({ type: 'view.lost' });
    clock.increment(60_000);
    expect(index()).toBe(0);
    actor.send({ type: 'view.regained' });
    clock.increment(7999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('holds still while the pointer is over it or focus is inside it, and steps by hand meanwhile', () => {
    for (const [hold, release] of [
      ['pointer.entered', 'pointer.left'],
      ['focus.entered', 'focus.left'],
    ] as const) {
      const { actor, clock, index } = start(4);
      actor.send({ type: hold });
      clock.increment(60_000);
      expect(index()).toBe(0);
      actor.send({ type: 'next.clicked' });
      expect(index()).toBe(1);
      actor.send({ type: release });
      clock.increment(8000);
      expect(index()).toBe(2);
    }
  });

  it('stops on its Pause button until it is pressed again, and steps by hand meanwhile', () => {
    const { actor, clock, index } = start(4);
    actor.send({ type: 'playback.toggled' });
    clock.increment(60_000);
    expect(index()).toBe(0);
    actor.send({ type: 'next.clicked' });
    clock.increment(60_000);
    expect(index()).toBe(1);
    actor.send({ type: 'playback.toggled' });
    clock.increment(8000);
    expect(index()).toBe(2);
  });

  it('stays still for a visitor who asks for reduced motion until they press Play', () => {
    const { actor, clock, index } = start(4);
    actor.send({ type: 'motion.reduced' });
    clock.increment(60_000);
    expect(index()).toBe(0);
    // Asking again changes nothing: it is already still.
    expect(actor.getSnapshot().can({ type: 'motion.reduced' })).toBe(false);
    actor.send({ type: 'playback.toggled' });
    clock.increment(8000);
    expect(index()).toBe(1);
  });

  it('has its slides announced after a step by hand, never after the clock', () => {
    const { actor, clock, announces } = start(4);
    expect(announces()).toBe(false);
    clock.increment(8000);
    expect(announces()).toBe(false);
    actor.send({ type: 'next.clicked' });
    expect(announces()).toBe(true);
    actor.send({ type: 'previous.clicked' });
    expect(announces()).toBe(true);
    clock.increment(8000);
    expect(announces()).toBe(false);
  });
});
