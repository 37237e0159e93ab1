/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../config';
import { createPrivately } from '../private-data';
import { migrate, openDatabase } from './connection';

createPrivately();
const config = loadConfig();
const db = openDatabase(config.database);
try {
  const { results = [] } = await migrate(db);
  const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.destroy();
}
