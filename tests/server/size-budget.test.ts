import { describe, expect, it } from 'vitest';
import { overBudget, pageWeights } from '../../scripts/size-budget';
import type { BuildManifest } from '../../src/server/rendering/production';

/** A small build: the entry, a public layout with two pages and the SEO tool, the sign-in page and a lazy chunk. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_initial.js'] },
  '_initial.js': { file: 'assets/initial.js', css: ['assets/initial.css'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_initial.js'] },
  'src/routes/{-$locale}/route.tsx?tsr-split=component': {
    file: 'assets/layout.js',
    imports: ['_initial.js'],
  },
  'src/routes/{-$locale}/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    imports: ['_initial.js', '_shared.js'],
  },
  'src/routes/{-$locale}/products/index.tsx?tsr-split=component': {
    file: 'assets/products.js',
    imports: ['_initial.js'],
  },
  // Under the language prefix, but a page for the staff: it loads the portal's messages too.
  'src/routes/{-$locale}/seo-verification.tsx?tsr-split=component': {
    file: 'assets/seo.js',
    imports: ['_initial.js'],
  },
  'src/routes/login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_initial.js'] },
  // Each page loads its language's messages before it hydrates, the sign-in page the portal's too.
  'src/locales/en/messages.po': { file: 'assets/messages-en.js' },
  'src/locales/ar/messages.po': { file: 'assets/messages-ar.js' },
  'src/locales/en/portal.po': { file: 'assets/portal-en.js' },
  'src/locales/ar/portal.po': { file: 'assets/portal-ar.js' },
  // Loaded on a click, not by any page up front.
  'src/api/client.ts': { file: 'assets/client.js' },
};

const bytes: Record<string, number> = {
  '/assets/index.js': 1_000,
  '/assets/initial.js': 90_000,
  '/assets/initial.css': 9_000,
  '/assets/shared.js': 8_000,
  '/assets/layout.js': 5_000,
  '/assets/home.js': 20_000,
  '/assets/products.js': 4_000,
  '/assets/login.js': 6_000,
  '/assets/seo.js': 3_000,
  '/assets/client.js': 50_000,
  '/assets/messages-en.js': 2_000,
  '/assets/messages-ar.js': 3_000,
  '/assets/portal-en.js': 1_500,
  '/assets/portal-ar.js': 1_700,
};

function sizeOf(file: string): number {
  const size = bytes[file];
  if (size === undefined) throw new Error(`no size for ${file}`);
  return size;
}

describe('npm run size', () => {
  const weights = pageWeights(manifest, sizeOf);

  it('counts, per page, the entry with its imports, the chunks of the page and its layouts, and the larger language', () => {
    expect(weights).toEqual([
      // The portal's messages count on the sign-in page only.
      { route: '/login', kind: 'admin', js: 1_000 + 90_000 + 6_000 + 3_000 + 1_700, css: 9_000 },
      {
        route: '/{-$locale}/',
        kind: 'public',
        js: 1_000 + 90_000 + 5_000 + 20_000 + 8_000 + 3_000,
        css: 9_000,
      },
      {
        route: '/{-$locale}/products/',
        kind: 'public',
        js: 1_000 + 90_000 + 5_000 + 4_000 + 3_000,
        css: 9_000,
      },
      // The SEO tool is the staff's: the portal's messages count, and the staff's budget.
      {
        route: '/{-$locale}/seo-verification',
        kind: 'admin',
        js: 1_000 + 90_000 + 5_000 + 3_000 + 3_000 + 1_700,
        css: 9_000,
      },
    ]);
  });

  it('passes pages within their budgets', () => {
    expect(overBudget(weights, { public: { js: 127, css: 9 }, admin: { js: 104, css: 9 } })).toEqual([]);
  });

  it('names each page and part over its budget, by how much it weighs', () => {
    expect(overBudget(weights, { public: { js: 125, css: 10 }, admin: { js: 102, css: 8 } })).toEqual([
      '/login: 9.0 kB of CSS (gzip), over the admin budget of 8 kB',
      '/{-$locale}/: 127.0 kB of JS (gzip), over the public budget of 125 kB',
      '/{-$locale}/seo-verification: 103.7 kB of JS (gzip), over the admin budget of 102 kB',
      '/{-$locale}/seo-verification: 9.0 kB of CSS (gzip), over the admin budget of 8 kB',
    ]);
  });

  it('refuses a manifest without the client entry', () => {
    expect(() => pageWeights({}, sizeOf)).toThrow(/no entry for index\.html/);
  });
});
