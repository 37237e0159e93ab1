import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { certificatesCarouselMachine } from '../../machines/certificates-carousel.machine';
import { certificatesCarouselModel } from './models/certificates-carousel.model';
import { itWalksEveryTransition } from './walk';

function start(count: number) {
  const clock = new SimulatedClock();
  const actor = createActor(certificatesCarouselMachine, { clock, input: { count } }).start();
  const index = () => actor.getSnapshot().context.index;
  // The view enables its buttons with exactly these checks.
  const canNext = () => actor.getSnapshot().can({ type: 'next.clicked' });
  const canPrevious = () => actor.getSnapshot().can({ type: 'previous.clicked' });
  return { actor, clock, index, canNext, canPrevious };
}

describe('certificates carousel machine', () => {
  itWalksEveryTransition(certificatesCarouselModel);

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

  it('holds still while the tab is hidden, still steps on clicks, and waits 8 s once shown', () => {
    const { actor, clock, index, canNext, canPrevious } = start(4);
    clock.increment(5000);
    actor.send({ type: 'tab.hidden' });
    expect(actor.getSnapshot().value).toBe('paused');
    clock.increment(60_000);
    expect(index()).toBe(0);
    expect(canNext()).toBe(true);
    expect(canPrevious()).toBe(false);
    actor.send({ type: 'next.clicked' });
    actor.send({ type: 'next.clicked' });
    actor.send({ type: 'previous.clicked' });
    expect(index()).toBe(1);
    expect(actor.getSnapshot().value).toBe('paused');
    clock.increment(60_000);
    expect(index()).toBe(1);
    actor.send({ type: 'tab.shown' });
    expect(actor.getSnapshot().value).toBe('playing');
    clock.increment(7999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it('never moves with a single certificate', () => {
    const { actor, clock, index, canNext, canPrevious } = start(1);
    clock.increment(80_000);
    expect(index()).toBe(0);
    expect(canNext()).toBe(false);
    expect(canPrevious()).toBe(false);
    actor.send({ type: 'next.clicked' });
    actor.send({ type: 'previous.clicked' });
    clock.increment(80_000);
    expect(index()).toBe(0);
    expect(actor.getSnapshot().value).toBe('playing');
  });
});
