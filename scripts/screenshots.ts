/**
 * `npm run screenshots`: builds the app, starts it on a throw-away database and saves what a
 * visitor sees of the public pages in English and Arabic at phone (375 px) and desktop (1280 px)
 * widths, full length, to reports/screenshots/: every public page, with the first sample product
 * standing in for the product pages.
 */
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { publicPaths } from '../src/site-routes';
import { chromiumArgs, findChromium } from './chromium';
import { startThrowawayServer } from './throwaway-server';

const outDir = 'reports/screenshots';

const pageName = (path: string) => (path === '/' ? '-home' : path.replaceAll('/', '-'));
const widths = [375, 1280];

execSync('npm run -s build', { stdio: 'inherit' });
mkdirSync(outDir, { recursive: true });
const server = await startThrowawayServer();
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
try {
  const [product] = (await (await fetch(`${server.url}/api/products`)).json()) as { id: number }[];
  const paths = publicPaths.map((path) => path.replace('$productId', String(product?.id)));
  for (const path of paths) {
    for (const prefix of ['', '/ar']) {
      for (const width of widths) {
        const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
        await page.goto(`${server.url}${prefix}${path === '/' && prefix ? '' : path}`);
        await page.waitForLoadState('networkidle');
        // Sections reveal as they scroll into view: pass over the whole page once first.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 400) {
          await page.mouse.wheel(0, 400);
          await page.waitForTimeout(80);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(700);
        const name = `${(prefix || '/en').slice(1)}${pageName(path)}-${width}.png`;
        await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
        console.log(`${outDir}/${name}`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
