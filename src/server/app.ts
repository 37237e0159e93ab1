import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { sitePlugin } from './plugins/site';
import { healthRoutes } from './routes/health';

export type ServerConfig = Pick<Config, 'databaseFile' | 'clientDir' | 'logLevel'>;

/** Assembles the server: external plugins first, then ours, then the routes. Tests start it with `inject`. */
export async function buildServer(config: ServerConfig, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // framer-motion animates through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { file: config.databaseFile });
  await app.register(healthRoutes);
  await app.register(sitePlugin, { clientDir: config.clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildServer>>;
