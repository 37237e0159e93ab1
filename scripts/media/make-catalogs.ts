/**
 * Prints the six catalogs as PDF files and draws their covers. Nothing is downloaded: each catalog
 * is built as HTML from the site's own bilingual content (scripts/media/catalog-pages.ts) and
 * printed by Chromium, which shapes the Arabic text as the site does.
 *
 * What it makes (overwriting what is there):
 *   public/catalogs/<id>.pdf          A4, cover, contents, the English pages, then the Arabic ones
 *   public/images/catalogs/<id>.webp  the cover, 420 px wide, for the catalogs page
 *
 * The text is set in DejaVu Sans, a static font with Arabic glyphs that Chromium embeds as a small
 * subset (the site's Cairo is a variable font, which Chromium would print as heavy outlines).
 * Product pictures go in as small JPEGs for the same reason.
 *
 * Needs Chromium (/usr/bin/chromium, or $CHROMIUM_PATH) and the DejaVu fonts (Debian's
 * fonts-dejavu-core). Run from the repository's root:
 *   npx tsx scripts/media/make-catalogs.ts
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { catalogs } from '../../src/content/catalogs';
import { loadSampleCatalogue } from '../../src/server/db/seed/sample-content';
import { chromiumArgs, findChromium } from '../chromium';
import { catalogHtml, catalogPageCount } from './catalog-pages';
import { pdfPageCount } from './pdf-pages';

const sampleCatalogue = loadSampleCatalogue();

const pdfDir = path.resolve('public/catalogs');
const coverDir = path.resolve('public/images/catalogs');
const coverWidth = 420;
/** A catalog should download in a moment on a phone. */
const maxPdfBytes = 400 * 1024;

const executablePath = findChromium();
if (!executablePath) throw new Error('make-catalogs: no Chromium found (install it or set CHROMIUM_PATH)');
mkdirSync(pdfDir, { recursive: true });
mkdirSync(coverDir, { recursive: true });

/** Each product's artwork as a small JPEG data URL, drawn once and used on its English and Arabic pages. */
const pictures = new Map<string, string>();
for (const entry of sampleCatalogue) {
  const jpeg = await sharp(Buffer.from(entry.artwork))
    .resize({ width: 360 })
    .jpeg({ quality: 65 })
    .toBuffer();
  pictures.set(entry.artwork, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
}

const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  // A4 at 96 px per inch, so a screenshot of the first page is the cover.
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  for (const catalog of catalogs) {
    await page.setContent(
      catalogHtml(catalog, (entry) => pictures.get(entry.artwork) ?? ''),
      { waitUntil: 'load' },
    );
    await page.evaluate(() => document.fonts.ready);
    // A page whose text is too long for one sheet is set smaller until it fits, so every page
    // prints as exactly one sheet and the contents' page numbers hold.
    await page.evaluate(() => {
      for (const box of document.querySelectorAll<HTMLElement>('.fit')) {
        let size = Number.parseFloat(getComputedStyle(box).fontSize);
        while (box.scrollHeight > box.clientHeight && size > 7) {
          size -= 0.25;
          box.style.fontSize = `${size}px`;
        }
      }
    });
    const file = path.join(pdfDir, `${catalog.id}.pdf`);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync(file, pdf);
    const pages = pdfPageCount(pdf);
    if (pages !== catalogPageCount(catalog.id)) {
      throw new Error(
        `${catalog.id}.pdf has ${pages} pages, its contents promise ${catalogPageCount(catalog.id)}`,
      );
    }
    if (pdf.length > maxPdfBytes)
      throw new Error(`${catalog.id}.pdf is ${pdf.length} bytes, over ${maxPdfBytes}`);

    const cover = await page.screenshot({ clip: { x: 0, y: 0, width: 794, height: 1123 } });
    await sharp(cover)
      .resize({ width: coverWidth })
      .webp({ quality: 80 })
      .toFile(path.join(coverDir, `${catalog.id}.webp`));
    console.log(
      `${catalog.id}: ${pages} pages, ${Math.round(pdf.length / 1024)} kB; cover ${Math.round(statSync(path.join(coverDir, `${catalog.id}.webp`)).size / 1024)} kB`,
    );
  }
} finally {
  await browser.close();
}
