import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { productCarouselMachine } from '../../machines/product-carousel.machine';

const silent = fromCallback(() => {});

function start(count: number, perView: number) {
  const clock = new SimulatedClock();
  const machine = productCarouselMachine.provide({
    actors: { watchInView: silent, watchWidth: silent, watchReducedMotion: silent },
  });
  const actor = createActor(machine, { clock, input: { count, perView } }).start();
  const index = () => actor.getSnapshot().context.index;
  const paused = () => actor.getSnapshot().hasTag('paused');
  return { actor, clock, index, paused };
}

describe('product carousel machine', () => {
  it('advances one product every 4000 ms and loops from the last position to the first', () => {
    const { clock, index } = start(5, 3);
    clock.increment(3999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(4000);
    expect(index()).toBe(2);
    clock.increment(4000);
    expect(index()).toBe(0);
  });

  it('loops both ways on the arrows and restarts the 4 s wait', () => {
    const { actor, clock, index } = start(5, 3);
    actor.send({ type: 'previous.clicked' });
    expect(index()).toBe(2);
    actor.send({ type: 'next.clicked' });
    expect(index()).toBe(0);
    clock.increment(3000);
    actor.send({ type: 'next.clicked' });
    expect(index()).toBe(1);
    clock.increment(3999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it('holds still while the pointer is over it and resumes with a full wait when it leaves', () => {
    const { actor, clock, index, paused } = start(5, 1);
    clock.increment(3000);
    actor.send({ type: 'pointer.entered' });
    expect(paused()).toBe(true);
    clock.increment(20_000);
    expect(index()).toBe(0);
    actor.send({ type: 'next.clicked' });
    expect(index()).toBe(1);
    actor.send({ type: 'pointer.left' });
    expect(paused()).toBe(false);
    clock.increment(3999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it('stays paused until the pointer has left, focus has left and it is seen again', () => {
    const { actor, clock, index, paused } = start(5, 1);
    actor.send({ type: 'pointer.entered' });
    actor.send({ type: 'focus.entered' });
    actor.send({ type: 'view.lost' });
    actor.send({ type: 'pointer.left' });
    actor.send({ type: 'focus.left' });
    expect(paused()).toBe(true);
    clock.increment(10_000);
    expect(index()).toBe(0);
    actor.send({ type: 'view.regained' });
    expect(paused()).toBe(false);
    clock.increment(4000);
    expect(index()).toBe(1);
  });

  it('keeps the index in range when fewer positions remain at a wider breakpoint', () => {
    const { actor, index } = start(5, 1);
    actor.send({ type: 'previous.clicked' });
    expect(index()).toBe(4);
    actor.send({ type: 'perView.changed', perView: 3 });
    expect(index()).toBe(2);
    actor.send({ type: 'perView.changed', perView: 1 });
    expect(index()).toBe(2);
  });
});
