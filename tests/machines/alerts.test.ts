import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type Alert, alertsMachine } from '../../machines/alerts.machine';

const alert = (id: string): Alert => ({
  id,
  type: 'success',
  title: 'settingsSavedTitle',
  message: 'settingsSavedMessage',
});

function start() {
  const clock = new SimulatedClock();
  const dismissals: string[] = [];
  const actor = createActor(alertsMachine, {
    clock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.event') return;
      const { event } = inspection;
      if (event.type === 'alert.dismissed' && 'id' in event) dismissals.push(String(event.id));
    },
  }).start();
  const shown = () => actor.getSnapshot().context.alerts.map((a) => a.id);
  return { actor, clock, shown, dismissals };
}

describe('alerts machine', () => {
  it('shows the newest alert on top', () => {
    const { actor, shown } = start();
    actor.send({ type: 'alert.added', alert: alert('older') });
    actor.send({ type: 'alert.added', alert: alert('newer') });
    expect(shown()).toEqual(['newer', 'older']);
    expect(actor.getSnapshot().context.alerts[0]).toEqual(alert('newer'));
  });

  it('removes an alert 5000 ms after it was added', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'alert.added', alert: alert('a') });
    clock.increment(4999);
    expect(shown()).toEqual(['a']);
    clock.increment(1);
    expect(shown()).toEqual([]);
  });

  it('removes an alert closed early at once, and cancels its timer', () => {
    const { actor, clock, shown, dismissals } = start();
    actor.send({ type: 'alert.added', alert: alert('a') });
    clock.increment(1000);
    actor.send({ type: 'alert.dismissed', id: 'a' });
    expect(shown()).toEqual([]);
    clock.increment(10_000);
    expect(dismissals).toEqual(['a']);
  });

  it('dismisses two alerts each on its own timer', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'alert.added', alert: alert('first') });
    clock.increment(2000);
    actor.send({ type: 'alert.added', alert: alert('second') });
    clock.increment(3000);
    expect(shown()).toEqual(['second']);
    clock.increment(1999);
    expect(shown()).toEqual(['second']);
    clock.increment(1);
    expect(shown()).toEqual([]);
  });

  it('closing one alert leaves the other and its timer alone', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'alert.added', alert: alert('first') });
    actor.send({ type: 'alert.added', alert: alert('second') });
    actor.send({ type: 'alert.dismissed', id: 'second' });
    expect(shown()).toEqual(['first']);
    clock.increment(5000);
    expect(shown()).toEqual([]);
  });

  it('holds the countdown while the pointer is on an alert, and starts it over once it leaves', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'alert.added', alert: alert('a') });
    clock.increment(4000);
    actor.send({ type: 'alert.held', id: 'a', by: 'pointer' });
    clock.increment(60_000);
    expect(shown()).toEqual(['a']);
    actor.send({ type: 'alert.released', id: 'a', by: 'pointer' });
    clock.increment(4999);
    expect(shown()).toEqual(['a']);
    clock.increment(1);
    expect(shown()).toEqual([]);
  });

  it('keeps an alert held by focus after the pointer leaves, until focus leaves too', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'alert.added', alert: alert('a') });
    actor.send({ type: 'alert.held', id: 'a', by: 'pointer' });
    actor.send({ type: 'alert.held', id: 'a', by: 'focus' });
    actor.send({ type: 'alert.released', id: 'a', by: 'pointer' });
    clock.increment(30_000);
    expect(shown()).toEqual(['a']);
    actor.send({ type: 'alert.released', id: 'a', by: 'focus' });
    clock.increment(5000);
    expect(shown()).toEqual([]);
  });

  it('holding one alert leaves the other on its own countdown', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'alert.added', alert: alert('first') });
    actor.send({ type: 'alert.added', alert: alert('second') });
    actor.send({ type: 'alert.held', id: 'second', by: 'focus' });
    clock.increment(5000);
    expect(shown()).toEqual(['second']);
  });

  it('a release without a hold leaves the countdown running, and a closed alert cannot be held', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'alert.added', alert: alert('a') });
    actor.send({ type: 'alert.held', id: 'gone', by: 'pointer' });
    clock.increment(2000);
    actor.send({ type: 'alert.released', id: 'a', by: 'focus' });
    clock.increment(3000);
    expect(shown()).toEqual([]);
  });
});
