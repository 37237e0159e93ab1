import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sitePageOf } from '../../site-routes';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built browser app from one port with the API: hashed assets cached for a year, and
 * every page path answered with the app's HTML: 200 for a page of the site, 404 for anything
 * else so crawlers see a real not-found (the app shows its not-found page either way).
 * `/api/*` paths that match no route answer 404 JSON.
 */
export const sitePlugin = fp<{ clientDir: string }>(
  async (app, { clientDir }) => {
    const indexFile = path.join(clientDir, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

    if (indexHtml !== null) {
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        // The build does not change while the server runs: one route per file, found at start-up.
        wildcard: false,
        setHeaders: (res, filePath) => {
          const assets = `${path.sep}assets${path.sep}`;
          res.header('Cache-Control', filePath.includes(assets) ? immutable : 'public, max-age=3600');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ success: false, message: `No API endpoint ${request.method} ${pathname}` });
      }
      if (indexHtml === null) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built: run `npm run build`, or use `npm run dev` during development.');
      }
      const status =
        request.method === 'GET' || request.method === 'HEAD' ? (sitePageOf(pathname) ? 200 : 404) : 404;
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(indexHtml);
    });
  },
  { name: 'site' },
);
