/**
 * One upload over a real office link: the files of a form sent as resumable uploads, one after the
 * other, then the request that uses them (the news item or product created from them).
 *
 * A link may slow down, go quiet or drop. While bytes move, the upload takes as long as it needs.
 * When nothing has moved for `quietMs`, or a request failed without an answer, it is reconnecting:
 * it asks the transfer to start again (which resumes from the bytes the server holds) after growing
 * pauses, and gives up only once nothing has moved for the kind's stall limit (10 s for a picture,
 * 300 s for a video). A refusal by the server (too large, wrong type, signed out) ends it at once.
 *
 * States: sending (flowing | reconnecting (waiting | retrying)) → finishing → done; failed.
 * Events from the transfer: transfer.progressed { loaded, total, at }, transfer.interrupted,
 * transfer.completed { uploadIds }, transfer.refused { reason }; it is sent `reconnect`.
 * The machine's output says whether the upload ended in the finished request's answer or why not.
 * Stopped, it stops the transfer, which leaves what the server holds for the same file chosen again
 * (a reload, a page left); sent `drop` first (the form's Cancel), the transfer drops it too.
 */
import { assertEvent, assign, sendTo, setup } from 'xstate';
import type { UploadFailureReason } from '../src/api/upload-failure';
import { UploadFailure } from '../src/api/upload-failure';
import type { UploadKind } from '../src/api/uploads';
import { missingCallbackActor, missingPromiseActor } from './not-provided';

/** One file of the form (a chosen file, or a picture made in the page) and what it is for. */
export interface UploadPart {
  kind: UploadKind;
  file: { size: number; name?: string };
}

export interface UploadInput<Request> {
  parts: UploadPart[];
  /** What the finishing request sends with the uploads' ids. */
  request: Request;
  /** How long nothing may move before the upload fails. */
  stallMs: number;
}

/** A moment of the transfer: bytes sent of all the parts together, at a time in milliseconds. */
interface ProgressSample {
  loaded: number;
  at: number;
}

export type TransferEvent =
  | { type: 'transfer.progressed'; loaded: number; total: number; at: number }
  | { type: 'transfer.interrupted' }
  | { type: 'transfer.completed'; uploadIds: string[] }
  | { type: 'transfer.refused'; reason: UploadFailureReason };

/** Start again from the server's offset; drop every upload made once stopped (a Cancel). */
export type TransferCommand = { type: 'reconnect' } | { type: 'drop' };

export type UploadOutput<Result> = { ok: true; result: Result } | { ok: false; reason: UploadFailureReason };

interface UploadContext<Request, Result> {
  parts: UploadPart[];
  request: Request;
  stallMs: number;
  loaded: number;
  total: number;
  /** The last few seconds of progress, oldest first: the speed is read from them. */
  samples: ProgressSample[];
  /** Reconnections tried since bytes last moved. */
  attempt: number;
  /** How long reconnecting may last before the upload fails. */
  giveUpMs: number;
  uploadIds: string[];
  result: Result | null;
  reason: UploadFailureReason | null;
}

/** Nothing moved for this long: the link is taken to have dropped. */
export const quietMs = 4_000;
/** Pauses between reconnections: 1 s, 2 s, 4 s, then every 8 s. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 8_000);
/** The speed is measured over the last few seconds. */
const speedWindowMs = 5_000;

/** Bytes a second over the samples kept; null until two samples a moment apart. */
export function speedOf(samples: readonly ProgressSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 500) return null;
  return ((last.loaded - first.loaded) * 1000) / (last.at - first.at);
}

/** Seconds left at the current speed; null while the speed is unknown or nil. */
export function secondsLeft(loaded: number, total: number, speed: number | null): number | null {
  if (speed === null || speed <= 0) return null;
  return Math.ceil((total - loaded) / speed);
}

/** Whether an upload ended in its request's answer: a form machine's guard on its `upload` child. */
export const uploadSucceeded = ({ event }: { event: { output: UploadOutput<unknown> } }) => event.output.ok;

/** The answer of an upload that succeeded, as `successNotice` reads it (its message identifier). */
export const uploadAnswerOf = <Result extends object>({
  event,
}: {
  event: { output: UploadOutput<Result> };
}) => ({
  event: { output: event.output.ok ? event.output.result : {} },
});

/** Why an upload did not end in an answer. */
export const uploadFailureOf = (output: UploadOutput<unknown>): UploadFailureReason =>
  output.ok ? { kind: 'invalidJson' } : output.reason;

const totalOf = (parts: readonly UploadPart[]) => parts.reduce((sum, part) => sum + part.file.size, 0);

/** What a failed finishing request comes back as: its reason when it says one. */
const reasonOf = (error: unknown): UploadFailureReason =>
  error instanceof UploadFailure ? error.reason : { kind: 'invalidJson' };

export function createUploadMachine<Request, Result>() {
  return setup({
    types: {
      context: {} as UploadContext<Request, Result>,
      input: {} as UploadInput<Request>,
      output: {} as UploadOutput<Result>,
      events: {} as TransferEvent | { type: 'drop' },
    },
    actors: {
      transfer: missingCallbackActor<{ parts: UploadPart[] }, TransferCommand, TransferEvent>('transfer'),
      finish: missingPromiseActor<Result, { uploadIds: string[]; request: Request }>('finish'),
    },
    actions: {
      storeProgress: assign(({ context, event }) => {
        assertEvent(event, 'transfer.progressed');
        const samples = [...context.samples, { loaded: event.loaded, at: event.at }].filter(
          (sample) => event.at - sample.at <= speedWindowMs,
        );
        return { loaded: event.loaded, total: event.total, samples, attempt: 0 };
      }),
      forgetSpeed: assign({ samples: [] }),
    },
    guards: {
      movedOn: ({ context, event }) => event.type === 'transfer.progressed' && event.loaded > context.loaded,
    },
    delays: {
      quiet: quietMs,
      backoff: ({ context }) => backoffMs(context.attempt),
      giveUp: ({ context }) => context.giveUpMs,
    },
  }).createMachine({
    id: 'upload',
    context: ({ input }) => ({
      parts: input.parts,
      request: input.request,
      stallMs: input.stallMs,
      loaded: 0,
      total: totalOf(input.parts),
      samples: [],
      attempt: 0,
      giveUpMs: input.stallMs,
      uploadIds: [],
      result: null,
      reason: null,
    }),
    initial: 'sending',
    output: ({ context }) =>
      context.result !== null
        ? { ok: true, result: context.result }
        : { ok: false, reason: context.reason ?? { kind: 'noResponse' } },
    states: {
      sending: {
        invoke: { id: 'transfer', src: 'transfer', input: ({ context }) => ({ parts: context.parts }) },
        initial: 'flowing',
        on: {
          // The form is cancelling: the transfer drops what it sent once it is stopped.
          drop: { actions: sendTo('transfer', { type: 'drop' }) },
          'transfer.completed': {
            target: 'finishing',
            actions: assign({
              uploadIds: ({ event }) => event.uploadIds,
              loaded: ({ context }) => context.total,
            }),
          },
          'transfer.refused': {
            target: 'failed',
            actions: assign({ reason: ({ event }) => event.reason }),
          },
        },
        states: {
          flowing: {
            on: {
              // Bytes moved: the quiet time starts again (a transition here re-enters `flowing`
              // alone; one from `sending` would restart the transfer).
              'transfer.progressed': {
                guard: 'movedOn',
                target: 'flowing',
                reenter: true,
                actions: 'storeProgress',
              },
              'transfer.interrupted': {
                target: 'reconnecting',
                actions: assign({ giveUpMs: ({ context }) => context.stallMs }),
              },
            },
            after: {
              // Quiet since the last byte: the stall limit counts from then.
              quiet: {
                target: 'reconnecting',
                actions: assign({ giveUpMs: ({ context }) => Math.max(context.stallMs - quietMs, 0) }),
              },
            },
          },
          reconnecting: {
            entry: 'forgetSpeed',
            on: {
              'transfer.progressed': { guard: 'movedOn', target: 'flowing', actions: 'storeProgress' },
            },
            after: {
              giveUp: {
                target: '#upload.failed',
                actions: assign({ reason: { kind: 'noResponse' } }),
              },
            },
            initial: 'waiting',
            states: {
              waiting: { after: { backoff: 'retrying' } },
              retrying: {
                entry: [
                  sendTo('transfer', { type: 'reconnect' }),
                  assign({ attempt: ({ context }) => context.attempt + 1 }),
                ],
                always: 'waiting',
              },
            },
          },
        },
      },
      finishing: {
        invoke: {
          id: 'finish',
          src: 'finish',
          input: ({ context }) => ({ uploadIds: context.uploadIds, request: context.request }),
          onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ reason: ({ event }) => reasonOf(event.error) }) },
        },
      },
      done: { type: 'final' },
      failed: { type: 'final' },
    },
  });
}
