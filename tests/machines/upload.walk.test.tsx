import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { followEveryMs } from '../../src/actors/resumable-upload';
import { NewsCreatePage } from '../../src/components/admin/news-create-page';
import { flush, poll } from './http-fake';
import { picture, pictureBytes, pictureId, uploadModel } from './models/upload.model';
import { choose, errors, fill, statuses } from './product-walk-helpers';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  // The speed is read from the page's clock: it moves with the walk's.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
  URL.createObjectURL = () => 'blob:preview/plant.jpg';
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  vi.useRealTimers();
});

type Payload = EventObject & Record<string, unknown>;

const stallMs = 10_000;
const quietMs = 4_000;
const backoffs = [1000, 2000, 4000, 8000];
const patch = `PATCH /api/uploads/${pictureId}` as const;
const offsetPath = `/api/uploads/${pictureId}/offset`;
const head = `HEAD /api/uploads/${pictureId}` as const;
const create = 'POST /api/news/upload';
const json = { 'content-type': 'application/json; charset=utf-8' };

/** What happened on the link so far, from the walk's own record of the steps. */
function linkOf(step: Step) {
  const link = {
    /** Bytes the server has been told of. */
    loaded: 0,
    /** Bytes the open request started from (the server's offset when it was sent). */
    offset: 0,
    reconnecting: false,
    /** How reconnecting began: a dropped request gives the whole stall limit, a quiet link the rest. */
    giveUpMs: stallMs,
    /** Tries since bytes last moved, and the time spent reconnecting. */
    tries: 0,
    waited: 0,
    /** The moves a second apart since bytes last flowed unbroken (the speed is read from them). */
    moves: [] as number[],
  };
  for (const event of step.performed as Payload[]) {
    if (event.type === 'transfer.progressed') {
      if (link.reconnecting) link.moves = [];
      link.loaded = Number(event.loaded);
      link.moves.push(link.loaded);
      link.reconnecting = false;
      link.tries = 0;
      link.waited = 0;
    }
    if (event.type === 'transfer.interrupted' || event.type.startsWith('xstate.after.quiet.')) {
      link.reconnecting = true;
      link.giveUpMs = event.type === 'transfer.interrupted' ? stallMs : stallMs - quietMs;
    }
    if (event.type.startsWith('xstate.after.backoff.')) {
      link.waited += backoffs[Math.min(link.tries, 3)] ?? 8000;
      link.tries += 1;
      link.offset = link.loaded;
    }
  }
  return link;
}

const kb = (bytes: number) => ({ 0: '0 byte', 400000: '391 kB', 700000: '684 kB', 1000000: '977 kB' })[bytes];

/** The upload's line as a person reads it: the bar, its percentage, the bytes sent of the whole. */
function expectBar(loaded: number) {
  const bar = screen.getByRole('progressbar', { name: 'Uploading the image' });
  const percent = Math.round((loaded / pictureBytes) * 100);
  expect(bar).toHaveAttribute('value', String(percent));
  expect(bar.parentElement).toHaveTextContent(`${percent}%${kb(loaded)} of 977 kB`);
}

/** The upload's own live region (the alerts have theirs). */
function uploadLiveRegion() {
  const bar = screen.getByRole('progressbar');
  const region = bar.closest('div.flex-col')?.querySelector('[role="status"]');
  if (!region) throw new Error('The upload says nothing to screen readers');
  return region;
}

function expectSending(step: Step) {
  const link = linkOf(step);
  expectBar(link.loaded);
  expect(screen.queryByText('Reconnecting…')).toBeNull();
  // A speed and the time left once two moves a second apart were seen: 300,000 bytes a second,
  // 300,000 bytes left.
  const speed = link.moves.length >= 2 ? screen.queryByText(/a second/) : null;
  if (link.moves.length >= 2) expect(speed).toHaveTextContent('293 kB a second, about 1 second left');
  else expect(screen.queryByText(/a second/)).toBeNull();
  expect(uploadLiveRegion()).toHaveTextContent(
    `Uploading: ${Math.floor((link.loaded / pictureBytes) * 4) * 25}%`,
  );
  expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  // The send button is disabled while the upload runs: focus waits on what can be done, Cancel.
  expect(screen.getByRole('button', { name: 'Cancel upload' })).toHaveFocus();
  expect(errors()).toEqual([]);
}

function expectReconnecting(step: Step) {
  expectBar(linkOf(step).loaded);
  expect(screen.getByText('Reconnecting…')).toBeVisible();
  expect(screen.queryByText(/a second/)).toBeNull();
  expect(uploadLiveRegion()).toHaveTextContent('The connection dropped. Reconnecting…');
  // Cancel is there all along: a person need not wait out the stall.
  expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  expect(errors()).toEqual([]);
}

/** Cancelled: the form back as typed, nothing said, nothing left on the server or on the way. */
function expectCancelled(app: AppScreen) {
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('button', { name: 'Create News Item' })).toHaveFocus();
  expect(screen.getByLabelText('Title')).toHaveValue('New extrusion line');
  expect(screen.getByLabelText('Title')).toBeEnabled();
  expect(errors()).toEqual([]);
  expect(statuses()).toEqual([]);
  expect(app.http.sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  expect(app.http.pending()).toEqual([]);
}

/** The form back, as typed, with the reason the upload failed. */
function expectFailed(app: AppScreen, step: Step) {
  const last = step.event?.type ?? '';
  const reason = last.startsWith('xstate.after.giveUp.')
    ? 'Network error - please check your connection'
    : last === 'transfer.refused'
      ? 'Please select a valid image file.'
      : 'Failed to create news item';
  expect(errors()).toEqual([`Error: ${reason}`]);
  expect(screen.queryByRole('progressbar')).toBeNull();
  // Ready to send again, where the person left off.
  expect(screen.getByRole('button', { name: 'Create News Item' })).toHaveFocus();
  expect(screen.getByLabelText('Title')).toHaveValue('New extrusion line');
  expect(screen.getByLabelText('Title')).toBeEnabled();
  expect(app.http.pending()).toEqual([]);
}

/** The news form opened, filled with a title and the picture, and sent: its upload has begun. */
async function sendPicture(inspect?: Parameters<typeof renderScreen>[0]['inspect']): Promise<AppScreen> {
  const app = renderScreen({
    url: '/admin/news/create',
    routes: { '/admin/news/create': NewsCreatePage, '/admin/news': () => <h1>News list</h1> },
    inspect,
    fakeTimers: true,
  });
  const title = await poll(
    () => screen.queryByLabelText('Title'),
    () => act(flush),
  );
  if (!title) throw new Error('The create form never showed');
  await fill(title, 'New extrusion line');
  await choose(screen.getByLabelText('Image file'), picture);
  await app.user.click(screen.getByRole('button', { name: 'Create News Item' }));
  return app;
}

describe('an upload over a slow, broken link', () => {
  itWalksTheScreen<AppScreen>({
    model: uploadModel,
    actorId: 'upload',
    everyVariant: true,
    timeout: 300_000,
    render: async (_path, inspect) => {
      // A browser that never sent this file before: nothing to resume.
      localStorage.clear();
      // The person sends the form; the server makes the upload, whose bytes start.
      const app = await sendPicture(inspect);
      await app.http.answer('POST /api/uploads', 201, '', { location: `/api/uploads/${pictureId}` });
      await app.http.next(patch);
      return app;
    },
    drivers: {
      // Cancel: the page drops what the server holds, at once.
      drop: async ({ user, http }) => {
        await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
        await http.answer(`DELETE /api/uploads/${pictureId}`, 204);
      },
      // The page reads how far the server got (a second after its last reading, or the reading
      // already on its way while the link is quiet), and the server has more.
      'transfer.progressed': async ({ http }, event) => {
        const pending = () => http.pending().some((request) => request.url === offsetPath);
        if (!pending()) await vi.advanceTimersByTimeAsync(followEveryMs);
        await http.answer(
          `GET ${offsetPath}`,
          200,
          JSON.stringify({ offset: Number((event as Payload).loaded), length: pictureBytes }),
          json,
        );
      },
      // The open request ends without an answer: the link dropped.
      'transfer.interrupted': ({ http }) => http.fail(patch),
      'xstate.after.quiet.upload.sending.flowing': async () => {
        await vi.advanceTimersByTimeAsync(quietMs);
      },
      // After the pause, the browser asks the server how far it got, and sends the rest from there.
      'xstate.after.backoff.upload.sending.reconnecting.waiting': async ({ http }, _event, step) => {
        const before = linkOf({ ...step, performed: step.performed.slice(0, -1) });
        await vi.advanceTimersByTimeAsync(backoffs[Math.min(before.tries, 3)] ?? 8000);
        await http.answer(head, 200, '', {
          'upload-offset': String(before.loaded),
          'upload-length': String(pictureBytes),
        });
        expect((await http.next(patch)).headers['Upload-Offset']).toBe(String(before.loaded));
      },
      // Nothing moves until the stall limit: the page gives up (what the server holds stays, for
      // the same file chosen again).
      'xstate.after.giveUp.upload.sending.reconnecting': async (_app, _event, step) => {
        const before = linkOf({ ...step, performed: step.performed.slice(0, -1) });
        await vi.advanceTimersByTimeAsync(before.giveUpMs - before.waited);
      },
      'transfer.completed': ({ http }) =>
        http.answer(patch, 204, '', { 'upload-offset': String(pictureBytes) }),
      // The server refuses the file (and drops it itself).
      'transfer.refused': async ({ http }) => {
        await http.answer(
          patch,
          415,
          JSON.stringify({
            success: false,
            message: 'Please select a valid image file.',
            code: 'newsImageType',
          }),
        );
      },
      'xstate.done.actor.finish': ({ http }) =>
        http.answer(
          create,
          201,
          JSON.stringify({
            success: true,
            id: 9,
            message: 'News item created successfully',
            code: 'newsCreated',
          }),
          json,
        ),
      'xstate.error.actor.finish': ({ http }) => http.answer(create, 500, '{"success":false}', json),
    },
    checks: {
      'sending.flowing': (app, step) =>
        step.event?.type === 'drop' ? expectCancelled(app) : expectSending(step),
      'sending.reconnecting.waiting': (app, step) =>
        step.event?.type === 'drop' ? expectCancelled(app) : expectReconnecting(step),
      finishing: async ({ http }) => {
        expectBar(pictureBytes);
        expect(screen.getByText('Saving…')).toBeVisible();
        expect(uploadLiveRegion()).toHaveTextContent('Uploaded. Saving…');
        const sent = await http.next(create);
        expect((sent.body as FormData).get('upload')).toBe(pictureId);
      },
      done: async ({ http }) => {
        await flush();
        expect(statuses()).toEqual(['Success: News item created successfully']);
        expect(screen.queryByRole('progressbar')).toBeNull();
        expect(http.pending()).toEqual([]);
      },
      failed: (app, step) => expectFailed(app, step),
    },
  });
});

describe('an upload interrupted by a reload', () => {
  it('resumes from the bytes the server holds when the same file is chosen again', async () => {
    localStorage.clear();
    const first = await sendPicture();
    await first.http.answer('POST /api/uploads', 201, '', { location: `/api/uploads/${pictureId}` });
    await first.http.next(patch);
    // Closing the page stops the upload and leaves what the server holds.
    first.unmount();
    await flush();
    expect(first.http.sent.map((request) => request.method)).toEqual(['POST', 'PATCH']);

    const second = await sendPicture();
    // The browser remembers the upload it began for this file, and asks how far it got.
    await second.http.answer(head, 200, '', {
      'upload-offset': '400000',
      'upload-length': String(pictureBytes),
    });
    const rest = await second.http.next(patch);
    expect(rest.headers['Upload-Offset']).toBe('400000');
    expect((rest.body as Blob).size).toBe(600_000);
    expect(second.http.sent.filter((request) => request.url === '/api/uploads')).toEqual([]);
    second.unmount();
  });
});

describe('an upload cancelled while the link is stalled', () => {
  it('drops what the server holds at once, and gives the form back as it was', async () => {
    localStorage.clear();
    const app = await sendPicture();
    await app.http.answer('POST /api/uploads', 201, '', { location: `/api/uploads/${pictureId}` });
    await app.http.next(patch);
    await act(() => vi.advanceTimersByTimeAsync(quietMs));
    expect(screen.getByText('Reconnecting…')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await app.http.answer(`DELETE /api/uploads/${pictureId}`, 204);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('New extrusion line');
    expect(errors()).toEqual([]);
    expect(app.http.pending()).toEqual([]);
    app.unmount();
  });
});
