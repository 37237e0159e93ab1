import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { startTestServer } from './helpers';

const assets = { scripts: ['/assets/main-test.js'], stylesheets: ['/assets/main-test.css'] };

let app: App;
beforeAll(async () => {
  app = await startTestServer({}, { renderer: { render, assets } });
});
afterAll(() => app.close());

/** The company pages and what each shows first, in English and Arabic, written out by hand. */
const pages = [
  {
    path: '/about',
    en: { title: 'About Us | Example Pipes Co.', text: 'Who We Are' },
    ar: { title: 'من نحن | شركة مثال للأنابيب', text: 'تعرّف علينا' },
  },
  {
    path: '/about/history',
    en: { title: 'Our History | Example Pipes Co.', text: 'The Company Is Founded' },
    ar: { title: 'تاريخنا | شركة مثال للأنابيب', text: 'تأسيس الشركة' },
  },
  {
    path: '/quality',
    en: { title: 'Quality | Example Pipes Co.', text: 'Our Testing Laboratory' },
    ar: { title: 'الجودة | شركة مثال للأنابيب', text: 'مختبر الاختبارات لدينا' },
  },
  {
    path: '/word-manager',
    en: { title: 'Message from Management | Example Pipes Co.', text: 'General Manager' },
    ar: { title: 'كلمة الإدارة | شركة مثال للأنابيب', text: 'المدير العام' },
  },
] as const;

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, json]) => (JSON.parse(json ?? '') as { '@type': string })['@type'],
  );
}

describe('the company pages on the server', () => {
  for (const page of pages) {
    for (const language of ['en', 'ar'] as const) {
      const url = language === 'ar' ? `/ar${page.path}` : page.path;
      it(`answers ${url} with its content, title, canonical, alternates and structured data`, async () => {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(200);
        const html = res.body;
        expect(html).toContain(
          language === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">',
        );
        expect(html).toContain(`<title>${page[language].title}</title>`);
        expect(html).toContain(page[language].text);
        expect(html).toContain(`<link rel="canonical" href="http://localhost:80${url}"`);
        expect(html).toContain(`hrefLang="ar" href="http://localhost:80/ar${page.path}"`);
        expect(html).toContain(`hrefLang="en" href="http://localhost:80${page.path}"`);
        expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
      });
    }
  }

  it('lists the four pages in the sitemap in both languages', async () => {
    const sitemap = (await app.inject('/sitemap.xml')).body;
    for (const { path } of pages) {
      expect(sitemap).toContain(`<loc>http://localhost:80${path}</loc>`);
      expect(sitemap).toContain(`<loc>http://localhost:80/ar${path}</loc>`);
    }
  });

  it('still answers 404 for a page under /about that does not exist', async () => {
    expect((await app.inject('/about/nothing-here')).statusCode).toBe(404);
  });
});
