/**
 * The site's service worker, registered at /sw.js by src/actors/service-worker.ts (a failed
 * registration is ignored).
 * It makes repeat visits fast and lets the site's shell open offline, and it never stores what
 * belongs to one person or changes per request: the API, the admin portal, the login page and the
 * SEO tool pass straight through to the network, as does anything that is not a same-origin GET.
 *
 * Served as-is from public/ (no build step): raise VERSION whenever the caching rules below or the
 * unhashed files under /fonts/ change, so activation replaces the old caches.
 *
 *   /assets/* (hashed), /fonts/*   cache first: a hashed name never changes content
 *   /images/*, /media/*, /videos/* stale while revalidate (posters and pictures; audio and video
 *                                  files stream with range requests and pass through)
 *   public page navigations        network first; offline: that page's cached HTML, else the shell
 *                                  of its language (/ or /ar)
 *   /catalogs/*.pdf                network only (a catalog is opened in its own tab, not stored)
 *   everything else                network only, never stored
 */

const VERSION = 'v2';
const PREFIX = 'site-';
const STATIC_CACHE = `${PREFIX}static-${VERSION}`;
const MEDIA_CACHE = `${PREFIX}media-${VERSION}`;
const PAGES_CACHE = `${PREFIX}pages-${VERSION}`;
const CURRENT_CACHES = [STATIC_CACHE, MEDIA_CACHE, PAGES_CACHE];

/** Caches are trimmed oldest first: old builds' hashed files and old images do not pile up. */
const LIMITS = { [STATIC_CACHE]: 200, [MEDIA_CACHE]: 80, [PAGES_CACHE]: 40 };

const ENGLISH_SHELL = '/';
const ARABIC_SHELL = '/ar';

/**
 * Pages that are personal or tools, under either language, never stored: `/admin` as a prefix
 * (the portal, /admin-dashboard, /admin-forbidden), /login and /seo-verification.
 */
const PRIVATE_PAGE = /^(?:\/ar)?\/(?:admin|login(?:\/|$)|seo-verification(?:\/|$))/;
const API = /^\/api(?:\/|$)/;
const STATIC_FILE = /^\/(?:assets|fonts)\//;
const MEDIA_FILE = /^\/(?:images|media|videos)\//;
/** Files the site links to, opened by the browser itself: never stored, never a page. */
const DOCUMENT_FILE = /\.pdf$/i;
/** Played with range requests and possibly huge: left to the browser's own media loading. */
const STREAMED_FILE = /\.(?:mp4|m4v|webm|mov|avi|ogv|mp3|m4a|ogg|oga|wav)$/i;

/** Which cache a same-origin GET of this path may live in, or null when it must not be stored. */
function cacheFor(url, isNavigation) {
  if (url.origin !== self.location.origin) return null;
  const path = url.pathname;
  if (API.test(path) || PRIVATE_PAGE.test(path)) return null;
  if (STATIC_FILE.test(path)) return STATIC_CACHE;
  if (MEDIA_FILE.test(path)) return STREAMED_FILE.test(path) ? null : MEDIA_CACHE;
  // A file opened in its own tab (a PDF catalog) is no page of the site: offline, the browser says
  // so instead of showing the home page's shell at the file's address.
  if (DOCUMENT_FILE.test(path)) return null;
  return isNavigation ? PAGES_CACHE : null;
}

function isStorable(response) {
  // Only complete, same-origin answers: not 206 partial content, redirects, errors or opaque ones.
  if (response.status !== 200 || response.type !== 'basic') return false;
  return !/no-store|private/i.test(response.headers.get('Cache-Control') ?? '');
}

function isHtml(response) {
  return (response.headers.get('Content-Type') ?? '').startsWith('text/html');
}

async function store(cacheName, request, response) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  const excess = keys.length - LIMITS[cacheName];
  // keys() lists entries in the order they were stored.
  await Promise.all(keys.slice(0, Math.max(0, excess)).map((key) => cache.delete(key)));
}

async function cacheFirst(event, cacheName) {
  const cached = await caches.match(event.request, { cacheName });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isStorable(response)) event.waitUntil(store(cacheName, event.request, response.clone()));
  return response;
}

async function staleWhileRevalidate(event, cacheName) {
  const cached = await caches.match(event.request, { cacheName });
  const network = fetch(event.request).then((response) => {
    if (isStorable(response)) event.waitUntil(store(cacheName, event.request, response.clone()));
    return response;
  });
  if (!cached) return network;
  event.waitUntil(network.catch(() => undefined)); // offline: the cached copy stays
  return cached;
}

async function networkFirstPage(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    // A 404 (no such page) or a redirect is never stored: only the HTML of a real page.
    if (isStorable(response) && isHtml(response)) {
      event.waitUntil(store(PAGES_CACHE, request, response.clone()));
    }
    return response;
  } catch (offline) {
    const url = new URL(request.url);
    const shell = url.pathname === ARABIC_SHELL || url.pathname.startsWith(`${ARABIC_SHELL}/`);
    const cached =
      (await caches.match(request, { cacheName: PAGES_CACHE })) ??
      (await caches.match(request, { cacheName: PAGES_CACHE, ignoreSearch: true })) ??
      (await caches.match(shell ? ARABIC_SHELL : ENGLISH_SHELL, { cacheName: PAGES_CACHE }));
    if (cached) return cached;
    throw offline;
  }
}

/** Stores a same-origin file or public page unless it is stored already; failures are skipped. */
async function storeIfMissing(href, isNavigation) {
  const url = new URL(href, self.location.origin);
  url.hash = '';
  const cacheName = cacheFor(url, isNavigation);
  if (!cacheName || (await caches.match(url.href, { cacheName }))) return;
  const response = await fetch(url.href);
  if (isStorable(response) && (!isNavigation || isHtml(response))) await store(cacheName, url.href, response);
}

/** The hashed files a shell page loads before it renders (its scripts, preloads and styles). */
function filesReferencedBy(html) {
  const files = new Set();
  for (const match of html.matchAll(/\b(?:src|href)="(\/(?:assets|fonts)\/[^"]+)"/g)) files.add(match[1]);
  return [...files];
}

async function storeShell(path) {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!isStorable(response) || !isHtml(response)) return;
  const html = await response.clone().text();
  await store(PAGES_CACHE, path, response);
  await Promise.allSettled(filesReferencedBy(html).map((file) => storeIfMissing(file, false)));
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // Best effort: a shell that cannot be fetched now is stored when it is next visited.
  event.waitUntil(Promise.allSettled([ENGLISH_SHELL, ARABIC_SHELL].map(storeShell)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith(PREFIX) && !CURRENT_CACHES.includes(name));
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/**
 * The page that registered this worker loaded its first files before the worker controlled it;
 * it reports them ({ type: 'cache-urls', page, urls }) so a first visit is enough to open offline.
 * The same rules decide what is stored, so no message can put the API or a private page in a cache.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const files = data.urls.filter((url) => typeof url === 'string').map((url) => storeIfMissing(url, false));
  const page = typeof data.page === 'string' ? [storeIfMissing(data.page, true)] : [];
  event.waitUntil(Promise.allSettled([...page, ...files]));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Not handled here means the browser fetches it as if there were no service worker.
  if (request.method !== 'GET' || request.headers.has('Range') || request.headers.has('Authorization'))
    return;
  if (request.destination === 'video' || request.destination === 'audio') return;
  const url = new URL(request.url);
  const isNavigation = request.mode === 'navigate';
  const cacheName = cacheFor(url, isNavigation);
  if (cacheName === STATIC_CACHE) event.respondWith(cacheFirst(event, cacheName));
  else if (cacheName === MEDIA_CACHE) event.respondWith(staleWhileRevalidate(event, cacheName));
  else if (cacheName === PAGES_CACHE) event.respondWith(networkFirstPage(event));
});
