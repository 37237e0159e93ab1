import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { migrate, openDatabaseWithVersion } from '../db/connection';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The mark that moves whenever the rows may have changed (src/server/db/data-version.ts). */
    dataVersion: () => string;
  }
}

/** Opens the database, brings its schema up to date before any request, and closes it on shutdown. */
export const databasePlugin = fp<{ file: string }>(
  async (app, { file }) => {
    const { db, dataVersion } = openDatabaseWithVersion(file);
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
