import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createPageCache, type PageCache, type PageCacheLimits } from '../rendering/page-cache';
import type { RenderedPage } from '../rendering/rendered-page';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An `/api` write no page shows (signing in or out, a contact message, a subscription): it
     * leaves the cached pages as they are. Every other successful write empties the cache.
     */
    keepsPages?: boolean;
  }
  interface FastifyInstance {
    /** The rendered public pages (src/server/plugins/site.ts serves them). */
    pageCache: PageCache<RenderedPage>;
  }
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The page cache, emptied by every `/api` write that may change a page: after its handler has
 * committed and before its answer leaves, so the writer's next request (and everyone's) is
 * rendered afresh. A refused write (4xx) changed nothing; a server error may have come after the
 * commit, so it empties the cache too. Anyone may call the writes marked `keepsPages`, which is why
 * they must not empty it.
 */
export const pageCachePlugin = fp<PageCacheLimits & { clock: Clock }>(
  async (app, { clock, ...limits }) => {
    const pageCache = createPageCache<RenderedPage>(limits, clock);
    app.decorate('pageCache', pageCache);
    app.addHook('onSend', (request, reply, payload, done) => {
      const { access, keepsPages } = request.routeOptions.config;
      // Only `/api` routes declare their access; a page's form post only redirects.
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (access !== undefined && !keepsPages && !reads.has(request.method) && !refused) pageCache.clear();
      done(null, payload);
    });
  },
  { name: 'page-cache' },
);
