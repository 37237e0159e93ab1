import { describe, expect, it } from 'vitest';
import type { PageReport, PageTarget } from '../../src/api/seo';
import {
  fixedTargets,
  groupName,
  laterPages,
  pageGroups,
  recordPagesOfSitemap,
  upTo,
} from '../../src/seo/site-pages';

describe('the pages the verification tool checks', () => {
  it('knows beforehand every page that is one address, in English then Arabic, and one address that is no page', () => {
    const urls = fixedTargets.map((target) => target.url);
    expect(urls.slice(0, 3)).toEqual(['/', '/about', '/about/history']);
    expect(urls).toContain('/ar');
    expect(urls).toContain('/ar/seo-verification');
    expect(urls.at(-1)).toBe('/this-page-does-not-exist');
    expect(fixedTargets.at(-1)?.pattern).toBeNull();
    // 11 pages in each language (a product's and a news item's pages are many), and the unknown address.
    expect(fixedTargets).toHaveLength(2 * 11 + 1);
    expect(urls.some((url) => url.includes('$'))).toBe(false);
  });

  it('lists a paged list’s pages after the first: 49 products at 24 a page are pages 2 and 3', () => {
    expect(laterPages('/products', 'ar', 49, 24)).toEqual([
      { pattern: '/products', language: 'ar', url: '/ar/products?page=2' },
      { pattern: '/products', language: 'ar', url: '/ar/products?page=3' },
    ]);
    expect(laterPages('/news', 'en', 24, 12).map((target) => target.url)).toEqual(['/news?page=2']);
    expect(laterPages('/news', 'en', 12, 12)).toEqual([]);
    expect(laterPages('/products', 'en', 0, 24)).toEqual([]);
  });

  it('takes each product’s and news item’s page from the sitemap as a path on this site, in its language', () => {
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.example.sa/</loc></url>
  <url><loc>https://www.example.sa/products/7</loc></url>
  <url><loc>https://www.example.sa/ar/products/7</loc></url>
  <url><loc>https://www.example.sa/ar/news/12</loc></url>
  <url><loc>https://www.example.sa/about</loc></url>
  <url><loc>not an address</loc></url>
</urlset>`;
    expect(recordPagesOfSitemap(sitemap)).toEqual([
      { pattern: '/products/$productId', language: 'en', url: '/products/7' },
      { pattern: '/products/$productId', language: 'ar', url: '/ar/products/7' },
      { pattern: '/news/$newsId', language: 'ar', url: '/ar/news/12' },
    ]);
    expect(recordPagesOfSitemap('')).toEqual([]);
  });

  it('checks at most so many, and says how many were left', () => {
    const many = laterPages('/products', 'en', 24 * 6, 24);
    expect(upTo(many, 3)).toEqual({ targets: many.slice(0, 3), left: 2 });
    expect(upTo(many, 10)).toEqual({ targets: many, left: 0 });
  });

  it('groups the results: a page of one address by itself, pages of many by template and language', () => {
    const target = (pattern: PageTarget['pattern'], language: PageTarget['language'], url: string) => ({
      pattern,
      language,
      url,
    });
    const reports: PageReport[] = [
      target('/products', 'en', '/products'),
      target('/products/$productId', 'en', '/products/1'),
      target('/products/$productId', 'ar', '/ar/products/1'),
      target('/products/$productId', 'en', '/products/2'),
      target('/products', 'ar', '/ar/products?page=2'),
      target('/news/$newsId', 'en', '/news/3'),
      target(null, 'en', '/this-page-does-not-exist'),
    ].map((t) => ({ target: t, checks: [] }));
    expect(groupName(reports[4]?.target as PageTarget)).toBe('/ar/products?page={n}');
    expect(pageGroups(reports).map((group) => [group.name, group.reports.length])).toEqual([
      ['/products', 1],
      ['/products/{id}', 2],
      ['/ar/products/{id}', 1],
      ['/ar/products?page={n}', 1],
      ['/news/{id}', 1],
      ['/this-page-does-not-exist', 1],
    ]);
  });
});
