import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageIdParamsSchema,
  contactMessageListSchema,
  contactMessageQuerySchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
} from '../../../api/contact';
import {
  contactSendLimit,
  contactSendWindowMs,
  contactSiteWideLimit,
  publicFormSiteWindowMs,
} from '../../../api/limits';
import { resultSchema } from '../../../api/result';
import { actorOf } from '../../audit/audit-log';
import type { Clock } from '../../clock';
import {
  deleteContactMessage,
  insertContactMessage,
  listContactMessages,
  markContactMessage,
} from '../../contact/contact-messages';
import { succeeded } from '../../http/answers';
import { tablePage } from '../../http/page-links';
import { parseOrRefuse } from '../../plugins/errors';
import { formBodyPlugin } from '../../plugins/form-body';
import { PublicFormLimits } from '../../throttle';
import { answerFormOrJson, formPostReference } from '../form-post';

/**
 * Contact messages: anyone may send one (as JSON from the page's script, or as a plain form post
 * when scripts are off, answered with a redirect back to the page, or when refused with the page
 * again holding what was typed); administrators list them a page at a time, searched and sorted,
 * mark them read or unread and delete them. Each client address may store only a few messages an
 * hour, and the whole site a bounded number a minute.
 */
/** Where a form posted without scripts goes back to; refused, it comes back with everything typed. */
const contactBack = {
  page: '/contact',
  success: { sent: '1' },
  keep: Object.keys(contactMessageSchema.shape),
};

export const contactRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const admin = { access: 'admin' } as const;
  const limits = new PublicFormLimits(app.db, clock, 'contact', {
    perClient: { count: contactSendLimit, windowMs: contactSendWindowMs },
    siteWide: { count: contactSiteWideLimit, windowMs: publicFormSiteWindowMs },
  });
  // A message in Arabic is about six bytes a letter once URL-encoded.
  await app.register(formBodyPlugin, { bodyLimit: 64 * 1024 });

  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        response: { 201: resultSchema },
        apiReference: formPostReference(contactMessageSchema, 'Too many messages from this address'),
      },
    },
    async (request, reply) =>
      answerFormOrJson(request, reply, contactBack, async () => {
        const fields = parseOrRefuse(contactMessageSchema, request.body ?? {});
        await limits.admit(request.ip, reply, 'contactThrottled', actorOf(request));
        await insertContactMessage(app.db, fields, { actor: actorOf(request), now: clock() });
        reply.status(201);
        return succeeded('contactSent');
      }),
  );

  // A page past the last is empty, its headers still giving the total and the way back.
  app.get(
    '/api/contact-messages',
    {
      config: admin,
      schema: { querystring: contactMessageQuerySchema, response: { 200: contactMessageListSchema } },
    },
    (request, reply) =>
      tablePage(reply, '/api/contact-messages', request.query, (query) => listContactMessages(app.db, query)),
  );

  app.patch(
    '/api/contact-messages/:id',
    {
      config: admin,
      schema: {
        params: contactMessageIdParamsSchema,
        body: contactMessageUpdateSchema,
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      const { read } = request.body;
      await markContactMessage(app.db, request.params.id, read, { actor: actorOf(request), now: clock() });
      return succeeded(read ? 'contactMarkedRead' : 'contactMarkedUnread');
    },
  );

  app.delete(
    '/api/contact-messages/:id',
    { config: admin, schema: { params: contactMessageIdParamsSchema, response: { 200: resultSchema } } },
    async (request) => {
      await deleteContactMessage(app.db, request.params.id, { actor: actorOf(request), now: clock() });
      return succeeded('contactDeleted');
    },
  );
};
