import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseLocation } from '../config';
import { migrate, openDatabaseWithVersion } from '../db/connection';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The mark that moves whenever rows a page shows may have changed (src/server/db/data-version.ts). */
    dataVersion: () => Promise<string>;
  }
}

/** Opens the database, brings its schema up to date before any request, and closes it on shutdown. */
export const databasePlugin = fp<{ location: DatabaseLocation }>(
  async (app, { location }) => {
    const { db, dataVersion } = openDatabaseWithVersion(location);
    try {
      await migrate(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dataVersion', dataVersion);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
