import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '../../../api/language';
import { subscribeAttemptLimit, subscribeWindowMs, subscriptionListMaxItems } from '../../../api/limits';
import { messageIdOf, messages } from '../../../api/messages';
import { resultSchema } from '../../../api/result';
import {
  subscriptionEmailSchema,
  subscriptionFormPostSchema,
  subscriptionListSchema,
  subscriptionRequestSchema,
} from '../../../api/subscriptions';
import { localizedPath } from '../../../site-routes';
import type { Clock } from '../../clock';
import { HttpError, parseOrRefuse } from '../../plugins/errors';
import { toCsv } from '../../subscriptions/csv';
import { addSubscription, countSubscriptions, listSubscriptions } from '../../subscriptions/subscriptions';
import { Throttle } from '../../throttle';

const formContentType = /^application\/x-www-form-urlencoded\b/i;

/** Where a form posted without scripts goes back to: the catalogs page in its language, with the outcome. */
function catalogsPageWith(language: Language, outcome: Record<string, string>): string {
  return `${localizedPath('/catalogs', language)}?${new URLSearchParams(outcome)}`;
}

/**
 * Catalog subscriptions. Anyone may leave an address (`POST /api/subscriptions`, JSON from the
 * page's scripts or the form itself without them); an address left again answers the same, so the
 * box never tells a visitor which addresses are stored. Attempts are limited per client address.
 * Administrators list them (`GET /api/subscriptions`) and download them as CSV.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const throttle = new Throttle(clock, { count: subscribeAttemptLimit, windowMs: subscribeWindowMs });
  const admin = { access: 'admin' } as const;

  app.post(
    '/api/subscriptions',
    { config: { access: 'public' }, schema: { response: { 200: resultSchema } } },
    async (request, reply) => {
      const admitted = throttle.attempt([`address:${request.ip}`]) !== null;
      if (formContentType.test(request.headers['content-type'] ?? '')) {
        // The form posted natively: the visitor is sent back to the page, which says what happened.
        const form = subscriptionFormPostSchema.safeParse(request.body ?? {});
        const language = form.success ? form.data.language : 'en';
        const email = subscriptionEmailSchema.safeParse(form.success ? form.data.email : '');
        let outcome: Record<string, string>;
        if (!admitted) outcome = { error: 'subscriptionThrottled' };
        else if (!email.success)
          outcome = { error: messageIdOf(email.error.issues[0]?.message ?? '') ?? 'invalidEmail' };
        else {
          await addSubscription(app.db, { email: email.data, language }, clock());
          outcome = { subscribed: '1' };
        }
        return reply.header('Cache-Control', 'no-store').redirect(catalogsPageWith(language, outcome), 303);
      }
      if (!admitted) throw new HttpError(429, messages.subscriptionThrottled);
      const subscription = parseOrRefuse(subscriptionRequestSchema, request.body ?? {});
      await addSubscription(app.db, subscription, clock());
      return { success: true, message: messages.subscribed };
    },
  );

  app.get(
    '/api/subscriptions',
    { config: admin, schema: { response: { 200: subscriptionListSchema } } },
    async () => ({
      total: await countSubscriptions(app.db),
      subscriptions: await listSubscriptions(app.db, subscriptionListMaxItems),
    }),
  );

  app.get('/api/subscriptions/export.csv', { config: admin }, async (_request, reply) => {
    const rows = (await listSubscriptions(app.db)).map((s) => [s.email, s.language, s.created_at]);
    const day = new Date(clock()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="catalog-subscriptions-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(toCsv(['email', 'language', 'subscribed_at'], rows));
  });
};
