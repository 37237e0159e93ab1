/**
 * Scheduled news items and products going live. Every server process checks, at start and then
 * every `scheduledPublishCheckMs`, for scheduled rows whose time has come; each is published (and
 * its event recorded) by whichever process switches it first, so several processes sharing a
 * database publish it once (`publishDue`). Publishing writes the news or products table, which
 * moves the data version every process's kept pages and answers follow.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { scheduledPublishCheckMs } from '../../api/limits';
import { publishDueProducts } from '../catalogue/products';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { publishDueNews } from '../news/news-items';
import { everyMs, type Repeat, repeatOneAtATime, type ScheduledWork } from '../scheduled-runs';

export function startScheduledPublishing(
  app: { db: Kysely<Database>; log: FastifyBaseLogger },
  { clock = Date.now, repeat = everyMs }: { clock?: Clock; repeat?: Repeat } = {},
): ScheduledWork {
  return repeatOneAtATime(
    async () => {
      const now = clock();
      const news = await publishDueNews(app.db, now);
      if (news > 0) app.log.info({ published: news }, 'scheduled news items published');
      const products = await publishDueProducts(app.db, now);
      if (products > 0) app.log.info({ published: products }, 'scheduled products published');
    },
    {
      everyMs: scheduledPublishCheckMs,
      repeat,
      onError: (error) => app.log.error({ err: error }, 'publishing scheduled news items or products failed'),
    },
  );
}
