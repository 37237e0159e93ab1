import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { keptFolders, type MediaFolders, mediaFolders, prepareMediaFolders } from '../media/media-files';
import { connectionVary, slowLinkImages, wantsSlowLinkImages } from '../media/slow-link-images';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded media live (MEDIA_DIR) and its sub-folders. */
    media: MediaFolders;
  }
}

/** A picture's WebP copy by width, as uploads name them (a random hex name, a dash, the width). */
const pictureCopy = new RegExp(`^/media/(${keptFolders.join('|')})/([0-9a-f]{32}-[0-9]{1,5}\\.webp)$`);

/** Files on their way in: never served. */
const unservedFolders = ['tmp', 'uploads'];

/** Room for a few hundred pictures' light copies. */
const slowLinkImageBytes = 16 * 1024 * 1024;

const cacheHeaders = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Uploaded media under `/media/`. Every stored file has a random name that is never reused, so
 * it is cached for a year; browsers must not guess a type other than the one sent. Uploads in
 * progress (`tmp/`, and resumable uploads in `uploads/`) are never served. A missing file is a plain 404 (the site plugin's not-found
 * handler leaves `/media/` alone). A picture's WebP copy goes to a slow connection at quality 50
 * (src/server/media/slow-link-images.ts).
 */
export const mediaPlugin = fp<{ dir: string }>(
  async (app, { dir }) => {
    const folders = mediaFolders(dir);
    await prepareMediaFolders(folders);
    app.decorate('media', folders);
    const light = slowLinkImages(slowLinkImageBytes);
    app.addHook('onRequest', (request, reply, done) => {
      const copy = request.method === 'GET' ? pictureCopy.exec(request.url) : null;
      const [, folder, name] = copy ?? [];
      if (folder === undefined || name === undefined) return done();
      reply.header('Vary', connectionVary);
      if (!wantsSlowLinkImages(request.headers)) return done();
      light.of(path.join(folders[folder as keyof MediaFolders], name)).then(
        (bytes) => reply.headers(cacheHeaders).type('image/webp').send(bytes),
        // Missing or unreadable: answered as it would be for anyone.
        () => done(),
      );
    });
    // A file removed between the look-up and the read (a product deleted while a page loads its
    // picture) is gone, as a missing one is: a 404, not a server error.
    await app.register(async (files) => {
      files.setErrorHandler((error, _request, reply) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reply.callNotFound();
        throw error;
      });
      await files.register(fastifyStatic, {
        root: folders.root,
        prefix: '/media/',
        // The site plugin's instance owns reply.sendFile.
        decorateReply: false,
        // Files appear while the server runs: one wildcard route finds them at request time.
        wildcard: true,
        index: false,
        cacheControl: false,
        allowedPath: (pathname) =>
          !unservedFolders.some((folder) => pathname.startsWith(`/${folder}/`) || pathname === `/${folder}`),
        setHeaders: (reply) => {
          reply.headers(cacheHeaders);
        },
      });
    });
  },
  { name: 'media' },
);
