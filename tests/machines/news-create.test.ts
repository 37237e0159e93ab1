import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  defaultAltText,
  newsCreateMachine,
  newsFileError,
  newsUploadFailureMessage,
} from '../../machines/news-create.machine';
import { emptyNewsForm } from '../../machines/news-text';
import type { Notice } from '../../machines/notice';
import type { UploadInput } from '../../machines/upload.machine';
import type { NewsCreateRequest } from '../../src/api/news';
import { createNewsFromUploads } from '../../src/api/requests/news';
import { fakeHttp, type HttpFake } from './http-fake';
import { capturedStill, clipVideo, hugeVideo, notesText } from './models/news-create.model';
import { hugePhoto, productImage } from './models/product-files';

function start() {
  const clock = new SimulatedClock();
  const effects = {
    upload: vi.fn<(input: UploadInput<NewsCreateRequest>) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
    goToList: vi.fn(),
  };
  const actor = createActor(
    newsCreateMachine.provide({
      actors: {
        upload: fromPromise<never, UploadInput<NewsCreateRequest>>(({ input }) => {
          effects.upload(input);
          return new Promise(() => {});
        }) as never,
        capturePoster: fromPromise(() => new Promise<Blob>(() => {})),
      },
      actions: { notify: (_, notice) => effects.notify(notice), goToList: () => effects.goToList() },
    }),
    { clock },
  ).start();
  return { actor, clock, effects, snapshot: () => actor.getSnapshot() };
}

describe('news create machine', () => {
  it('sends the alt text typed, else the file name, else the title', () => {
    const values = { ...emptyNewsForm, title: ' Title ' };
    expect(defaultAltText({ ...values, alt_text: ' Typed ' }, productImage)).toBe('Typed');
    expect(defaultAltText(values, productImage)).toBe('pipe.jpg');
    expect(defaultAltText(values, null)).toBe('Title');
    const { actor, effects } = start();
    actor.send({ type: 'field.changed', field: 'title', value: 'New branch' });
    actor.send({ type: 'file.selected', file: productImage });
    actor.send({ type: 'form.submitted' });
    expect(effects.upload.mock.calls[0]?.[0].request.fields).toEqual({
      title: 'New branch',
      description: '',
      alt_text: 'pipe.jpg',
    });
  });

  it('names what is wrong with a file for each media type', () => {
    expect(newsFileError('image', null)).toBe('newsImageMissing');
    expect(newsFileError('video', null)).toBe('newsVideoMissing');
    expect(newsFileError('image', clipVideo)).toBe('newsImageType');
    expect(newsFileError('video', notesText)).toBe('newsVideoType');
    expect(newsFileError('image', hugePhoto)).toBe('newsImageSize');
    expect(newsFileError('image', { ...hugePhoto, size: 5 * 1024 * 1024 - 1 })).toBeNull();
    expect(newsFileError('video', hugeVideo)).toBe('newsVideoSize');
    expect(newsFileError('video', clipVideo)).toBeNull();
  });

  it('clears the file, its still and its error when the media type changes', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'file.selected', file: notesText });
    expect(snapshot().context.fieldErrors.file).toBe('newsImageType');
    actor.send({ type: 'mediaType.selected', mediaType: 'video' });
    expect(snapshot().context).toMatchObject({
      mediaType: 'video',
      file: null,
      poster: null,
      fieldErrors: {},
    });
    actor.send({ type: 'file.selected', file: clipVideo });
    expect(snapshot().value).toEqual({ editing: 'capturingPoster' });
    actor.send({ type: 'xstate.done.actor.capturePoster', output: capturedStill } as never);
    expect(snapshot().context.poster).toBe(capturedStill);
    actor.send({ type: 'mediaType.selected', mediaType: 'image' });
    expect(snapshot().context).toMatchObject({ mediaType: 'image', file: null, poster: null });
  });

  it('sends only with a title and an acceptable file, says what is missing otherwise, and waits for a still', () => {
    const { actor, snapshot, effects } = start();
    const sends = () => snapshot().matches('submitting');
    actor.send({ type: 'form.submitted' });
    expect(sends()).toBe(false);
    expect(snapshot().context.fieldErrors).toEqual({ title: 'titleRequired', file: 'newsImageMissing' });
    actor.send({ type: 'file.selected', file: productImage });
    actor.send({ type: 'field.changed', field: 'title', value: '   ' });
    expect(snapshot().context.fieldErrors).toEqual({ title: 'titleRequired' });
    actor.send({ type: 'file.selected', file: hugePhoto });
    actor.send({ type: 'field.changed', field: 'title', value: 'New branch' });
    actor.send({ type: 'form.submitted' });
    // A refused file keeps its own reason.
    expect(snapshot().context.fieldErrors).toEqual({ file: 'newsImageSize' });
    expect(sends()).toBe(false);
    actor.send({ type: 'mediaType.selected', mediaType: 'video' });
    actor.send({ type: 'file.selected', file: clipVideo });
    expect(snapshot().can({ type: 'form.submitted' })).toBe(false);
    actor.send({ type: 'xstate.error.actor.capturePoster', error: new Error('cannot play') } as never);
    expect(snapshot().value).toEqual({ editing: 'ready' });
    expect(snapshot().context.poster).toBeNull();
    expect(effects.upload).not.toHaveBeenCalled();
    actor.send({ type: 'form.submitted' });
    expect(sends()).toBe(true);
  });

  it('reads a failed upload: the server message, no answer, else its own words', () => {
    expect(newsUploadFailureMessage({ kind: 'refused', code: 'adminOnly' })).toBe('adminOnly');
    expect(newsUploadFailureMessage({ kind: 'noResponse' })).toBe('networkError');
    expect(newsUploadFailureMessage({ kind: 'status', status: 500 })).toBe('newsCreateFailed');
    expect(newsUploadFailureMessage({ kind: 'invalidJson' })).toBe('newsCreateFailed');
  });

  it('names a video success apart, then goes back to the list after the redirect delay', () => {
    const { actor, clock, effects, snapshot } = start();
    actor.send({ type: 'mediaType.selected', mediaType: 'video' });
    actor.send({ type: 'field.changed', field: 'title', value: 'Line tour' });
    actor.send({ type: 'file.selected', file: clipVideo });
    actor.send({ type: 'xstate.done.actor.capturePoster', output: capturedStill } as never);
    actor.send({ type: 'form.submitted' });
    expect(effects.upload.mock.calls[0]?.[0]).toMatchObject({
      parts: [
        { kind: 'newsVideo', file: clipVideo },
        { kind: 'poster', file: capturedStill },
      ],
      request: { mediaType: 'video' },
      stallMs: 300_000,
    });
    actor.send({
      type: 'xstate.done.actor.upload',
      output: { ok: true, result: { success: true, message: 'x', id: 3 } },
    } as never);
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'successTitle',
      message: 'newsVideoSaved',
    });
    expect(snapshot().value).toBe('succeeded');
    clock.increment(999);
    expect(effects.goToList).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });
});

describe('the request that creates a news item from its uploads', () => {
  let http: HttpFake;
  beforeEach(() => {
    http = fakeHttp();
  });
  afterEach(() => http.restore());

  const request = (mediaType: 'image' | 'video'): NewsCreateRequest => ({
    mediaType,
    fields: { title: 'T', description: '', alt_text: 'A' },
    arabic: null,
    publication: { status: 'published' },
  });

  it('names the uploads, not the files, and takes the time of any small request', async () => {
    void createNewsFromUploads({
      uploadIds: ['a'.repeat(32), 'b'.repeat(32)],
      request: request('video'),
    }).catch(() => {});
    const sent = await http.next('POST /api/news/video-upload');
    expect(sent.timeout).toBe(10_000);
    const body = sent.body as FormData;
    expect([...body.entries()]).toEqual([
      ['title', 'T'],
      ['description', ''],
      ['alt_text', 'A'],
      ['status', 'published'],
      ['upload', 'a'.repeat(32)],
      ['poster_upload', 'b'.repeat(32)],
    ]);
    void createNewsFromUploads({ uploadIds: ['c'.repeat(32)], request: request('image') }).catch(() => {});
    const picture = (await http.next('POST /api/news/upload')).body as FormData;
    expect(picture.get('upload')).toBe('c'.repeat(32));
    expect(picture.has('poster_upload')).toBe(false);
  });
});
