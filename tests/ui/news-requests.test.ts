import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { videoUploadTimeoutMs } from '../../src/api/limits';
import { UploadFailure } from '../../src/api/product-uploads';
import { uploadNews } from '../../src/api/requests/news';
import { fakeHttp, flush, type HttpFake } from '../machines/http-fake';

let http: HttpFake;
beforeEach(() => {
  http = fakeHttp();
});
afterEach(() => http.restore());

const fields = { title: 'A trade fair in Riyadh', description: 'Visit our stand.', alt_text: '' };
const video = new File([new Uint8Array(1000)], 'fair.mp4', { type: 'video/mp4' });
const upload = 'POST /api/news/video-upload';

describe('uploadNews', () => {
  it('sends the text, the poster and the video, reports progress and resolves with the answer', async () => {
    const progress: Array<[number, number]> = [];
    const poster = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
    const done = uploadNews({
      mediaType: 'video',
      fields,
      arabic: { title: 'معرض تجاري في الرياض', description: 'زوروا جناحنا.', alt_text: '' },
      publication: { status: 'scheduled', publish_at: '2026-12-01T06:00:00.000Z' },
      file: video,
      poster,
      onProgress: (loaded, total) => progress.push([loaded, total]),
      signal: new AbortController().signal,
    });
    const sent = await http.next(upload);
    expect(sent.timeout).toBe(videoUploadTimeoutMs);
    const form = sent.body as FormData;
    // The text and its Arabic first, for the server to read while the files stream in.
    expect([...form.keys()]).toEqual([
      'title',
      'description',
      'alt_text',
      'title_ar',
      'description_ar',
      'alt_text_ar',
      'status',
      'publish_at',
      'poster',
      'video',
    ]);
    expect(form.get('status')).toBe('scheduled');
    expect(form.get('publish_at')).toBe('2026-12-01T06:00:00.000Z');
    expect(form.get('title_ar')).toBe('معرض تجاري في الرياض');
    expect(form.get('description_ar')).toBe('زوروا جناحنا.');
    expect((form.get('video') as File).name).toBe('fair.mp4');
    await http.progress(upload, 400, 1000);
    await http.progress(upload, 1000, 1000);
    expect(progress).toEqual([
      [400, 1000],
      [1000, 1000],
    ]);
    const answer = {
      success: true,
      message: 'Video uploaded and saved successfully!',
      code: 'newsVideoSaved',
      id: 9,
    };
    await http.answer(upload, 201, JSON.stringify(answer), { 'content-type': 'application/json' });
    await expect(done).resolves.toEqual(answer);
  });

  /** Why the upload failed, read as soon as it is sent, so no rejection goes unhandled. */
  const failureOf = (sending: Promise<unknown>) =>
    sending.then(
      () => null,
      (error: unknown) => (error instanceof UploadFailure ? error.reason : error),
    );
  const unstopped = () => new AbortController().signal;

  it('reports a request stopped by its signal as canceled, and one without an answer as noResponse', async () => {
    const controller = new AbortController();
    const stopped = failureOf(
      uploadNews({
        mediaType: 'image',
        fields,
        arabic: null,
        publication: { status: 'published' },
        file: video,
        onProgress: () => {},
        signal: controller.signal,
      }),
    );
    await http.next('POST /api/news/upload');
    controller.abort();
    await flush();
    await expect(stopped).resolves.toEqual({ kind: 'canceled' });

    const lost = failureOf(
      uploadNews({
        mediaType: 'image',
        fields,
        arabic: null,
        publication: { status: 'published' },
        file: video,
        onProgress: () => {},
        signal: unstopped(),
      }),
    );
    await http.fail('POST /api/news/upload');
    await expect(lost).resolves.toEqual({ kind: 'noResponse' });
  });

  it('reads a refusal into its message identifier', async () => {
    const refused = failureOf(
      uploadNews({
        mediaType: 'video',
        fields,
        arabic: null,
        publication: { status: 'published' },
        file: video,
        onProgress: () => {},
        signal: unstopped(),
      }),
    );
    const body = { success: false, message: 'Please select a valid video file.', code: 'newsVideoType' };
    await http.answer(upload, 415, JSON.stringify(body), { 'content-type': 'application/json' });
    await expect(refused).resolves.toEqual({ kind: 'refused', code: 'newsVideoType' });
  });
});
