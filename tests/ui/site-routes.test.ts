import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../src/router';
import {
  localizedPath,
  publicPaths,
  sitePageOf,
  unprefixedPaths,
  urlLanguageOf,
} from '../../src/site-routes';

/** The router's pages as plain paths: `{-$locale}` routes are public, `$param` kept as is. */
function routerPages() {
  const router = createAppRouter({
    origin: 'http://localhost',
    assets: { scripts: [], stylesheets: [] },
    loadJson: async () => null,
  });
  const pages = { public: new Set<string>(), unprefixed: new Set<string>() };
  for (const route of Object.values(router.routesById)) {
    if (route.children || route.isRoot) continue; // layouts are not pages
    const full = route.fullPath.replace(/\/$/, '') || '/';
    if (full.startsWith('/{-$locale}')) pages.public.add(full.slice('/{-$locale}'.length) || '/');
    else pages.unprefixed.add(full);
  }
  return pages;
}

describe('the shared route table', () => {
  it('lists exactly the pages the router has, so the server answers 200 for each and 404 otherwise', () => {
    const pages = routerPages();
    expect([...pages.public].sort()).toEqual([...publicPaths].sort());
    expect([...pages.unprefixed].sort()).toEqual([...unprefixedPaths].sort());
  });

  it('reads the language of public URLs from the /ar prefix', () => {
    expect(sitePageOf('/')).toEqual({ kind: 'public', language: 'en' });
    expect(sitePageOf('/ar')).toEqual({ kind: 'public', language: 'ar' });
    expect(sitePageOf('/ar/')).toEqual({ kind: 'public', language: 'ar' });
    expect(sitePageOf('/arabic')).toBeNull();
    expect(urlLanguageOf('/ar/no-such-page')).toBe('ar');
    expect(urlLanguageOf('/no-such-page')).toBeNull();
  });

  it('moves a public page between languages', () => {
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/ar', 'en')).toBe('/');
    expect(localizedPath('/ar/products', 'en')).toBe('/products');
    expect(localizedPath('/products', 'ar')).toBe('/ar/products');
  });
});
