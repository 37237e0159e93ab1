import type { AnyRoute } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageQueryOf, searchCheckOf } from '../../src/page-search';
import { createAppRouter } from '../../src/router';
import {
  localizedPath,
  publicPaths,
  sitePageOf,
  unprefixedPaths,
  urlLanguageOf,
} from '../../src/site-routes';

function appRouter() {
  return createAppRouter({
    origin: 'http://localhost',
    assets: { scripts: [], stylesheets: [] },
    loadJson: async () => ({ body: null, total: null }),
  });
}

/** The router's pages by plain path: `{-$locale}` routes are public, `$param` kept as is. */
function routerPages() {
  const pages = { public: new Map<string, AnyRoute>(), unprefixed: new Map<string, AnyRoute>() };
  for (const route of Object.values(appRouter().routesById) as AnyRoute[]) {
    if (route.children || route.isRoot) continue; // layouts are not pages
    const full = route.fullPath.replace(/\/$/, '') || '/';
    if (full.startsWith('/{-$locale}')) pages.public.set(full.slice('/{-$locale}'.length) || '/', route);
    else pages.unprefixed.set(full, route);
  }
  return pages;
}

describe('the shared route table', () => {
  it('lists exactly the pages the router has, so the server answers 200 for each and 404 otherwise', () => {
    const pages = routerPages();
    expect([...pages.public.keys()].sort()).toEqual([...publicPaths].sort());
    expect([...pages.unprefixed.keys()].sort()).toEqual([...unprefixedPaths].sort());
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

describe('the query each public page reads', () => {
  it('is checked on the server by the page route’s own check', () => {
    const pages = routerPages().public;
    for (const path of publicPaths) {
      expect(pages.get(path)?.options.validateSearch, path).toBe(searchCheckOf(path));
    }
  });

  it('has one spelling per page: the address it sends a visitor on to is its own spelling', () => {
    const value = fc.oneof(
      fc.constantFrom('ppr-pipes', 'plumbing', 'yemen', 'industrial', '1', 'invalidEmail', '"1"', 'x'),
      fc.string({ maxLength: 12 }),
    );
    const name = fc.constantFrom(
      'category',
      'country',
      'sector',
      'subscribed',
      'sent',
      'error',
      'firstName',
      'utm',
    );
    const query = fc
      .array(fc.tuple(name, value), { maxLength: 5 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    fc.assert(
      fc.property(fc.constantFrom(...publicPaths), fc.boolean(), query, (path, arabic, query) => {
        const pathname = arabic
          ? localizedPath(path.replace('$productId', '1'), 'ar')
          : path.replace('$productId', '1');
        const { search } = pageQueryOf(pathname, query);
        expect(pageQueryOf(pathname, search.slice(1)).search).toBe(search);
      }),
      { numRuns: 500 },
    );
  });
});
