import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { migrate, openDatabase } from '../db/connection';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Opens the database, brings its schema up to date before any request, and closes it on shutdown. */
export const databasePlugin = fp<{ file: string }>(
  async (app, { file }) => {
    const db = openDatabase(file);
    try {
      await migrate(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
