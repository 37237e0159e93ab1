/**
 * The upload flow's transfer (machines/upload.machine.ts): the form's files sent one after the
 * other as resumable uploads (tus 1.0, `tus-js-client`) through the site's HTTP client.
 *
 * The flow owns the retries: the tus client tries each request once and reports what happened; on
 * `reconnect` the current request is dropped and the upload starts again, from the offset the
 * server holds. The same file chosen again after a reload resumes the upload it began (the browser
 * remembers its address by the file's name, type, size and date, and what it is for). Stopped
 * before the end, it stops sending and leaves the server's bytes for that; told to `drop` first
 * (the form's Cancel), it drops every upload it made, on the server too.
 */
import type { Upload } from 'tus-js-client';
import { fromCallback } from 'xstate';
import { z } from 'zod';
import type { TransferCommand, TransferEvent, UploadPart } from '../../machines/upload.machine';
import { api } from '../api/client';
import { codeOf } from '../api/errors';
import { tusHttpStack } from '../api/requests/tus-http';
import type { UploadFailureReason } from '../api/upload-failure';
import { offsetPathOf, uploadsPath } from '../api/uploads';

/** Statuses after which trying again may work: a conflict of offsets, a lock, a busy or failing server. */
const worthRetrying = (status: number) => status === 409 || status === 423 || status === 429 || status >= 500;

/** A refusal the flow shows: the API's reason when it gave one, else the status. */
function refusalOf(status: number, body: string): UploadFailureReason {
  try {
    const code = codeOf(JSON.parse(body));
    if (code) return { kind: 'refused', code };
  } catch {
    // Not the API's JSON: the status says it.
  }
  return { kind: 'status', status };
}

/**
 * How often the bytes the server holds are read while a request sends them. The request's own
 * progress says what the browser handed to the network, whose buffers take megabytes at once: a
 * picture shows as sent in a moment while it takes a minute to arrive over a slow link.
 */
export const followEveryMs = 1000;

const offsetSchema = z.object({ offset: z.number().int().nonnegative() });

/** The upload's id, the last part of its address. */
const idOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export const resumableTransfer = fromCallback<TransferCommand, { parts: UploadPart[] }, TransferEvent>(
  ({ input, sendBack, receive }) => {
    const { parts } = input;
    const total = parts.reduce((sum, part) => sum + part.file.size, 0);
    const finished: string[] = [];
    let current: Upload | null = null;
    let done = false;
    let dropping = false;
    let stopped = false;
    /** While a request sends bytes: the reading of the server's offset, one at a time. */
    let follow: { timer: ReturnType<typeof setInterval>; reading: AbortController | null } | null = null;

    const stopFollowing = () => {
      if (!follow) return;
      clearInterval(follow.timer);
      follow.reading?.abort();
      follow = null;
    };
    const followBytes = (url: string, sentBefore: number) => {
      stopFollowing();
      const following = {
        timer: setInterval(() => void read(), followEveryMs),
        reading: null as AbortController | null,
      };
      const read = async () => {
        if (following.reading) return;
        const reading = new AbortController();
        following.reading = reading;
        try {
          const { data } = await api.get(offsetPathOf(url), { signal: reading.signal });
          const { offset } = offsetSchema.parse(data);
          if (follow === following)
            sendBack({
              type: 'transfer.progressed',
              loaded: sentBefore + offset,
              total,
              at: performance.now(),
            });
        } catch {
          // Unread (the link is down, the request ended): the flow notices nothing moves.
        } finally {
          following.reading = null;
        }
      };
      follow = following;
    };

    /** The tus client, loaded with the first upload: the forms' first screen does without it. */
    let tus: typeof import('tus-js-client') | null = null;

    const start = (index: number) => {
      if (!tus) return;
      const { DetailedError, Upload } = tus;
      const part = parts[index];
      if (!part) {
        done = true;
        sendBack({ type: 'transfer.completed', uploadIds: finished.map(idOf) });
        return;
      }
      // The page hands the flow the chosen `File` itself, or a picture it made (a video's still).
      const file = part.file as Blob;
      const name = file instanceof File ? file.name : '';
      const sentBefore = parts.slice(0, index).reduce((sum, earlier) => sum + earlier.file.size, 0);
      const upload = new Upload(file, {
        endpoint: uploadsPath,
        httpStack: tusHttpStack,
        retryDelays: null,
        metadata: { kind: part.kind, filename: name, filetype: file.type },
        // Only a chosen file can be chosen again after a reload; a picture made here is made afresh.
        fingerprint: async (chosen) =>
          (chosen instanceof File
            ? ['upload', part.kind, chosen.name, chosen.type, chosen.size, chosen.lastModified].join('/')
            : null) as string,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onBeforeRequest: (request) => {
          if (request.getMethod() === 'PATCH' && upload.url) followBytes(upload.url, sentBefore);
        },
        onAfterResponse: (request) => {
          if (request.getMethod() === 'PATCH') stopFollowing();
        },
        // What the server took once a request ended.
        onChunkComplete: (_sent, accepted) =>
          sendBack({
            type: 'transfer.progressed',
            loaded: sentBefore + accepted,
            total,
            at: performance.now(),
          }),
        onSuccess: () => {
          if (upload.url) finished.push(upload.url);
          start(index + 1);
        },
        onError: (error) => {
          stopFollowing();
          const response = error instanceof DetailedError ? error.originalResponse : null;
          const status = response?.getStatus() ?? 0;
          if (response && status >= 400 && !worthRetrying(status))
            sendBack({ type: 'transfer.refused', reason: refusalOf(status, response.getBody()) });
          else sendBack({ type: 'transfer.interrupted' });
        },
      });
      current = upload;
      void upload.findPreviousUploads().then((previous) => {
        if (current !== upload) return;
        const [latest] = previous;
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      });
    };

    /** Loads the tus client, then starts; a failed load is a dropped request, tried again on `reconnect`. */
    const load = () =>
      void import('tus-js-client').then(
        (loaded) => {
          tus = loaded;
          if (!stopped) start(0);
        },
        () => sendBack({ type: 'transfer.interrupted' }),
      );

    receive((command) => {
      if (command.type === 'drop') dropping = true;
      if (command.type === 'reconnect' && !tus) return load();
      if (command.type !== 'reconnect' || !current) return;
      const upload = current;
      stopFollowing();
      void upload.abort().then(() => {
        if (current === upload) upload.start();
      });
    });

    load();
    return () => {
      stopped = true;
      stopFollowing();
      if (done) return;
      const upload = current;
      current = null;
      void upload?.abort(dropping).catch(() => undefined);
      if (!dropping) return;
      for (const url of finished)
        void tus?.Upload.terminate(url, { httpStack: tusHttpStack }).catch(() => undefined);
    };
  },
);
