import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languages } from '../../../api/language';
import { routeMeta } from '../../../content/route-meta';
import { localizedPath, publicPaths } from '../../../site-routes';
import { listActiveNewsChanges } from '../../news/news-items';
import type { OriginOf } from '../../public-origin';

/**
 * Paths of the site that are pages on their own (not patterns such as `/products/$productId`) and
 * ask to be indexed: a tool page that search engines should not list is left out.
 */
const staticPublicPaths = publicPaths.filter(
  (path) => !path.includes('$') && routeMeta(path).robots === 'index',
);

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * `GET /sitemap.xml` (every public page in both languages, each naming its alternates) and
 * `GET /robots.txt` (the public site open, the portal and the tool closed), always current.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ originOf: OriginOf; deployedAt: Date }> = async (
  app,
  { originOf, deployedAt },
) => {
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    // Products and news are read at each request, so one added in the portal is listed at once.
    // Only the published products: a draft or scheduled one's page is not found.
    const products = await app.db
      .selectFrom('products')
      .select(['id', 'updated_at'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute();
    // Only the public news items: a hidden, draft or scheduled one's page is not found.
    const news = await listActiveNewsChanges(app.db);
    const pages = [
      ...staticPublicPaths.map((path) => ({ path, lastmod: deployedAt.toISOString() })),
      ...products.map((product) => ({
        path: `/products/${product.id}`,
        lastmod: new Date(product.updated_at).toISOString(),
      })),
      ...news.map((item) => ({ path: `/news/${item.id}`, lastmod: new Date(item.changed_at).toISOString() })),
    ];
    const urls = pages.flatMap(({ path, lastmod }) =>
      languages.map((language) => {
        const alternates = languages
          .map(
            (other) =>
              `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(origin + localizedPath(path, other))}"/>`,
          )
          .concat(
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizedPath(path, 'en'))}"/>`,
          );
        return [
          '  <url>',
          `    <loc>${escapeXml(origin + localizedPath(path, language))}</loc>`,
          ...alternates,
          `    <lastmod>${lastmod}</lastmod>`,
          '  </url>',
        ].join('\n');
      }),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      );
  });

  app.get('/robots.txt', async (request, reply) => {
    // `/admin` also covers /admin-dashboard and /admin-forbidden: robots rules match by prefix.
    const closed = ['/admin', '/login', '/seo-verification', '/api/'];
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...closed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(lines.join('\n'));
  });
};
