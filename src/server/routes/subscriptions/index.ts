import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicFormSiteWindowMs,
  subscribeAttemptLimit,
  subscribeSiteWideLimit,
  subscribeWindowMs,
} from '../../../api/limits';
import { resultSchema } from '../../../api/result';
import {
  subscriptionIdParamsSchema,
  subscriptionListSchema,
  subscriptionQuerySchema,
  subscriptionRequestSchema,
} from '../../../api/subscriptions';
import { actorOf } from '../../audit/audit-log';
import type { Clock } from '../../clock';
import { succeeded } from '../../http/answers';
import { toCsv } from '../../http/csv';
import { tablePage } from '../../http/page-links';
import { csvAnswer } from '../../plugins/api-reference';
import { parseOrRefuse } from '../../plugins/errors';
import { formBodyPlugin } from '../../plugins/form-body';
import {
  addSubscription,
  deleteSubscription,
  listSubscriptions,
  listSubscriptionsPage,
} from '../../subscriptions/subscriptions';
import { PublicFormLimits } from '../../throttle';
import { answerFormOrJson, formPostReference } from '../form-post';

/**
 * Catalog subscriptions. Anyone may leave an address (`POST /api/subscriptions`, JSON from the
 * page's scripts or the form itself without them); an address left again answers the same, so the
 * box never tells a visitor which addresses are stored. Attempts are limited per client address, and for the whole site per minute.
 * Administrators read them a page at a time (`GET /api/subscriptions`, searched and sorted), remove
 * one at its owner's request, and download them all as CSV.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const limits = new PublicFormLimits(app.db, clock, 'subscribe', {
    perClient: { count: subscribeAttemptLimit, windowMs: subscribeWindowMs },
    siteWide: { count: subscribeSiteWideLimit, windowMs: publicFormSiteWindowMs },
  });
  const admin = { access: 'admin' } as const;
  await app.register(formBodyPlugin, { bodyLimit: 16 * 1024 });

  app.post(
    '/api/subscriptions',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: resultSchema },
        apiReference: formPostReference(subscriptionRequestSchema, 'Too many attempts from this address'),
      },
    },
    async (request, reply) =>
      answerFormOrJson(request, reply, { page: '/catalogs', success: { subscribed: '1' } }, async () => {
        await limits.admit(request.ip, reply, 'subscriptionThrottled', actorOf(request));
        const subscription = parseOrRefuse(subscriptionRequestSchema, request.body ?? {});
        await addSubscription(app.db, subscription, { actor: actorOf(request), now: clock() });
        return succeeded('subscribed');
      }),
  );

  app.get(
    '/api/subscriptions',
    {
      config: admin,
      schema: { querystring: subscriptionQuerySchema, response: { 200: subscriptionListSchema } },
    },
    (request, reply) =>
      tablePage(reply, '/api/subscriptions', request.query, (query) => listSubscriptionsPage(app.db, query)),
  );

  app.delete(
    '/api/subscriptions/:id',
    { config: admin, schema: { params: subscriptionIdParamsSchema, response: { 200: resultSchema } } },
    async (request) => {
      await deleteSubscription(app.db, request.params.id, { actor: actorOf(request), now: clock() });
      return succeeded('subscriptionDeleted');
    },
  );

  const csvColumns = ['email', 'language', 'subscribed_at'];
  const csvExport = {
    config: admin,
    schema: {
      apiReference: { response: { 200: csvAnswer('Every subscription, newest first', csvColumns) } },
    },
  };
  app.get('/api/subscriptions/export.csv', csvExport, async (_request, reply) => {
    const rows = (await listSubscriptions(app.db)).map((s) => [s.email, s.language, s.created_at]);
    const day = new Date(clock()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="catalog-subscriptions-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(toCsv(csvColumns, rows));
  });
};
