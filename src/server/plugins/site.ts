import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, codeOf } from '../../api/errors';
import { isLanguage, type Language } from '../../api/language';
import { type JsonAnswer, totalCountOf } from '../../api/requests/load-json';
import { pageQueryOf } from '../../page-search';
import {
  languageChoiceParam,
  languageCookieOf,
  languageCookieValue,
  localizedPath,
  sitePageOf,
  splitLanguagePrefix,
} from '../../site-routes';
import { weightedRanges } from '../http/weighted-ranges';
import type { OriginOf } from '../public-origin';
import type { Rendered } from '../rendering/page-cache';
import { type RenderedPage, readRenderedPage, withCompressedCopies } from '../rendering/rendered-page';
import { clientOnlyShell, type PageRenderer } from '../rendering/renderer';
import { withScriptSources } from '../rendering/script-hashes';
import { sendPage } from '../rendering/send-page';

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

/**
 * Of the site's languages, the one a browser's Accept-Language header prefers: the ranges by
 * weight (the order given breaks ties), the first naming English or Arabic, or any (`*`: the
 * default, English). Null when it names neither.
 */
function browserLanguageOf(header: string | undefined): Language | null {
  const ranges = weightedRanges(header)
    // A weight of 0 means "not this one".
    .filter(({ q }) => q > 0)
    .map((range, index) => ({ ...range, index }))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    if (range === '*') return 'en';
    const primary = range.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * A request's path and, when it has one, its query string (everything after the first `?`). Each
 * run of slashes in the path is one slash, and a backslash is a slash, as browsers read them: a
 * path made of pieces of `/ar//products` or `/\host` could otherwise start with `//` and send a
 * redirect to another site.
 */
function addressOf(request: FastifyRequest): { pathname: string; query: string | undefined } {
  const start = request.url.indexOf('?');
  const path = start === -1 ? request.url : request.url.slice(0, start);
  const pathname = path.replace(/[/\\]+/g, '/');
  return { pathname, query: start === -1 ? undefined : request.url.slice(start + 1) };
}

/** A request's address as a URL of `origin`, its path read as `addressOf` reads it. */
function urlOf(request: FastifyRequest, origin: string): URL {
  const { pathname, query } = addressOf(request);
  return new URL(`${origin}${pathname}${query === undefined ? '' : `?${query}`}`);
}

/** Reads a request body to its end without keeping it; a body over `limit` bytes is refused (413). */
function discardBody(body: IncomingMessage, limit: number, done: (error: Error | null) => void): void {
  if (Number(body.headers['content-length']) > limit) {
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    return;
  }
  let received = 0;
  const finish = (error: Error | null) => {
    body.off('data', count).off('end', ended).off('error', failed);
    done(error);
  };
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) finish(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  };
  const ended = () => finish(null);
  // A body cut off by its sender is the client's fault (400), as Fastify treats its own bodies.
  const failed = (error: Error) => finish(Object.assign(error, { statusCode: 400 }));
  body.on('data', count).on('end', ended).on('error', failed);
}

/** Whether a query string carries a password field, as a login or user form sent by GET does. */
function carriesPassword(query: string | undefined): boolean {
  return [...new URLSearchParams(query).keys()].some((name) => /password/i.test(name));
}

/**
 * Where a page answers a form sent to it by POST without the page's scripts (they had not loaded
 * yet): the page itself by GET, never an echo of what was sent. The login page keeps the
 * destination it was given and asks the visitor to sign in again.
 */
function pageAfterPost(pathname: string, query: string | undefined): string {
  if (pathname === '/login') {
    const redirect = new URLSearchParams(query).get('redirect');
    const search = new URLSearchParams(redirect === null ? {} : { redirect });
    search.set('notice', 'retry');
    return `${pathname}?${search}`;
  }
  return query === undefined || carriesPassword(query) ? pathname : `${pathname}?${query}`;
}

export interface SiteOptions {
  /** The built browser files, served as they are (absent in development, where Vite serves them). */
  clientDir: string | null;
  renderer: PageRenderer | null;
  /** The origin of a request's absolute links. */
  originOf: OriginOf;
}

/**
 * Serves the site from one port with the API: the built files (hashed assets cached for a year)
 * and every other path rendered on the server by the app's own router, with the status it sets
 * (404 for the not-found page), public pages from the page cache. Should rendering throw, the
 * visitor gets the client-only shell and the error is logged. `/api/*` paths that match no route
 * answer 404 JSON, missing `/media/*` files a plain 404. A form posted to a page without scripts is answered with that page by GET.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a refused form post with its page rendered again at `address` (path and query), with
     * `status`; never cached, since the query holds what the visitor typed. True once sent; false
     * when no page can be rendered (the web app is not built) or the page moved elsewhere.
     */
    sendPageAgain?: (
      request: FastifyRequest,
      reply: FastifyReply,
      address: string,
      status: number,
    ) => Promise<boolean>;
  }
}

export const sitePlugin = fp<SiteOptions>(
  async (app, { clientDir, renderer, originOf }) => {
    const { pageCache } = app;
    // Vite serves the browser files in development, and the pages are rendered from the sources.
    const development = clientDir === null;
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

    /**
     * Route loaders read the API in process: the same answers as over HTTP, without the network.
     * A call the API could not answer (a server error, no answer, or one that is not JSON) is
     * reported to `failed`: the page shows the failure, and such a page is not cached.
     */
    const loaderOf =
      (failed: () => void) =>
      async (apiPath: string): Promise<JsonAnswer> => {
        let status: number;
        let body: unknown;
        let total: number | null;
        try {
          const response = await app.inject({ method: 'GET', url: apiPath });
          status = response.statusCode;
          body = response.body ? JSON.parse(response.body) : null;
          total = totalCountOf(response.headers['x-total-count']);
        } catch (error) {
          failed();
          throw error;
        }
        if (status >= 500) failed();
        if (status >= 400) {
          throw new ApiError('response', `GET ${apiPath}: ${status}`, status, codeOf(body));
        }
        return { body, total };
      };

    /**
     * Renders the page at `url`. The render is handed the address alone, no header or cookie of
     * the request: a page depends on its origin, path and query and nothing else, which is what
     * lets the cache key it by its address.
     */
    const renderFresh = async (
      page: PageRenderer,
      url: URL,
      origin: string,
    ): Promise<Rendered<RenderedPage>> => {
      let apiFailed = false;
      const response = await page.render({
        request: new Request(url),
        origin,
        assets: page.assets,
        loadJson: loaderOf(() => {
          apiFailed = true;
        }),
        routePreloads: page.routePreloads,
      });
      return { page: await readRenderedPage(response), keep: !apiFailed };
    };

    /**
     * A public page from the cache, or rendered (once for concurrent requests) and kept with its
     * compressed copies (not a product that does not exist: its 404 page); a search's page is kept
     * apart, with the other searches. Admin and login pages are never kept, since what they show
     * depends on who signs in, nor is a path that is no page: those addresses are whatever a
     * scanner makes up, and would only push real pages out.
     */
    const publicPage = async (page: PageRenderer, url: URL, origin: string): Promise<RenderedPage> => {
      const { kept } = pageQueryOf(url.pathname, url.search.slice(1));
      // A page showing what a visitor typed (a refused form's fields) is that visitor's alone.
      if (kept === 'never') return (await renderFresh(page, url, origin)).page;
      const cache = kept === 'withSearches' ? app.searchPageCache : pageCache;
      cache.follow(await app.dataVersion());
      return (
        cache.cached(url.href) ??
        cache.fill(url.href, async () => {
          const rendered = await renderFresh(page, url, origin);
          // A not-found page is never kept: its addresses are whatever a visitor makes up.
          const keep = rendered.keep && rendered.page.status === 200;
          return keep ? { page: await withCompressedCopies(rendered.page), keep } : { ...rendered, keep };
        })
      );
    };

    /**
     * A public page asked for in one language by a visitor who chose the other (the language
     * cookie the browser keeps beside its stored choice): where they would be moved after loading,
     * so they are sent there at once. Crawlers and first visits have no cookie. A first visit to
     * the home page goes to the Arabic one when the browser prefers Arabic; a deep link keeps the
     * language its address names.
     */
    const preferredPage = (request: FastifyRequest): string | null => {
      const { pathname, query } = addressOf(request);
      const page = sitePageOf(pathname);
      if (page?.kind !== 'public') return null;
      // Only a visit is moved: a page a script fetches (the service worker storing the English and
      // Arabic pages for offline use) is the one its address names. Browsers name a visit
      // `navigate`; crawlers and older browsers send no such header.
      const mode = request.headers['sec-fetch-mode'];
      if (mode !== undefined && mode !== 'navigate') return null;
      const chosen = languageCookieValue(request.headers.cookie ?? '');
      const wanted = isLanguage(chosen)
        ? chosen
        : pathname === '/'
          ? browserLanguageOf(request.headers['accept-language'])
          : null;
      if (wanted === null || wanted === page.language) return null;
      return `${localizedPath(pathname, wanted)}${query === undefined ? '' : `?${query}`}`;
    };

    /**
     * A language link followed without the page's scripts (or before they ran) carries the choice
     * in its query: it is remembered in the cookie the scripts keep too, and the visitor goes on to
     * the page in that language without the parameter.
     */
    const languageChoice = (request: FastifyRequest) => {
      const url = urlOf(request, 'http://site.invalid');
      const chosen = url.searchParams.get(languageChoiceParam);
      if (!isLanguage(chosen)) return null;
      url.searchParams.delete(languageChoiceParam);
      const path =
        sitePageOf(url.pathname)?.kind === 'public' ? localizedPath(url.pathname, chosen) : url.pathname;
      return { cookie: languageCookieOf(chosen), location: `${path}${url.search}` };
    };

    /**
     * A public page asked for with a query it does not spell that way (a parameter it does not
     * read, a value it ignores): the page's own address for it, which is the one rendered and kept.
     * Not in development, where `?inspect` attaches the statechart inspector to any page.
     */
    const ownAddress = (request: FastifyRequest): string | null => {
      const { pathname, query } = addressOf(request);
      if (development || sitePageOf(pathname)?.kind !== 'public') return null;
      const { search } = pageQueryOf(pathname, query ?? '');
      return search === (query === undefined ? '' : `?${query}`) ? null : `${pathname}${search}`;
    };

    const renderPage = async (request: FastifyRequest, reply: FastifyReply, page: PageRenderer) => {
      const choice = languageChoice(request);
      if (choice) {
        return reply
          .header('Set-Cookie', choice.cookie)
          .header('Cache-Control', 'no-store')
          .redirect(choice.location, 303);
      }
      const { pathname } = addressOf(request);
      // What a public page answers depends on the language cookie, and the home page's on the
      // browser's languages too: a cache must keep each answer to the requests it was for.
      if (pathname === '/') reply.header('Vary', 'Accept-Language, Cookie');
      else if (sitePageOf(pathname)?.kind === 'public') reply.header('Vary', 'Cookie');
      const preferred = preferredPage(request);
      if (preferred) return reply.header('Cache-Control', 'no-store').redirect(preferred, 302);
      const own = ownAddress(request);
      // Kept a day, not for ever as browsers keep a permanent redirect by default: a page may come
      // to read a parameter it does not read today.
      if (own) return reply.header('Cache-Control', 'public, max-age=86400').redirect(own, 301);
      const origin = originOf(request);
      const url = urlOf(request, origin);
      try {
        const rendered =
          sitePageOf(pathname)?.kind === 'public'
            ? await publicPage(page, url, origin)
            : (await renderFresh(page, url, origin)).page;
        return sendPage(request, reply, rendered);
      } catch (error) {
        request.log.error({ err: error }, 'server render failed: sending the client-only shell');
        return reply
          .status(sitePageOf(pathname) ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(clientOnlyShell(page.assets, splitLanguagePrefix(pathname).language));
      }
    };

    app.decorate(
      'sendPageAgain',
      async (request: FastifyRequest, reply: FastifyReply, address: string, status: number) => {
        if (!renderer) return false;
        const origin = originOf(request);
        const { page } = await renderFresh(renderer, new URL(address, origin), origin);
        // The page moved somewhere else (its router did not take the address): the caller redirects.
        if (page.status !== 200) return false;
        reply.status(status);
        for (const [name, value] of page.headers) reply.header(name, value);
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') {
          reply.header('Content-Security-Policy', withScriptSources(policy, page.scriptSources));
        }
        // Not the reply itself: it is a thenable, and awaiting it answers undefined once it is sent.
        reply.header('Cache-Control', 'no-store').send(page.body);
        return true;
      },
    );

    /** A path no route serves: `/api` answers JSON, `/media` (a missing upload) and the rest plain text. */
    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      const { pathname } = addressOf(request);
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
      const { pathname, query } = addressOf(request);
      // A missing upload is a missing file, not a page: an <img> gets a plain 404.
      const isUnder = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (isUnder('/api') || isUnder('/media')) {
        return notFound(request, reply);
      }
      // A form an older page sent by GET put the password in the address: the page again without it.
      if (sitePageOf(pathname) && carriesPassword(query)) {
        return reply.header('Cache-Control', 'no-store').redirect(pathname, 303);
      }
      if (!renderer) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built: run `npm run build`, or use `npm run dev` during development.');
      }
      return renderPage(request, reply, renderer);
    });

    // A form sent natively has a body this server does not read: it is counted up to the usual
    // limit and dropped, whatever its type, so only its size can change the answer.
    const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
    await app.register(async (forms) => {
      forms.removeAllContentTypeParsers();
      forms.addContentTypeParser('*', (_request, body, done) => {
        discardBody(body, bodyLimit, (error) => done(error, undefined));
      });
      forms.post('/*', (request, reply) => {
        const { pathname, query } = addressOf(request);
        if (!sitePageOf(pathname)) return notFound(request, reply);
        return reply.header('Cache-Control', 'no-store').redirect(pageAfterPost(pathname, query), 303);
      });
    });
  },
  { name: 'site', dependencies: ['page-cache'] },
);
