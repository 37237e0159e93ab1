import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { type MediaFolders, mediaFolders, prepareMediaFolders } from '../media/media-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded media live (MEDIA_DIR) and its sub-folders. */
    media: MediaFolders;
  }
}

/**
 * Uploaded media under `/media/`. Every stored file has a random name that is never reused, so
 * it is cached for a year; browsers must not guess a type other than the one sent. Uploads in
 * progress (`tmp/`) are never served. A missing file is a plain 404 (the site plugin's not-found
 * handler leaves `/media/` alone).
 */
export const mediaPlugin = fp<{ dir: string }>(
  async (app, { dir }) => {
    const folders = mediaFolders(dir);
    await prepareMediaFolders(folders);
    app.decorate('media', folders);
    await app.register(fastifyStatic, {
      root: folders.root,
      prefix: '/media/',
      // The site plugin's instance owns reply.sendFile.
      decorateReply: false,
      // Files appear while the server runs: one wildcard route finds them at request time.
      wildcard: true,
      index: false,
      cacheControl: false,
      allowedPath: (pathname) => !pathname.startsWith('/tmp/') && pathname !== '/tmp',
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'media' },
);
