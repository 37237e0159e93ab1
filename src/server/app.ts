import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapFrameOrigins } from '../api/map-embed';
import { defaultPasswordCost } from './accounts/passwords';
import type { AccountSettings } from './accounts/settings';
import { type Clock, realSleep, type Sleep, systemClock } from './clock';
import {
  type Config,
  dataDirBeside,
  defaultFreeSpaceMarginBytes,
  defaultSessionIdleMs,
  defaultSessionMaxMs,
} from './config';
import { defaultBeaconLimits } from './field-vitals/beacon-limits';
import { logSerializers } from './logging';
import { apiEntityTagsPlugin } from './plugins/api-entity-tags';
import { apiReferencePlugin } from './plugins/api-reference';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { emptyBodyPlugin } from './plugins/empty-body';
import { errorsPlugin } from './plugins/errors';
import { httpsHeadersPlugin } from './plugins/https-headers';
import { mediaPlugin } from './plugins/media';
import { pageCachePlugin } from './plugins/page-cache';
import {
  defaultRequestTimeouts,
  type RequestTimeouts,
  requestTimeoutsPlugin,
} from './plugins/request-timeouts';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sitePlugin } from './plugins/site';
import { uploadsPlugin } from './plugins/uploads';
import { closeUp } from './private-data';
import { originResolver } from './public-origin';
import { defaultPageCacheLimits, type PageCacheLimits } from './rendering/page-cache';
import { loadBuiltRenderer } from './rendering/production';
import type { PageRenderer } from './rendering/renderer';
import { adminStatsRoutes } from './routes/admin-stats';
import { auditRoutes } from './routes/audit';
import { contactRoutes } from './routes/contact';
import { fieldVitalsRoutes } from './routes/field-vitals';
import { healthRoutes } from './routes/health';
import { loginRoutes } from './routes/login';
import { logoutRoutes } from './routes/logout';
import { newsRoutes } from './routes/news';
import { productsRoutes } from './routes/products';
import { seoRoutes } from './routes/seo';
import { settingsRoutes } from './routes/settings';
import { subscriptionsRoutes } from './routes/subscriptions';
import { twoFactorRoutes } from './routes/two-factor';
import { usersRoutes } from './routes/users';
import { verifyTokenRoutes } from './routes/verify-token';

/**
 * Every schema is a zod schema, checked and written by zod. Fastify's default compilers (Ajv and
 * fast-json-stringify) would never run; named as the compilers instead, they are never even
 * loaded, which was a good part of the server's start. Fastify's types expect Ajv's signatures.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** What the server needs; the session lifetimes default to the configuration's defaults. */
export type ServerConfig = Pick<Config, 'database' | 'mediaDir' | 'clientDir' | 'logLevel'> &
  Partial<
    Pick<
      Config,
      | 'dataDir'
      | 'sessionIdleMs'
      | 'sessionMaxMs'
      | 'trustProxy'
      | 'analyticsId'
      | 'publicOrigin'
      | 'serverDir'
      | 'freeSpaceMarginBytes'
      | 'fieldVitalsSample'
      | 'fieldVitalsPerClient'
    >
  > & {
    /** log2 of scrypt's N for new password hashes (17); tests lower it to stay fast. */
    passwordCost?: number;
    /** Tests pass their own clock to expire sessions and throttles without waiting. */
    clock?: Clock;
    /** Tests pass their own to record the sign-in delays asked for instead of waiting them out. */
    sleep?: Sleep;
    /** Where log lines go instead of standard output: tests read them. */
    logStream?: { write(line: string): void };
    /** Tests shorten how long a client may take to send a request. */
    timeouts?: Partial<RequestTimeouts>;
    /** Tests shrink the page cache to see it evict. */
    pageCache?: Partial<PageCacheLimits>;
    /** Tests lower the site's minute share of beacons to see it refuse them. */
    beaconSiteLimit?: number;
  };

/** Assembles the server: external plugins first, then ours, then the routes. Tests start it with `inject`. */
export interface PageRendering {
  /** Render pages from the source through Vite (`npm run dev`) instead of the build. */
  dev?: boolean;
  /** Tests hand in the app's render function directly. */
  renderer?: PageRenderer | null;
}

export async function buildServer(
  config: ServerConfig,
  options: FastifyServerOptions = {},
  pages: PageRendering = {},
) {
  const accounts: AccountSettings = {
    clock: config.clock ?? systemClock,
    sleep: config.sleep ?? realSleep,
    passwordCost: config.passwordCost ?? defaultPasswordCost,
    sessionIdleMs: config.sessionIdleMs ?? defaultSessionIdleMs,
    sessionMaxMs: config.sessionMaxMs ?? defaultSessionMaxMs,
  };
  const timeouts = { ...defaultRequestTimeouts, ...config.timeouts };
  const dataDir = path.resolve(config.dataDir ?? dataDirBeside(config.database));
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  closeUp({ dataDir });
  const app = Fastify({
    // A connection that sends nothing is closed; no request may take longer to arrive than an upload.
    connectionTimeout: timeouts.idleMs,
    requestTimeout: Math.max(timeouts.bodyMs, timeouts.uploadMs),
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    schemaController: { compilersFactory: zodCompilers },
    ...options,
  }).withTypeProvider<ZodTypeProvider>();

  // Google's hosts are admitted only when the app was built with an analytics ID.
  const analytics = config.analyticsId
    ? {
        script: ['https://www.googletagmanager.com'],
        connect: [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
      }
    : { script: [], connect: [] };
  // HSTS and upgrade-insecure-requests only over HTTPS (httpsHeadersPlugin).
  await app.register(securityHeadersPlugin, {
    hsts: false,
    // Other sites learn nothing of where their visitors came from; the site's own pages may, so a
    // link pressed before a page's scripts ran can still leave focus where the scripted link would.
    referrerPolicy: { policy: 'same-origin' },
    // Development runs Vite's inline client and hot-reload socket, which a strict policy would block.
    contentSecurityPolicy: pages.dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...analytics.connect],
            mediaSrc: ["'self'", 'blob:'],
            // Pages set style attributes (a section's reveal delay, carousel positions).
            styleSrc: ["'self'", "'unsafe-inline'"],
            // A rendered page adds the digests of its own inline scripts (the hydration data): no
            // other inline script runs (src/server/rendering/script-hashes.ts).
            scriptSrc: ["'self'", ...analytics.script],
            connectSrc: ["'self'", ...analytics.connect],
            // The map embed (branches and contact pages) is the only frame a page may hold.
            frameSrc: [...mapFrameOrigins],
            upgradeInsecureRequests: null,
          },
        },
  });
  await app.register(httpsHeadersPlugin);
  // Pages and API answers are compressed as they are sent, with a quick Brotli setting; the built
  // files were compressed at build time and go out as they are (scripts/precompress.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
  // Multipart bodies are read as streams by the routes that take them, with their own limits.
  await app.register(multipart);
  await app.register(errorsPlugin);
  await app.register(apiEntityTagsPlugin);
  await app.register(requestTimeoutsPlugin, timeouts);
  await app.register(emptyBodyPlugin);
  // Vite's middleware (development) must see requests before any route does. Only development
  // loads it (and Vite): production never needs them.
  const renderer =
    pages.renderer !== undefined
      ? pages.renderer
      : pages.dev
        ? await (await import('./rendering/development')).attachViteRenderer(app)
        : await loadBuiltRenderer(config.clientDir, config.serverDir ?? path.resolve('dist/server'));
  await app.register(databasePlugin, { location: config.database });
  await app.register(authPlugin, accounts);
  // Before the routes, so that it documents each as it is added.
  await app.register(apiReferencePlugin);
  await app.register(mediaPlugin, { dir: config.mediaDir });
  await app.register(uploadsPlugin, {
    freeSpaceMarginBytes: config.freeSpaceMarginBytes ?? defaultFreeSpaceMarginBytes,
  });
  await app.register(pageCachePlugin, {
    ...defaultPageCacheLimits,
    ...config.pageCache,
    // In development a page is rendered from the source as it is now: none is kept.
    ...(pages.dev ? { maxEntries: 0 } : {}),
    clock: accounts.clock,
  });
  await app.register(healthRoutes);
  await app.register(loginRoutes, accounts);
  await app.register(logoutRoutes, accounts);
  await app.register(verifyTokenRoutes, accounts);
  await app.register(twoFactorRoutes, accounts);
  await app.register(usersRoutes, accounts);
  await app.register(adminStatsRoutes, { ...accounts, database: config.database, dataDir });
  await app.register(productsRoutes, { clock: accounts.clock });
  await app.register(newsRoutes, { clock: accounts.clock });
  await app.register(contactRoutes, { clock: accounts.clock });
  await app.register(subscriptionsRoutes, { clock: accounts.clock });
  await app.register(settingsRoutes, { clock: accounts.clock });
  await app.register(auditRoutes, { clock: accounts.clock });
  await app.register(fieldVitalsRoutes, {
    clock: accounts.clock,
    sample: config.fieldVitalsSample ?? 1,
    limits: {
      perClient: config.fieldVitalsPerClient ?? defaultBeaconLimits.perClient,
      siteWide: config.beaconSiteLimit ?? defaultBeaconLimits.siteWide,
    },
  });
  const originOf = originResolver(config.publicOrigin ?? null);
  await app.register(seoRoutes, { originOf, deployedAt: new Date() });
  await app.register(sitePlugin, { clientDir: pages.dev ? null : config.clientDir, renderer, originOf });
  return app;
}

export type App = Awaited<ReturnType<typeof buildServer>>;

/** A hop count becomes "trust the nearest n proxies", as Fastify documents for numbers. */
function trustProxyOption(trust: boolean | number | string): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
