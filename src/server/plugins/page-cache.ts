import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createPageCache, type PageCache, type PageCacheLimits } from '../rendering/page-cache';
import type { RenderedPage } from '../rendering/rendered-page';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered public pages (src/server/plugins/site.ts serves them). */
    pageCache: PageCache<RenderedPage>;
  }
}

/**
 * The page cache. It follows the database's data version, which moves with every change to a
 * table the pages show, made through this process or any other sharing the database: a write's
 * next request (and everyone's) is rendered afresh, while writes no page shows (signing in, a
 * contact message, a subscription) leave the pages kept.
 */
export const pageCachePlugin = fp<PageCacheLimits & { clock: Clock }>(
  async (app, { clock, ...limits }) => {
    app.decorate('pageCache', createPageCache<RenderedPage>(limits, clock));
  },
  { name: 'page-cache', dependencies: ['database'] },
);
