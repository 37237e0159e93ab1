import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { newsCarouselMachine } from '../../machines/news-carousel.machine';

function start(count: number) {
  const clock = new SimulatedClock();
  const silent = fromCallback(() => {});
  const machine = newsCarouselMachine.provide({
    actors: { watchInView: silent, watchReducedMotion: silent },
  });
  const actor = createActor(machine, { clock, input: { count } }).start();
  const index = () => actor.getSnapshot().context.index;
  const paused = () => actor.getSnapshot().hasTag('paused');
  return { actor, clock, index, paused };
}

describe('news carousel machine', () => {
  it('shows the next picture every 25 s and loops back to the first', () => {
    const { clock, index } = start(3);
    clock.increment(24_999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(25_000);
    expect(index()).toBe(2);
    clock.increment(25_000);
    expect(index()).toBe(0);
  });

  it('holds still with a single picture, and takes no arrow then', () => {
    const { actor, clock, index, paused } = start(1);
    expect(paused()).toBe(true);
    clock.increment(250_000);
    expect(index()).toBe(0);
    expect(actor.getSnapshot().can({ type: 'next.clicked' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'previous.clicked' })).toBe(false);
  });

  it('holds with no picture at all', () => {
    const { clock, index, paused } = start(0);
    expect(paused()).toBe(true);
    clock.increment(100_000);
    expect(index()).toBe(0);
  });

  it('loops both arrows, and a click starts the 25 s wait afresh', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'previous.clicked' });
    expect(index()).toBe(2);
    clock.increment(20_000);
    actor.send({ type: 'next.clicked' });
    expect(index()).toBe(0);
    clock.increment(24_999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('holds while nobody can see it, the pointer is over it or focus is inside, and resumes after', () => {
    for (const [hold, release] of [
      ['view.lost', 'view.regained'],
      ['pointer.entered', 'pointer.left'],
      ['focus.entered', 'focus.left'],
    ] as const) {
      const { actor, clock, index, paused } = start(3);
      actor.send({ type: hold });
      expect(paused()).toBe(true);
      clock.increment(100_000);
      expect(index()).toBe(0);
      actor.send({ type: release });
      expect(paused()).toBe(false);
      clock.increment(25_000);
      expect(index()).toBe(1);
    }
  });

  it('keeps its arrows while the pointer or focus holds it', () => {
    for (const hold of ['pointer.entered', 'focus.entered'] as const) {
      const { actor, index, paused } = start(3);
      actor.send({ type: hold });
      actor.send({ type: 'next.clicked' });
      expect(index()).toBe(1);
      actor.send({ type: 'previous.clicked' });
      actor.send({ type: 'previous.clicked' });
      expect(index()).toBe(2);
      expect(paused()).toBe(true);
    }
  });
});
