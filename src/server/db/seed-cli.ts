/**
 * `npm run db:seed`: adds the sample catalogue to a database that has no products, and the sample
 * news to one without news (or their Arabic to sample items that lack it), and exits. The samples
 * are the files in sample-content/ (src/server/db/seed/sample-content.ts).
 */
import { loadConfig } from '../config';
import { createPrivately } from '../private-data';
import { migrate, openDatabase } from './connection';
import { loadSampleCatalogue, loadSampleNews, sampleContentDir } from './seed/sample-content';
import { seedCatalogue } from './seed/seed-catalogue';
import { seedNews, translateSampleNews } from './seed/seed-news';

createPrivately();
const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrate(db);
  // Both files are read (and checked) before anything is added.
  const sampleCatalogue = loadSampleCatalogue();
  const sampleNews = loadSampleNews();
  if (sampleCatalogue.length === 0) {
    console.log(`There is no sample catalogue in ${sampleContentDir()}: no products were added.`);
  } else {
    const outcome = await seedCatalogue(db, config.mediaDir, sampleCatalogue);
    console.log(
      outcome.seeded
        ? `Added the sample catalogue: ${outcome.products} products, with their images and Arabic text.`
        : `The catalogue already has ${outcome.products} products: nothing was added.`,
    );
  }
  if (sampleNews.length === 0) {
    console.log(`There is no sample news in ${sampleContentDir()}: none was added.`);
  } else {
    const added = await seedNews(db, config.mediaDir, sampleNews);
    console.log(
      added > 0 ? `Added the sample news: ${added} items.` : 'There is news already: none was added.',
    );
  }
  const translated = await translateSampleNews(db, sampleNews);
  if (translated > 0) console.log(`Gave ${translated} sample news items their Arabic.`);
} finally {
  await db.destroy();
}
