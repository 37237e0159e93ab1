/** Starts the whole product on one port: the site, the API and the media. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ensureAdministrator,
  type FirstAdministrator,
  firstAdminPasswordFileName,
  firstSignInNotice,
} from './accounts/first-administrator';
import { buildServer } from './app';
import { startAutomaticBackups } from './backups/automatic-backups';
import { ConfigError, loadConfig } from './config';
import { seedCatalogue, wasCatalogueSeeded } from './db/seed/seed-catalogue';
import { seedNews, translateSampleNews, wasNewsSeeded, wereSampleNewsTranslated } from './db/seed/seed-news';
import { startSharedSweeps, sweepUnreferencedMedia } from './media/sweep';
import { referencePath } from './plugins/api-reference';
import { createPrivately } from './private-data';
import { startScheduledPublishing } from './publication/scheduled-publishing';
import { exitOnSignals } from './shutdown';

// A .env file beside package.json is read first; variables already set take precedence.
if (existsSync('.env')) process.loadEnvFile('.env');
createPrivately();

/** Says how to sign in the first time; the generated password stays in its file. */
function announce(administrator: FirstAdministrator, origin: string): void {
  const notice = firstSignInNotice(administrator, origin);
  if (notice) console.log(notice);
}

try {
  const config = loadConfig();
  const app = await buildServer(config, {}, { dev: process.argv.includes('--dev') });
  // Alone on its database, the server sweeps before it takes requests; servers sharing one sweep
  // while they run, one at a time (src/server/media/sweep.ts).
  const shared = config.database.dialect === 'postgres';
  if (!shared) await sweepUnreferencedMedia(app);
  const administrator = await ensureAdministrator(app.db, {
    username: config.adminUsername,
    password: config.adminPassword,
    passwordFile: path.join(config.dataDir, firstAdminPasswordFileName),
  });
  // The first start fills the catalogue and the news with samples, so the site is never empty.
  // A failure here must not stop the server, nor keep the first sign-in from being announced below.
  // The samples (their text and artwork, in sample-content/) are read only when they are to be
  // added; a site that deleted their files gets none.
  try {
    if (!(await wasCatalogueSeeded(app.db))) {
      const { loadSampleCatalogue } = await import('./db/seed/sample-content');
      const sampleCatalogue = loadSampleCatalogue();
      if (sampleCatalogue.length > 0) {
        const outcome = await seedCatalogue(app.db, config.mediaDir, sampleCatalogue);
        if (outcome.seeded) console.log(`  Sample catalogue added: ${outcome.products} products.`);
      }
    }
    if (!(await wasNewsSeeded(app.db))) {
      const { loadSampleNews } = await import('./db/seed/sample-content');
      const sampleNews = loadSampleNews();
      if (sampleNews.length > 0) {
        const added = await seedNews(app.db, config.mediaDir, sampleNews);
        if (added > 0) console.log(`  Sample news added: ${added} items.`);
      }
    }
    if (!(await wereSampleNewsTranslated(app.db))) {
      const { loadSampleNews } = await import('./db/seed/sample-content');
      const translated = await translateSampleNews(app.db, loadSampleNews());
      if (translated > 0) console.log(`  Sample news translated into Arabic: ${translated} items.`);
    }
  } catch (error) {
    console.error('The sample content could not be added (try `npm run db:seed`):', error);
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Say where the generated password is even when the port is taken.
    announce(administrator, config.publicOrigin ?? `http://localhost:${config.port}`);
    throw error;
  }
  const { port } = app.server.address() as { port: number };
  const origin = config.publicOrigin ?? `http://localhost:${port}`;
  console.log(
    `\n  Site:          ${origin}/\n  Arabic site:   ${origin}/ar\n  Admin portal:  ${origin}/admin-dashboard\n  Health check:  ${origin}/api/health\n  API reference: ${origin}${referencePath}\n`,
  );
  announce(administrator, origin);
  exitOnSignals(app, [
    startAutomaticBackups(app, config),
    startScheduledPublishing(app),
    ...(shared ? [startSharedSweeps(app)] : []),
  ]);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}
