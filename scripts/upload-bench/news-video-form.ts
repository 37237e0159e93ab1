/** `POST /api/news/video-upload`: the news video form, streamed as a browser's FormData would send it. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Answer, send } from './http';
import type { VideoSource } from './video-source';

const newsVideoPath = '/api/news/video-upload';

/** The video itself, when the form carries it (not when it names a finished resumable upload). */
export interface VideoPart {
  filename: string;
  type: string;
  size: number;
  stream: Readable;
}

/** Sends the form's text `fields`, then `video` if given, with the exact Content-Length. */
export function postNewsVideo(
  base: string,
  token: string,
  fields: Record<string, string>,
  video?: VideoPart,
): Promise<Answer> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const partHead = (disposition: string, type?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `${partHead(`name="${name}"`)}${value}\r\n`)
      .join('') + (video ? partHead(`name="video"; filename="${video.filename}"`, video.type) : ''),
  );
  const tail = Buffer.from(`${video ? '\r\n' : ''}--${boundary}--\r\n`);
  const body = Readable.from(
    (async function* () {
      yield head;
      if (video) yield* video.stream;
      yield tail;
    })(),
    { objectMode: false },
  );
  return send(
    new URL(newsVideoPath, base),
    'POST',
    {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + (video?.size ?? 0) + tail.length),
      authorization: `Bearer ${token}`,
    },
    body,
  );
}

/** The video in the form's one request, straight to the server. */
export const uploadInOneRequest = (
  serverUrl: string,
  token: string,
  source: VideoSource,
  fields: Record<string, string>,
) =>
  postNewsVideo(serverUrl, token, fields, {
    filename: 'benchmark.mp4',
    type: source.type,
    size: source.size,
    stream: source.streamFrom(0),
  });
