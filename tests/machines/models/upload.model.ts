import { type AnyMachineSnapshot, fromCallback } from 'xstate';
import { newsUploadMachine } from '../../../machines/news-create.machine';
import { type MachineModel, pendingActor } from '../model';

/** A picture of a million bytes, sent in three moves: 40 %, 70 %, then the rest. */
export const pictureBytes = 1_000_000;
export const progressSteps = [400_000, 700_000] as const;
export const pictureId = 'a'.repeat(32);
export const picture = { name: 'plant.jpg', type: 'image/jpeg', size: pictureBytes };

const context = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as { loaded: number; attempt: number; giveUpMs: number; stallMs: number };

/**
 * Whether a request of the transfer may be sending now: while bytes flow, and while reconnecting
 * after the link went quiet (its request still open) or after a try (a new one): not between a
 * dropped request and the next try.
 */
const sending = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ sending: 'flowing' }) ||
  (snapshot.matches({ sending: 'reconnecting' }) &&
    (context(snapshot).attempt > 0 || context(snapshot).giveUpMs !== context(snapshot).stallMs));

/**
 * One picture upload: bytes move (a second apart), the link drops or goes quiet and comes back, the
 * server refuses the file, every byte arrives; then the item is created, or its request fails.
 */
export const uploadModel: MachineModel = {
  machine: newsUploadMachine.provide({
    actors: {
      // Quiet: the model sends the transfer's events itself.
      transfer: fromCallback(() => () => {}),
      finish: pendingActor(),
    },
  }),
  inputs: [
    {
      parts: [{ kind: 'newsImage', file: picture }],
      request: {
        mediaType: 'image',
        fields: { title: 'New extrusion line', description: '', alt_text: 'plant.jpg' },
        arabic: null,
        publication: { status: 'published' },
      },
      stallMs: 10_000,
    },
  ],
  events: {
    // The next move, while bytes are left to send (each a second after the last).
    'transfer.progressed': (snapshot) => {
      const next = progressSteps.find((step) => step > context(snapshot).loaded);
      if (next === undefined || !sending(snapshot)) return [];
      return [{ loaded: next, total: pictureBytes, at: 1000 * (progressSteps.indexOf(next) + 1) }];
    },
    'transfer.interrupted': [{}],
    // The form's Cancel: the upload is told to drop what it sent, then stopped.
    drop: [{}],
    // Two tries while reconnecting are enough to see the pause grow; more add nothing.
    'xstate.after.backoff.upload.sending.reconnecting.waiting': (snapshot) =>
      context(snapshot).attempt < 2 ? [{}] : [],
    'transfer.completed': (snapshot) => (sending(snapshot) ? [{ uploadIds: [pictureId] }] : []),
    'transfer.refused': (snapshot) =>
      sending(snapshot) ? [{ reason: { kind: 'refused', code: 'newsImageType' } }] : [],
    'xstate.done.actor.finish': [
      { output: { success: true, message: 'News item created successfully', code: 'newsCreated', id: 9 } },
    ],
    'xstate.error.actor.finish': [{ error: new Error('Request failed with status code 500') }],
  },
};
