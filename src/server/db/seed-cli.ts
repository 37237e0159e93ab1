/** `npm run db:seed`: adds the sample catalogue to a database that has no products, and exits. */
import { loadConfig } from '../config';
import { migrate, openDatabase } from './connection';
import { sampleCatalogue } from './seed/catalogue-data';
import { seedCatalogue } from './seed/seed-catalogue';

const config = loadConfig();
const db = openDatabase(config.databaseFile);
try {
  await migrate(db);
  const outcome = await seedCatalogue(db, config.mediaDir, sampleCatalogue);
  console.log(
    outcome.seeded
      ? `Added the sample catalogue: ${outcome.products} products, with their images and Arabic text.`
      : `The catalogue already has ${outcome.products} products: nothing was added.`,
  );
} finally {
  await db.destroy();
}
