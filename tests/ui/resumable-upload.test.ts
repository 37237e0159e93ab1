import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, sendTo, setup } from 'xstate';
import type { TransferEvent, UploadPart } from '../../machines/upload.machine';
import { followEveryMs, resumableTransfer } from '../../src/actors/resumable-upload';
import { createNewsFromUploads } from '../../src/api/requests/news';
import { UploadFailure } from '../../src/api/upload-failure';
import { fakeHttp, flush, type HttpFake, poll } from '../machines/http-fake';

let http: HttpFake;
beforeEach(() => {
  http = fakeHttp();
  // The offset is read on a timer of its own; every other wait is real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  http.restore();
  vi.useRealTimers();
});

const video = new File([new Uint8Array(1000)], 'fair.mp4', { type: 'video/mp4', lastModified: 1 });
const still = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
const videoId = 'a'.repeat(32);
const stillId = 'b'.repeat(32);

/** The transfer under a parent that records what it reports and passes `reconnect` on. */
function startTransfer(parts: UploadPart[]) {
  const reported: TransferEvent[] = [];
  const parent = createActor(
    setup({
      actors: { transfer: resumableTransfer },
      actions: { record: ({ event }) => void reported.push(event as TransferEvent) },
    }).createMachine({
      invoke: { id: 'transfer', src: 'transfer', input: { parts } },
      on: {
        reconnect: { actions: sendTo('transfer', { type: 'reconnect' }) },
        drop: { actions: sendTo('transfer', { type: 'drop' }) },
        '*': { actions: 'record' },
      },
    }),
  ).start();
  const last = (type: TransferEvent['type']) =>
    poll(() => reported.filter((event) => event.type === type).at(-1));
  return { parent, reported, last };
}

const created = (id: string) => ({ location: `/api/uploads/${id}`, 'tus-resumable': '1.0.0' });
const written = (offset: number) => ({ 'upload-offset': String(offset), 'tus-resumable': '1.0.0' });
const decoded = (metadata: string) =>
  Object.fromEntries(
    metadata.split(',').map((pair) => {
      const [key = '', value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );

describe('the resumable transfer', () => {
  it('creates each upload with its length and kind, sends its bytes, and reports every id at the end', async () => {
    const { reported, last } = startTransfer([
      { kind: 'newsVideo', file: video },
      { kind: 'poster', file: still },
    ]);
    const creation = await http.next('POST /api/uploads');
    expect(creation.headers['Upload-Length']).toBe('1000');
    expect(decoded(creation.headers['Upload-Metadata'] ?? '')).toEqual({
      kind: 'newsVideo',
      filename: 'fair.mp4',
      filetype: 'video/mp4',
    });
    await http.answer('POST /api/uploads', 201, '', created(videoId));
    const bytes = await http.next(`PATCH /api/uploads/${videoId}`);
    expect(bytes.headers['Upload-Offset']).toBe('0');
    expect(bytes.headers['Content-Type']).toBe('application/offset+octet-stream');
    // While the request sends, the server's offset is read every second: the bytes that arrived.
    vi.advanceTimersByTime(followEveryMs);
    await http.answer(`GET /api/uploads/${videoId}/offset`, 200, { offset: 400, length: 1000 });
    expect(await last('transfer.progressed')).toMatchObject({ loaded: 400, total: 1010 });
    await http.answer(`PATCH /api/uploads/${videoId}`, 204, '', written(1000));
    expect(await last('transfer.progressed')).toMatchObject({ loaded: 1000, total: 1010 });
    // The still follows, counted after the video.
    expect(decoded((await http.next('POST /api/uploads')).headers['Upload-Metadata'] ?? '').kind).toBe(
      'poster',
    );
    await http.answer('POST /api/uploads', 201, '', created(stillId));
    await http.answer(`PATCH /api/uploads/${stillId}`, 204, '', written(10));
    expect(await last('transfer.progressed')).toMatchObject({ loaded: 1010, total: 1010 });
    expect(await last('transfer.completed')).toEqual({
      type: 'transfer.completed',
      uploadIds: [videoId, stillId],
    });
    expect(reported.some((event) => event.type === 'transfer.interrupted')).toBe(false);
  });

  it('reports a dropped connection, then on reconnect asks the offset and goes on from there', async () => {
    const { parent, last } = startTransfer([{ kind: 'newsVideo', file: video }]);
    await http.answer('POST /api/uploads', 201, '', created(videoId));
    await http.fail(`PATCH /api/uploads/${videoId}`);
    expect(await last('transfer.interrupted')).toBeTruthy();
    parent.send({ type: 'reconnect' } as EventObject);
    await http.answer(`HEAD /api/uploads/${videoId}`, 200, '', {
      ...written(600),
      'upload-length': '1000',
    });
    const resumed = await http.next(`PATCH /api/uploads/${videoId}`);
    expect(resumed.headers['Upload-Offset']).toBe('600');
    expect((resumed.body as Blob).size).toBe(400);
    await http.answer(`PATCH /api/uploads/${videoId}`, 204, '', written(1000));
    expect(await last('transfer.completed')).toEqual({ type: 'transfer.completed', uploadIds: [videoId] });
  });

  it("reports the server's refusal with its reason, and does not try again", async () => {
    const { reported, last } = startTransfer([{ kind: 'newsVideo', file: video }]);
    await http.answer('POST /api/uploads', 201, '', created(videoId));
    const refusal = { success: false, message: 'Please select a valid video file.', code: 'newsVideoType' };
    await http.answer(`PATCH /api/uploads/${videoId}`, 415, JSON.stringify(refusal));
    expect(await last('transfer.refused')).toEqual({
      type: 'transfer.refused',
      reason: { kind: 'refused', code: 'newsVideoType' },
    });
    await flush();
    expect(http.pending()).toEqual([]);
    expect(reported.filter((event) => event.type === 'transfer.interrupted')).toEqual([]);
  });

  it('leaves what the server holds when stopped (the page closed), for the same file chosen again', async () => {
    const { parent } = startTransfer([{ kind: 'newsVideo', file: video }]);
    await http.answer('POST /api/uploads', 201, '', created(videoId));
    await http.next(`PATCH /api/uploads/${videoId}`);
    parent.stop();
    await flush();
    expect(http.pending()).toEqual([]);
    expect(http.sent.map((request) => request.method)).toEqual(['POST', 'PATCH']);
  });

  it('drops every upload it made, on the server too, when told to before it is stopped (Cancel)', async () => {
    const { parent } = startTransfer([
      { kind: 'newsVideo', file: video },
      { kind: 'poster', file: still },
    ]);
    await http.answer('POST /api/uploads', 201, '', created(videoId));
    await http.answer(`PATCH /api/uploads/${videoId}`, 204, '', written(1000));
    await http.answer('POST /api/uploads', 201, '', created(stillId));
    await http.next(`PATCH /api/uploads/${stillId}`);
    parent.send({ type: 'drop' } as EventObject);
    parent.stop();
    const deleted = [
      await http.next(`DELETE /api/uploads/${stillId}`),
      await http.next(`DELETE /api/uploads/${videoId}`),
    ];
    expect(deleted.map((request) => request.headers['Tus-Resumable'])).toEqual(['1.0.0', '1.0.0']);
  });
});

/** A published video item in English only, made from the one finished upload. */
const videoNews: Parameters<typeof createNewsFromUploads>[0] = {
  uploadIds: [videoId],
  request: {
    mediaType: 'video',
    fields: { title: 'A trade fair in Riyadh', description: '', alt_text: '' },
    arabic: null,
    publication: { status: 'published' },
  },
};

describe('the request that creates a news item from its uploads', () => {
  it('reads a refusal into its message identifier', async () => {
    const refused = createNewsFromUploads(videoNews).then(
      () => null,
      (error: unknown) => (error instanceof UploadFailure ? error.reason : error),
    );
    const body = { success: false, message: 'The upload was not found', code: 'uploadNotFound' };
    await http.answer('POST /api/news/video-upload', 400, JSON.stringify(body), {
      'content-type': 'application/json',
    });
    await expect(refused).resolves.toEqual({ kind: 'refused', code: 'uploadNotFound' });
  });
});

describe('the create request, stopped', () => {
  it('ends as cancelled, so a Cancel while saving leaves no request running', async () => {
    const controller = new AbortController();
    const stopped = createNewsFromUploads(videoNews, controller.signal).then(
      () => null,
      (error: unknown) => (error instanceof UploadFailure ? error.reason : error),
    );
    await http.next('POST /api/news/video-upload');
    controller.abort();
    await expect(stopped).resolves.toEqual({ kind: 'canceled' });
    expect(http.pending()).toEqual([]);
  });
});
