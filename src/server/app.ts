import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { defaultPasswordCost } from './accounts/passwords';
import type { AccountSettings } from './accounts/settings';
import { type Clock, systemClock } from './clock';
import { type Config, defaultSessionIdleMs, defaultSessionMaxMs } from './config';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { emptyBodyPlugin } from './plugins/empty-body';
import { errorsPlugin } from './plugins/errors';
import { sitePlugin } from './plugins/site';
import { adminStatsRoutes } from './routes/admin-stats';
import { healthRoutes } from './routes/health';
import { loginRoutes } from './routes/login';
import { logoutRoutes } from './routes/logout';
import { usersRoutes } from './routes/users';
import { verifyTokenRoutes } from './routes/verify-token';

/** What the server needs; the session lifetimes default to the configuration's defaults. */
export type ServerConfig = Pick<Config, 'databaseFile' | 'clientDir' | 'logLevel'> &
  Partial<Pick<Config, 'sessionIdleMs' | 'sessionMaxMs' | 'trustProxy' | 'analyticsId'>> & {
    /** log2 of scrypt's N for new password hashes (17); tests lower it to stay fast. */
    passwordCost?: number;
    /** Tests pass their own clock to expire sessions and throttles without waiting. */
    clock?: Clock;
  };

/** Assembles the server: external plugins first, then ours, then the routes. Tests start it with `inject`. */
export async function buildServer(config: ServerConfig, options: FastifyServerOptions = {}) {
  const accounts: AccountSettings = {
    clock: config.clock ?? systemClock,
    passwordCost: config.passwordCost ?? defaultPasswordCost,
    sessionIdleMs: config.sessionIdleMs ?? defaultSessionIdleMs,
    sessionMaxMs: config.sessionMaxMs ?? defaultSessionMaxMs,
  };
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...analytics.connect],
        mediaSrc: ["'self'", 'blob:'],
        // framer-motion animates through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...analytics.script],
        connectSrc: ["'self'", ...analytics.connect],
      },
    },
  });
  await app.register(errorsPlugin);
  await app.register(emptyBodyPlugin);
  await app.register(databasePlugin, { file: config.databaseFile });
  await app.register(authPlugin, accounts);
  await app.register(healthRoutes);
  await app.register(loginRoutes, accounts);
  await app.register(logoutRoutes);
  await app.register(verifyTokenRoutes);
  await app.register(usersRoutes, accounts);
  await app.register(adminStatsRoutes, { ...accounts, databaseFile: config.databaseFile });
  await app.register(sitePlugin, { clientDir: config.clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildServer>>;

/** A hop count becomes "trust the nearest n proxies", as Fastify documents for numbers. */
function trustProxyOption(trust: boolean | number | string): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
