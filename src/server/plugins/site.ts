import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, codeOf } from '../../api/errors';
import { isLanguage } from '../../api/language';
import { languageCookie, localizedPath, sitePageOf, splitLanguagePrefix } from '../../site-routes';
import { clientOnlyShell, type PageRenderer } from '../rendering/renderer';

/**
 * How long browsers keep a built file: a year for the hashed bundles, a week for the fonts,
 * images and videos (their names do not change, and they rarely do), and the service worker is
 * checked on every visit so a new one takes over at once.
 */
function cacheControlFor(servedPath: string): string {
  // A precompressed copy (`sw.js.br`) is cached like its original.
  const relativePath = servedPath.replace(/\.(br|gz)$/, '');
  const [folder] = relativePath.split(path.sep);
  if (folder === 'assets') return 'public, max-age=31536000, immutable';
  if (relativePath === 'sw.js') return 'no-cache';
  if (folder === 'fonts' || folder === 'images' || folder === 'videos') return 'public, max-age=604800';
  return 'public, max-age=86400';
}

/** The language cookie's value in a Cookie header. */
const chosenLanguageCookie = new RegExp(`(?:^|;\\s*)${languageCookie}=(\\w+)`);

export interface SiteOptions {
  /** The built browser files, served as they are (absent in development, where Vite serves them). */
  clientDir: string | null;
  renderer: PageRenderer | null;
  /** The configured public origin; without one, each request's own scheme and host. */
  origin: string | null;
}

/** The Fetch API request the app's render function expects, from Fastify's. */
function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers });
}

/**
 * Serves the site from one port with the API: the built files (hashed assets cached for a year)
 * and every other path rendered on the server by the app's own router, with the status it sets
 * (404 for the not-found page). Should rendering throw, the visitor gets the client-only shell and
 * the error is logged. `/api/*` paths that match no route answer 404 JSON, missing `/media/*` files a
 * plain 404.
 */
export const sitePlugin = fp<SiteOptions>(
  async (app, { clientDir, renderer, origin: configuredOrigin }) => {
    if (clientDir) {
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        // The build does not change while the server runs: one route per file, found at start-up.
        wildcard: false,
        // The `.br` and `.gz` copies written at build time (scripts/precompress.ts).
        preCompressed: true,
        setHeaders: (res, filePath) =>
          res.header('Cache-Control', cacheControlFor(path.relative(clientDir, filePath))),
      });
    }

    // Route loaders read the API in process: the same answers as over HTTP, without the network.
    const loadJson = async (apiPath: string) => {
      const response = await app.inject({ method: 'GET', url: apiPath });
      const body: unknown = response.body ? JSON.parse(response.body) : null;
      if (response.statusCode >= 400) {
        throw new ApiError(
          'response',
          `GET ${apiPath}: ${response.statusCode}`,
          response.statusCode,
          codeOf(body),
        );
      }
      return body;
    };

    /**
     * A public page asked for in one language by a visitor who chose the other (the language
     * cookie the browser keeps beside its stored choice): where they would be moved after loading,
     * so they are sent there at once. Crawlers and first visits have no cookie.
     */
    const preferredPage = (request: FastifyRequest): string | null => {
      const [pathname = '/', query] = request.url.split('?');
      const page = sitePageOf(pathname);
      const chosen = chosenLanguageCookie.exec(request.headers.cookie ?? '')?.[1];
      if (page?.kind !== 'public' || !isLanguage(chosen) || chosen === page.language) return null;
      return `${localizedPath(pathname, chosen)}${query === undefined ? '' : `?${query}`}`;
    };

    const renderPage = async (request: FastifyRequest, reply: FastifyReply, page: PageRenderer) => {
      const preferred = preferredPage(request);
      if (preferred) return reply.header('Cache-Control', 'no-store').redirect(preferred, 302);
      const origin = configuredOrigin ?? `${request.protocol}://${request.host}`;
      try {
        const response = await page.render({
          request: toWebRequest(request, origin),
          origin,
          assets: page.assets,
          nonce: reply.raw.scriptNonce,
          loadJson,
          routePreloads: page.routePreloads,
        });
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          reply.header(name, value);
        });
        reply.header('Cache-Control', 'no-cache');
        if (!response.body) return reply.send('');
        return reply.send(Readable.fromWeb(response.body as WebReadableStream));
      } catch (error) {
        request.log.error({ err: error }, 'server render failed: sending the client-only shell');
        const pathname = request.url.split('?')[0] ?? '/';
        return reply
          .status(sitePageOf(pathname) ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(clientOnlyShell(page.assets, splitLanguagePrefix(pathname).language));
      }
    };

    /** A path no route serves: `/api` answers JSON, `/media` (a missing upload) and the rest plain text. */
    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ success: false, message: `No API endpoint ${request.method} ${pathname}` });
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    };
    app.setNotFoundHandler(notFound);

    // Every other page is a route, not the not-found handler, so that it is compressed like the rest.
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // A missing upload is a missing file, not a page: an <img> gets a plain 404.
      const isUnder = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (isUnder('/api') || isUnder('/media')) {
        return notFound(request, reply);
      }
      if (!renderer) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built: run `npm run build`, or use `npm run dev` during development.');
      }
      return renderPage(request, reply, renderer);
    });
  },
  { name: 'site' },
);
