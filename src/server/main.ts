/** Starts the whole product on one port: the site, the API and the media. */
import { existsSync } from 'node:fs';
import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';

// A .env file beside package.json is read first; variables already set take precedence.
if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = loadConfig();
  const app = await buildServer(config);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  const origin = config.publicOrigin.replace(`:${config.port}`, `:${port}`);
  console.log(
    `\n  Site:          ${origin}/\n  Arabic site:   ${origin}/ar\n  Health check:  ${origin}/api/health\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}
