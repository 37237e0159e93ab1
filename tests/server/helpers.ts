import path from 'node:path';
import { buildServer } from '../../src/server/app';

export const fixtureClientDir = path.resolve('tests/fixtures/client');

/** A server on a fresh in-memory database, for `app.inject`. */
export async function startTestServer() {
  const app = await buildServer({
    databaseFile: ':memory:',
    clientDir: fixtureClientDir,
    logLevel: 'silent',
  });
  await app.ready();
  return app;
}
