import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createPageCache, type PageCache, type PageCacheLimits } from '../rendering/page-cache';
import type { RenderedPage } from '../rendering/rendered-page';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered public pages (src/server/plugins/site.ts serves them). */
    pageCache: PageCache<RenderedPage>;
    /** The rendered pages of searches, kept apart: what people type is endless. */
    searchPageCache: PageCache<RenderedPage>;
  }
}

/**
 * The page cache. It follows the database's data version, which moves with every change to a
 * table the pages show, made through this process or any other sharing the database: a write's
 * next request (and everyone's) is rendered afresh, while writes no page shows (signing in, a
 * contact message, a subscription) leave the pages kept. Search pages are kept in a second, smaller
 * cache of their own.
 */
const searchPageLimits = { maxEntries: 100, maxBytes: 12 * 1024 * 1024 };

export const pageCachePlugin = fp<PageCacheLimits & { clock: Clock }>(
  async (app, { clock, ...limits }) => {
    app.decorate('pageCache', createPageCache<RenderedPage>(limits, clock));
    // The searches people ask for again and again (a hundred pages of about 100 KB at most, with
    // their compressed copies), within the pages' own limits.
    app.decorate(
      'searchPageCache',
      createPageCache<RenderedPage>(
        {
          maxEntries: Math.min(searchPageLimits.maxEntries, limits.maxEntries),
          maxBytes: Math.min(searchPageLimits.maxBytes, limits.maxBytes),
          maxAgeMs: limits.maxAgeMs,
        },
        clock,
      ),
    );
  },
  { name: 'page-cache', dependencies: ['database'] },
);
