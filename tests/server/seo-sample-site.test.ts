/**
 * The verification tool on the sample site: every address it checks (each public page that is one
 * address, the later pages of the catalogue and the news archive, each product's and news item's
 * page the sitemap lists, in both languages, and the address that is no page) passes every one of
 * its checks, as the server renders it. The tool's own checks judge each page, with the browser's
 * DOM parser; the listing is the tool's own too.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/api/language';
import { newsPerPage, productsPerPage } from '../../src/api/limits';
import type { PageTarget } from '../../src/api/seo';
import { render } from '../../src/entry-server';
import { checkPageHtml } from '../../src/seo/page-checks';
import { fixedTargets, laterPages, recordPagesOfSitemap } from '../../src/seo/site-pages';
import type { App } from '../../src/server/app';
import { loadSampleCatalogue, loadSampleNews } from '../../src/server/db/seed/sample-content';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { seedNews, translateSampleNews } from '../../src/server/db/seed/seed-news';
import { splitLanguagePrefix } from '../../src/site-routes';
import { startTestServer, testMediaDir } from './helpers';

const sampleCatalogue = loadSampleCatalogue();
const sampleNews = loadSampleNews();

const assets = { scripts: ['/assets/main-test.js'], stylesheets: ['/assets/main-test.css'] };
const media = testMediaDir();
let app: App;

beforeAll(async () => {
  app = await startTestServer({ mediaDir: media }, { renderer: { render, assets } });
  await seedCatalogue(app.db, media, sampleCatalogue);
  await seedNews(app.db, media, sampleNews);
  await translateSampleNews(app.db, sampleNews);
  // The checks parse each page as a browser would.
  globalThis.DOMParser = new JSDOM().window.DOMParser;
}, 180_000);
afterAll(() => app.close());

const totalOf = async (url: string) => Number((await app.inject(url)).headers['x-total-count']);

/** What the tool lists: its fixed pages, then the later list pages and the sitemap's record pages. */
async function listedPages(): Promise<PageTarget[]> {
  const products = await totalOf('/api/products?lang=en&page=1&perPage=1');
  const paged = await Promise.all(
    languages.map(async (language) => [
      ...laterPages('/products', language, products, productsPerPage),
      ...laterPages('/news', language, await totalOf(`/api/news?lang=${language}&page=1`), newsPerPage),
    ]),
  );
  const sitemap = (await app.inject('/sitemap.xml')).body;
  return [...fixedTargets, ...paged.flat(), ...recordPagesOfSitemap(sitemap)];
}

describe('the verification tool on the sample site', () => {
  it('passes every check on every page it lists, in both languages', async () => {
    const targets = await listedPages();
    const urls = targets.map((target) => target.url);
    // Every sample product and news item in each language, and the catalogue's second page.
    expect(urls.filter((url) => /^\/products\/\d+$/.test(url))).toHaveLength(sampleCatalogue.length);
    expect(urls.filter((url) => /^\/ar\/products\/\d+$/.test(url))).toHaveLength(sampleCatalogue.length);
    expect(urls.filter((url) => /^\/news\/\d+$/.test(url))).toHaveLength(sampleNews.length);
    expect(urls.filter((url) => /^\/ar\/news\/\d+$/.test(url))).toHaveLength(sampleNews.length);
    expect(urls).toContain('/ar/products?page=2');
    // The origin the pages name (as written, port and all), as the tool reads it from its own page.
    const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec((await app.inject('/')).body)?.[1];

    const failures: string[] = [];
    for (const target of targets) {
      const res = await app.inject({ url: target.url, headers: { 'accept-language': target.language } });
      const isPage = target.pattern !== null;
      expect(res.statusCode, target.url).toBe(isPage ? 200 : 404);
      const { path } = splitLanguagePrefix(target.url);
      const checks = checkPageHtml(res.body, {
        origin: origin ?? '',
        path,
        language: target.language,
        isPage,
      });
      expect(checks.length, target.url).toBe(isPage ? 9 : 1);
      for (const check of checks.filter((check) => !check.passed))
        failures.push(`${target.url} ${check.id} ${JSON.stringify(check.values)}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
