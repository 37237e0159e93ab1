import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { newsUploadMachine } from '../../machines/news-create.machine';
import { backoffMs, secondsLeft, speedOf } from '../../machines/upload.machine';
import { pendingActor } from './model';
import { uploadModel } from './models/upload.model';

/** The upload with a transfer that only records the reconnections it is asked for. */
function start(stallMs: number) {
  const clock = new SimulatedClock();
  const reconnects: number[] = [];
  const actor = createActor(
    newsUploadMachine.provide({
      actors: {
        transfer: fromCallback(({ receive }) => {
          receive(() => reconnects.push(clock.now()));
        }),
        finish: pendingActor() as never,
      },
    }),
    { clock, input: { ...(uploadModel.inputs[0] as object), stallMs } as never },
  ).start();
  return { actor, clock, reconnects, snapshot: () => actor.getSnapshot() };
}

describe('the upload flow', () => {
  it('reads the speed over the last few seconds, and the time left at it', () => {
    expect(speedOf([])).toBeNull();
    // Two moments too close together say nothing yet.
    expect(
      speedOf([
        { loaded: 0, at: 0 },
        { loaded: 1000, at: 100 },
      ]),
    ).toBeNull();
    expect(
      speedOf([
        { loaded: 100_000, at: 1000 },
        { loaded: 400_000, at: 2000 },
      ]),
    ).toBe(300_000);
    expect(secondsLeft(400_000, 1_000_000, 300_000)).toBe(2);
    expect(secondsLeft(400_000, 1_000_000, null)).toBeNull();
    expect(secondsLeft(400_000, 1_000_000, 0)).toBeNull();
  });

  it('waits 1 s, 2 s, 4 s, then 8 s between reconnections', () => {
    expect([0, 1, 2, 3, 4, 9].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('reconnects a quiet link with growing pauses, and fails once nothing moved for the stall limit', () => {
    const { actor, clock, reconnects, snapshot } = start(30_000);
    actor.send({ type: 'transfer.progressed', loaded: 100, total: 1_000_000, at: 0 });
    clock.increment(3_999);
    expect(snapshot().value).toEqual({ sending: 'flowing' });
    clock.increment(1);
    expect(snapshot().value).toEqual({ sending: { reconnecting: 'waiting' } });
    // From the last byte: 4 s quiet, then 1, 2, 4, 8, 8 s between tries.
    for (const pause of [1000, 2000, 4000, 8000, 8000]) clock.increment(pause);
    expect(reconnects).toEqual([5000, 7000, 11_000, 19_000, 27_000]);
    clock.increment(2_999);
    expect(snapshot().status).toBe('active');
    clock.increment(1);
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ ok: false, reason: { kind: 'noResponse' } });
  });

  it('goes on as soon as bytes move again, with the stall limit counted afresh', () => {
    const { actor, clock, reconnects, snapshot } = start(30_000);
    actor.send({ type: 'transfer.interrupted' });
    expect(snapshot().value).toEqual({ sending: { reconnecting: 'waiting' } });
    clock.increment(1000);
    expect(reconnects).toEqual([1000]);
    // Bytes the server already had, reported again on resuming, are no progress.
    actor.send({ type: 'transfer.progressed', loaded: 0, total: 1_000_000, at: 1000 });
    expect(snapshot().value).toEqual({ sending: { reconnecting: 'waiting' } });
    actor.send({ type: 'transfer.progressed', loaded: 500, total: 1_000_000, at: 1000 });
    expect(snapshot().value).toEqual({ sending: 'flowing' });
    // Dropped again: the first pause is 1 s again, and the limit counts from now.
    actor.send({ type: 'transfer.interrupted' });
    clock.increment(1000);
    expect(reconnects).toEqual([1000, 2000]);
    clock.increment(28_999);
    expect(snapshot().status).toBe('active');
    clock.increment(1);
    expect(snapshot().output).toEqual({ ok: false, reason: { kind: 'noResponse' } });
  });

  it('ends at once, without retrying, when the server refuses the file', () => {
    const { actor, clock, reconnects, snapshot } = start(30_000);
    actor.send({ type: 'transfer.refused', reason: { kind: 'refused', code: 'newsImageType' } });
    expect(snapshot().output).toEqual({ ok: false, reason: { kind: 'refused', code: 'newsImageType' } });
    clock.increment(60_000);
    expect(reconnects).toEqual([]);
  });

  it("hands the finished uploads' ids to the request that uses them, and ends with its answer", async () => {
    const finish = vi.fn((_input: unknown) => Promise.resolve({ success: true, message: 'x', id: 4 }));
    const actor = createActor(
      newsUploadMachine.provide({
        actors: {
          transfer: fromCallback(() => {}),
          finish: fromPromise(({ input }) => finish(input as never)),
        },
      }),
      { input: uploadModel.inputs[0] as never },
    ).start();
    actor.send({ type: 'transfer.completed', uploadIds: ['a'.repeat(32)] });
    expect(actor.getSnapshot().value).toBe('finishing');
    expect(actor.getSnapshot().context.loaded).toBe(1_000_000);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(finish).toHaveBeenCalledWith({
      uploadIds: ['a'.repeat(32)],
      request: expect.objectContaining({ mediaType: 'image' }),
    });
    expect(actor.getSnapshot().output).toEqual({ ok: true, result: { success: true, message: 'x', id: 4 } });
  });
});
