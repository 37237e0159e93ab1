/**
 * Resumable uploads on the tus 1.0 protocol, for administrators: `POST /api/uploads` creates one,
 * `HEAD`, `PATCH` and `DELETE /api/uploads/<id>` read its offset, add bytes and drop it. A form
 * that creates a news item or a product then names the finished upload (`app.uploads.keep`).
 *
 * Every request is an administrator's (the access check runs before the tus server sees it), and
 * an upload is its creator's alone: another account's requests find nothing there. At creation the
 * declared length is checked against the kind's limit (413) and the disk's free space (507) before
 * a byte is stored; the first bytes say the type (415, src/server/uploads/upload-store.ts); no more
 * bytes than declared are taken. Locks live in the database, so processes sharing the media folder
 * and the database can each take the next request of an upload.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { videoMaxBytes } from '../../api/limits';
import { rule } from '../../api/messages';
import {
  partialUploadLifetimeMs,
  type UploadKind,
  uploadField,
  uploadIdPattern,
  uploadsPath,
} from '../../api/uploads';
import { mediaKinds, type ReceivedForm, type StoredMedia, storeMedia } from '../media/media-files';
import { ensureRoomFor } from '../system/free-space';
import { DatabaseLocker } from '../uploads/database-locker';
import { refusal, refusalOf, type TusRefusal } from '../uploads/refusal';
import { isUploadKind, UploadStore } from '../uploads/upload-store';
import { emptyAnswer } from './api-reference';
import { signedInOf } from './auth';
import { HttpError } from './errors';

/** The longest file name kept with an upload (it becomes the default alt text). */
const fileNameMaxLength = 255;

/** A finished upload kept as media, and the name its file had on the administrator's computer. */
export interface KeptUpload {
  media: StoredMedia;
  filename: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      store: UploadStore;
      /**
       * Keeps a finished upload of `kind` that `ownerId` made as media (checked and moved into
       * place, as a form's file is), then forgets the upload, kept or refused. 400 when there is no
       * such upload or it is not finished.
       */
      keep(id: string, kind: UploadKind, ownerId: number): Promise<KeptUpload>;
      /**
       * Keeps a multipart form's file of `kind` (its part `field`), or the finished upload its
       * `upload` field names instead, for the signed-in administrator.
       */
      keepFormFile(
        request: FastifyRequest,
        form: ReceivedForm,
        field: string,
        kind: UploadKind,
      ): Promise<KeptUpload>;
    };
  }
}

/** The signed-in administrator behind each request the tus server handles. */
const owners = new WeakMap<Request, number>();
const ownerOf = (request: Request) => owners.get(request);

/** The request as the tus server reads it: its bytes, if any, read as they arrive. */
function webRequestOf(request: FastifyRequest): Request {
  const { raw } = request;
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  // Only a PATCH carries bytes: an upload is created empty.
  const hasBytes = request.method === 'PATCH';
  return new Request(`http://${request.host}${request.url}`, {
    method: request.method,
    headers,
    ...(hasBytes ? { body: Readable.toWeb(raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

const belongsTo = (upload: Upload, ownerId: number | undefined) =>
  ownerId !== undefined && upload.metadata?.owner === String(ownerId);

/** How often each process sweeps away uploads untouched for a day. */
const sweepEveryMs = 60 * 60_000;

export const uploadsPlugin = fp<{ freeSpaceMarginBytes: number }>(
  async (app: FastifyInstance, { freeSpaceMarginBytes }) => {
    const store = new UploadStore(path.join(app.media.root, 'uploads'));
    const locker = new DatabaseLocker(app.db);
    const tus = new Server({
      path: uploadsPath,
      datastore: store,
      locker,
      // The largest kind's; each upload's own kind bounds it at creation.
      maxSize: videoMaxBytes,
      relativeLocation: true,
      // Same-origin only: no header lets another site's page read an answer.
      allowedOrigins: [],
      async onUploadCreate(request, upload) {
        const kind = upload.metadata?.kind;
        if (!isUploadKind(kind) || upload.sizeIsDeferred || upload.size === undefined)
          throw refusal(400, 'invalidRequest');
        const rules = mediaKinds[kind];
        if (upload.size === 0) throw refusal(400, rules.missing);
        if (upload.size >= rules.maxBytes) throw refusal(413, rules.tooLarge);
        try {
          await ensureRoomFor(store.folder, upload.size, freeSpaceMarginBytes);
        } catch (error) {
          if (error instanceof HttpError) throw refusalOf(error);
          throw error;
        }
        const filename = (upload.metadata?.filename ?? '').slice(0, fileNameMaxLength);
        return { metadata: { kind, filename, owner: String(ownerOf(request)) } };
      },
      // The tus server's own refusals (a header missing, an offset that does not match) are plain
      // text: every answer of this API has the same JSON shape.
      async onResponseError(_request, error) {
        const { status_code: status = 500, body } = error as Partial<TusRefusal>;
        if (typeof body === 'string' && body.startsWith('{')) return undefined;
        if (status >= 500) {
          app.log.error({ err: error }, 'resumable upload failed');
          return {
            status_code: 500,
            body: JSON.stringify({ success: false, message: 'Internal server error' }),
          };
        }
        return refusal(status, status === 404 || status === 410 ? 'uploadNotFound' : 'invalidRequest');
      },
      async onIncomingRequest(request, id) {
        if (request.method === 'POST') return;
        // Another account's upload is not there for this one, and neither is a malformed id.
        const upload = uploadIdPattern.test(id) ? await store.getUpload(id).catch(() => null) : null;
        if (!upload || !belongsTo(upload, ownerOf(request))) throw refusal(404, 'uploadNotFound');
      },
    });

    const keep = async (id: string, kind: UploadKind, ownerId: number): Promise<KeptUpload> => {
      if (!uploadIdPattern.test(id)) throw new HttpError(400, 'uploadNotFound');
      const lock = locker.newLock(id);
      await lock.lock(AbortSignal.timeout(30_000), () => {});
      try {
        const upload = await store.getUpload(id).catch(() => null);
        if (!upload || !belongsTo(upload, ownerId) || upload.metadata?.kind !== kind)
          throw new HttpError(400, 'uploadNotFound');
        if (upload.size === undefined || upload.offset !== upload.size)
          throw new HttpError(400, 'uploadUnfinished');
        try {
          const media = await storeMedia(app.media, mediaKinds[kind], {
            path: store.fileOf(id),
            bytes: upload.size,
          });
          return { media, filename: upload.metadata?.filename ?? '' };
        } finally {
          await store.forget(id);
        }
      } finally {
        await lock.unlock();
      }
    };
    const keepFormFile = async (
      request: FastifyRequest,
      form: ReceivedForm,
      field: string,
      kind: UploadKind,
    ): Promise<KeptUpload> => {
      const named = form.fields.get(uploadField);
      if (named) return keep(named, kind, signedInOf(request).user.id);
      const file = form.files.get(field);
      return { media: await storeMedia(app.media, mediaKinds[kind], file), filename: file?.filename ?? '' };
    };
    app.decorate('uploads', { store, keep, keepFormFile });

    // Sweeping is safe in every process at once: an upload untouched for a day is no one's.
    const sweep = () =>
      store
        .sweepUntouched(Date.now() - partialUploadLifetimeMs)
        .then((swept) => swept > 0 && app.log.info({ swept }, 'swept uploads untouched for a day'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'the upload sweep failed'));
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      sweeper = setInterval(() => void sweep(), sweepEveryMs);
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));

    await app.register(async (routes) => {
      // The tus server reads a PATCH's bytes itself, as they arrive.
      routes.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
        done(null),
      );
      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        const web = webRequestOf(request);
        owners.set(web, signedInOf(request).user.id);
        const answer = await tus.handleWeb(web);
        const body = await answer.text();
        for (const [name, value] of answer.headers) if (name !== 'content-length') reply.header(name, value);
        reply.status(answer.status);
        // A few of the tus server's refusals are written before any hook can word them.
        if (answer.status >= 400 && !body.startsWith('{')) {
          const { body: worded } = refusal(answer.status, 'invalidRequest');
          return reply.type('application/json').send(worded);
        }
        return body === '' ? reply.send() : reply.type('application/json').send(body);
      };
      const config = { access: 'admin', largeUpload: true } as const;
      const params = z.object({ id: z.string().regex(uploadIdPattern, rule('uploadNotFound')) });
      routes.route({
        method: 'POST',
        url: uploadsPath,
        config,
        schema: {
          description:
            'Creates a resumable upload (tus 1.0): `Tus-Resumable: 1.0.0`, `Upload-Length` (bytes), `Upload-Metadata` with `kind` (productImage, newsImage, newsVideo or poster) and `filename`, each base64.',
          apiReference: {
            response: { 201: emptyAnswer('Created: its address is in `Location`.') },
            refusals: {
              413: "The declared length reaches the kind's limit.",
              507: "The server's disk has too little room for it.",
            },
          },
        },
        handler: handle,
      });
      // How far an upload is, read without its lock, so that a browser can follow its bytes while
      // its own request still sends them (the network's buffers hide that from the browser).
      routes.get(
        `${uploadsPath}/:id/offset`,
        {
          config: { access: 'admin' },
          schema: {
            description: 'How far an upload is, without disturbing the request that is sending it.',
            params,
            response: { 200: z.object({ offset: z.number().int(), length: z.number().int() }) },
          },
        },
        async (request) => {
          const { id } = request.params as { id: string };
          const upload = await store.getUpload(id).catch(() => null);
          if (!upload || !belongsTo(upload, signedInOf(request).user.id) || upload.size === undefined)
            throw new HttpError(404, 'uploadNotFound');
          return { offset: upload.offset, length: upload.size };
        },
      );
      routes.route({
        method: 'HEAD',
        url: `${uploadsPath}/:id`,
        // A HEAD of its own, not a GET's: the reference lists it.
        config: { ...config, swagger: { exposeHeadRoute: true } },
        schema: {
          description: 'How far an upload is: `Upload-Offset` (bytes the server holds) and `Upload-Length`.',
          params,
          apiReference: { response: { 200: emptyAnswer('The offset and length, in headers.') } },
        },
        handler: handle,
      });
      routes.route({
        method: 'PATCH',
        url: `${uploadsPath}/:id`,
        config,
        schema: {
          description:
            'Adds bytes from `Upload-Offset`, which must be the offset the server holds. The first bytes must be of a type the kind takes.',
          params,
          apiReference: {
            body: { schema: z.object({}), types: ['application/offset+octet-stream'] },
            response: { 204: emptyAnswer('Written: the new offset is in `Upload-Offset`.') },
            refusals: {
              409: '`Upload-Offset` is not the offset the server holds.',
              423: 'Another request is writing to the upload.',
            },
          },
        },
        handler: handle,
      });
      routes.route({
        method: 'DELETE',
        url: `${uploadsPath}/:id`,
        config,
        schema: {
          description: 'Drops an upload and its bytes (the form was cancelled).',
          params,
          apiReference: { response: { 204: emptyAnswer('Dropped.') } },
        },
        handler: handle,
      });
    });
  },
  { name: 'uploads', dependencies: ['media'] },
);
