/**
 * A resumable upload on the tus 1.0 protocol, in plain HTTP requests so the benchmark shows each
 * step: `POST` creates the upload, `PATCH` sends its bytes from an offset, and after a dropped
 * connection `HEAD` asks the server how far it got before the next `PATCH` goes on from there.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type UploadKind, uploadIdPattern, uploadsPath } from '../../src/api/uploads';
import { type Answer, send } from './http';
import type { VideoSource } from './video-source';

const tusVersion = { 'tus-resumable': '1.0.0' };
/** The pause before asking for the offset after a failure: the server must notice the drop first. */
const retryPauseMs = 200;
/** Failures in a row, without a byte of progress between them, that end the upload. */
const maxFailuresInARow = 5;

export interface CreatedUpload {
  url: URL;
  id: string;
}

/** Statuses after which the upload goes on from the server's offset: offsets that disagree, a lock. */
const resumableStatuses = new Set([409, 423]);

class RefusedError extends Error {}

function expectStatus(answer: Answer, status: number, step: string): Answer {
  if (answer.status === status) return answer;
  const message = `${step} answered ${answer.status} ${answer.text}`;
  throw resumableStatuses.has(answer.status) ? new Error(message) : new RefusedError(message);
}

/** Upload-Metadata: comma-separated pairs of a key and its base64 value. */
const metadataHeader = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export async function createUpload(
  base: string,
  token: string,
  source: VideoSource,
  meta: { kind: UploadKind; filename: string },
): Promise<CreatedUpload> {
  const answer = await send(new URL(uploadsPath, base), 'POST', {
    ...tusVersion,
    authorization: `Bearer ${token}`,
    'upload-length': String(source.size),
    'upload-metadata': metadataHeader({ ...meta, filetype: source.type }),
  });
  const location = expectStatus(answer, 201, 'POST (create)').headers.location ?? '';
  const url = new URL(location, base);
  const id = url.pathname.split('/').at(-1) ?? '';
  if (!uploadIdPattern.test(id)) throw new Error(`the upload's address names no id: ${location}`);
  return { url, id };
}

/** The Upload-Offset an answer gives: how many of the upload's bytes the server holds. */
function offsetIn(answer: Answer): number {
  const offset = Number(answer.headers['upload-offset'] ?? Number.NaN);
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new RefusedError(`no Upload-Offset in ${answer.status}`);
  return offset;
}

async function offsetOf(upload: CreatedUpload, token: string): Promise<number> {
  const answer = await send(upload.url, 'HEAD', { ...tusVersion, authorization: `Bearer ${token}` });
  return offsetIn(expectStatus(answer, 200, 'HEAD'));
}

async function patchFrom(
  upload: CreatedUpload,
  token: string,
  source: VideoSource,
  offset: number,
): Promise<number> {
  const answer = await send(
    upload.url,
    'PATCH',
    {
      ...tusVersion,
      authorization: `Bearer ${token}`,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(source.size - offset),
    },
    source.streamFrom(offset),
  );
  const next = offsetIn(expectStatus(answer, 204, 'PATCH'));
  if (next <= offset) throw new RefusedError(`PATCH from ${offset} took nothing`);
  return next;
}

/**
 * Sends every byte of `source`, going on from the server's offset after each dropped connection (or
 * a 409 or 423). A refusal ends it, and so do failures in a row that make no progress. Resolves
 * with the number of times it went on.
 */
export async function sendUpload(upload: CreatedUpload, token: string, source: VideoSource): Promise<number> {
  let offset = 0;
  let resumes = 0;
  let failures = 0;
  /** Whether the last request failed, so the server's offset must be asked before going on. */
  let lost = false;
  while (lost || offset < source.size) {
    try {
      if (lost) {
        const from = offset;
        offset = await offsetOf(upload, token);
        lost = false;
        resumes++;
        if (offset > from) failures = 0;
      } else offset = await patchFrom(upload, token, source, offset);
    } catch (error) {
      if (error instanceof RefusedError || ++failures >= maxFailuresInARow) throw error;
      lost = true;
      await sleep(retryPauseMs);
    }
  }
  return resumes;
}
