/**
 * The page checks on what the server really sends: the fixtures are pages of the built site
 * (`tests/fixtures/seo/`: the head as served, with the body's headings and images), each served at
 * http://localhost:3000.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../src/api/seo';
import { checkPageHtml, type ExpectedPage, expectedStructuredData } from '../../src/seo/page-checks';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../fixtures/seo', `${name}.html`), 'utf8');
const origin = 'http://localhost:3000';
const homeEn: ExpectedPage = { origin, path: '/', language: 'en', isPage: true };
const homeAr: ExpectedPage = { origin, path: '/', language: 'ar', isPage: true };
const product: ExpectedPage = { origin, path: '/products/1', language: 'en', isPage: true };
const toolAr: ExpectedPage = { origin, path: '/seo-verification', language: 'ar', isPage: true };

const failed = (results: CheckResult[]) => results.filter((result) => !result.passed);
const result = (results: CheckResult[], id: CheckResult['id']) => results.find((r) => r.id === id);

describe('the checks of a page the server sent', () => {
  it('passes the English and Arabic home pages on every check, in order', () => {
    for (const [html, expected] of [
      [fixture('home-en'), homeEn],
      [fixture('home-ar'), homeAr],
    ] as const) {
      const results = checkPageHtml(html, expected);
      expect(results.map((r) => r.id)).toEqual([
        'title',
        'description',
        'canonical',
        'hreflang',
        'ogImage',
        'structuredData',
        'h1',
        'imageAlt',
        'robots',
      ]);
      expect(failed(results)).toEqual([]);
    }
  });

  it('reports the lengths it read, and the home page’s structured data', () => {
    const results = checkPageHtml(fixture('home-en'), homeEn);
    expect(result(results, 'title')?.values).toEqual({ length: 64, min: 10, max: 70 });
    expect(result(results, 'description')?.values).toEqual({ length: 136, min: 50, max: 160 });
    expect(result(results, 'structuredData')?.values).toEqual({
      invalid: 0,
      missing: '',
      found: 'Organization, LocalBusiness, BreadcrumbList, FAQPage',
    });
    expect(result(results, 'robots')?.values).toEqual({ expected: 'index', found: 'index' });
  });

  it('fails a product page whose description runs past 160 characters, and finds its Product data', () => {
    const results = checkPageHtml(fixture('product-en'), product);
    expect(failed(results)).toEqual([
      { id: 'description', passed: false, values: { length: 347, min: 50, max: 160 } },
    ]);
    expect(result(results, 'structuredData')?.passed).toBe(true);
    expect(result(results, 'canonical')?.values).toEqual({
      found: `${origin}/products/1`,
      expected: `${origin}/products/1`,
    });
  });

  it('expects the tool page itself kept out of the index, as its metadata says', () => {
    const results = checkPageHtml(fixture('seo-verification-ar'), toolAr);
    expect(failed(results)).toEqual([]);
    expect(result(results, 'robots')?.values).toEqual({ expected: 'noindex', found: 'noindex' });
    expect(result(results, 'canonical')?.values?.found).toBe(`${origin}/ar/seo-verification`);
  });

  it('only asks the not-found page not to be indexed, and fails it when it would be', () => {
    const unknown: ExpectedPage = { origin, path: '/no-such-page', language: 'en', isPage: false };
    expect(checkPageHtml(fixture('not-found'), unknown)).toEqual([
      { id: 'robots', passed: true, values: { expected: 'noindex', found: 'noindex' } },
    ]);
    const indexed = fixture('not-found').replace('noindex, nofollow', 'index, follow');
    expect(checkPageHtml(indexed, unknown)).toEqual([
      { id: 'robots', passed: false, values: { expected: 'noindex', found: 'index' } },
    ]);
  });

  it('fails a page without a description and with two h1', () => {
    const html = fixture('home-en')
      .replace(/<meta name="description"[^>]*\/>/, '')
      .replace('</body>', '<h1>Second</h1></body>');
    expect(failed(checkPageHtml(html, homeEn))).toEqual([
      { id: 'description', passed: false, values: { length: 0, min: 50, max: 160 } },
      { id: 'h1', passed: false, values: { count: 2 } },
    ]);
  });

  it('fails titles that are too short, too long or missing', () => {
    const withTitle = (title: string) =>
      fixture('home-en').replace(/<title>[^<]*<\/title>/, title ? `<title>${title}</title>` : '');
    const titleOf = (html: string) => result(checkPageHtml(html, homeEn), 'title');
    expect(titleOf(withTitle('Pipes'))).toEqual({
      id: 'title',
      passed: false,
      values: { length: 5, min: 10, max: 70 },
    });
    expect(titleOf(withTitle('P'.repeat(71)))?.passed).toBe(false);
    expect(titleOf(withTitle('P'.repeat(70)))?.passed).toBe(true);
    expect(titleOf(withTitle('P'.repeat(10)))?.passed).toBe(true);
    expect(titleOf(withTitle(''))?.values?.length).toBe(0);
  });

  it('fails a canonical link to another page, and one that is missing', () => {
    const other = fixture('home-en').replace(
      `<link rel="canonical" href="${origin}/"/>`,
      `<link rel="canonical" href="${origin}/ar"/>`,
    );
    expect(result(checkPageHtml(other, homeEn), 'canonical')).toEqual({
      id: 'canonical',
      passed: false,
      values: { found: `${origin}/ar`, expected: `${origin}/` },
    });
    const none = fixture('home-en').replace(/<link rel="canonical"[^>]*\/>/, '');
    expect(result(checkPageHtml(none, homeEn), 'canonical')?.values?.found).toBe('');
  });

  it('names the language links that are missing or point at the wrong page', () => {
    const html = fixture('home-ar')
      .replace(/<link rel="alternate" hrefLang="x-default"[^>]*\/>/, '')
      .replace(`hrefLang="ar" href="${origin}/ar"`, `hrefLang="ar" href="${origin}/ar/products"`);
    expect(result(checkPageHtml(html, homeAr), 'hreflang')).toEqual({
      id: 'hreflang',
      passed: false,
      values: { wrong: 'ar, x-default' },
    });
  });

  it('fails a page without a share image', () => {
    const html = fixture('home-en').replace(/<meta property="og:image" [^>]*\/>/, '');
    expect(result(checkPageHtml(html, homeEn), 'ogImage')).toEqual({
      id: 'ogImage',
      passed: false,
      values: { found: '' },
    });
  });

  it('fails structured data that cannot be parsed, and a page missing the type it should carry', () => {
    const broken = fixture('home-en').replace(
      '<script type="application/ld+json">',
      '<script type="application/ld+json">{"@type": "Broken",</script><script type="application/ld+json">',
    );
    expect(result(checkPageHtml(broken, homeEn), 'structuredData')?.values?.invalid).toBe(1);
    // Home's data on a product's address: the Product is missing.
    const onProduct = checkPageHtml(fixture('home-en'), { ...homeEn, path: '/products/1' });
    expect(result(onProduct, 'structuredData')?.values?.missing).toBe('Product');
  });

  it('fails images without an alt attribute, counting them; an empty alt is a decorative image', () => {
    const html = fixture('home-en').replace(
      '</body>',
      '<img src="/a.webp"><img src="/b.webp" alt=""></body>',
    );
    const images = (fixture('home-en').match(/<img /g) ?? []).length;
    expect(result(checkPageHtml(html, homeEn), 'imageAlt')).toEqual({
      id: 'imageAlt',
      passed: false,
      values: { missing: 1, images: images + 2 },
    });
  });

  it('fails a public page that asks not to be indexed', () => {
    const html = fixture('home-en').replace('index, follow', 'noindex, nofollow');
    expect(result(checkPageHtml(html, homeEn), 'robots')).toEqual({
      id: 'robots',
      passed: false,
      values: { expected: 'index', found: 'noindex' },
    });
  });
});

describe('the structured data each page should carry', () => {
  it('is the organisation, the business and the breadcrumb everywhere, plus the questions on home and the product on its page', () => {
    expect(expectedStructuredData('/')).toEqual([
      'Organization',
      'LocalBusiness',
      'BreadcrumbList',
      'FAQPage',
    ]);
    expect(expectedStructuredData('/products/12')).toEqual([
      'Organization',
      'LocalBusiness',
      'BreadcrumbList',
      'Product',
    ]);
    expect(expectedStructuredData('/products')).toEqual(['Organization', 'LocalBusiness', 'BreadcrumbList']);
  });
});
