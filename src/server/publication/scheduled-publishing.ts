/**
 * Scheduled news going live. Every server process checks, at start and then every
 * `scheduledPublishCheckMs`, for scheduled items whose time has come; each is published (and its
 * event recorded) by whichever process switches it first, so several processes sharing a database
 * publish it once (`publishDueNews`). Publishing writes the news table, which moves the data
 * version every process's kept pages follow.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { scheduledPublishCheckMs } from '../../api/limits';
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
      const published = await publishDueNews(app.db, clock());
      if (published > 0) app.log.info({ published }, 'scheduled news items published');
    },
    {
      everyMs: scheduledPublishCheckMs,
      repeat,
      onError: (error) => app.log.error({ err: error }, 'publishing scheduled news failed'),
    },
  );
}
