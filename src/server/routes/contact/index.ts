import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageIdParamsSchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
} from '../../../api/contact';
import { isLanguage } from '../../../api/language';
import { contactSendLimit, contactSendWindowMs } from '../../../api/limits';
import { messages } from '../../../api/messages';
import { resultSchema } from '../../../api/result';
import { localizedPath } from '../../../site-routes';
import type { Clock } from '../../clock';
import {
  deleteContactMessage,
  insertContactMessage,
  listContactMessages,
  markContactMessage,
} from '../../contact/contact-messages';
import { codeOfRefusal, HttpError, parseOrRefuse } from '../../plugins/errors';
import { Throttle } from '../../throttle';

/** Whether a request is a plain form post (a browser without scripts). */
function isFormPost(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/**
 * Contact messages: anyone may send one (as JSON from the page's script, or as a plain form post
 * when scripts are off, answered with a redirect back to the page); administrators list them,
 * mark them read or unread and delete them. Each client address may store only a few messages an
 * hour.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const admin = { access: 'admin' } as const;
  const throttle = new Throttle(clock, { count: contactSendLimit, windowMs: contactSendWindowMs });

  app.post(
    '/api/contact',
    { config: { access: 'public' }, schema: { response: { 201: resultSchema } } },
    async (request, reply) => {
      const formPost = isFormPost(request.headers['content-type']);
      const body: unknown = request.body ?? {};
      // A form post names the page's language in a hidden field, to come back to that page.
      const language =
        formPost &&
        typeof body === 'object' &&
        body !== null &&
        'language' in body &&
        isLanguage(body.language)
          ? body.language
          : 'en';
      const page = localizedPath('/contact', language);
      try {
        const fields = parseOrRefuse(contactMessageSchema, body);
        const keys = [`address:${request.ip}`];
        if (!throttle.attempt(keys)) {
          reply.header('Retry-After', String(Math.ceil(throttle.waitMs(keys) / 1000)));
          throw new HttpError(429, messages.contactThrottled);
        }
        await insertContactMessage(app.db, fields, { clientAddress: request.ip, now: clock() });
        if (formPost) return reply.redirect(`${page}?sent=1`, 303);
        return reply.status(201).send({ success: true, message: messages.contactSent });
      } catch (error) {
        if (!formPost || !(error instanceof HttpError)) throw error;
        return reply.redirect(`${page}?error=${codeOfRefusal(error.message)}`, 303);
      }
    },
  );

  app.get(
    '/api/contact-messages',
    { config: admin, schema: { response: { 200: contactMessageListSchema } } },
    () => listContactMessages(app.db),
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
      await markContactMessage(app.db, request.params.id, read);
      return { success: true, message: read ? messages.contactMarkedRead : messages.contactMarkedUnread };
    },
  );

  app.delete(
    '/api/contact-messages/:id',
    { config: admin, schema: { params: contactMessageIdParamsSchema, response: { 200: resultSchema } } },
    async (request) => {
      await deleteContactMessage(app.db, request.params.id);
      return { success: true, message: messages.contactDeleted };
    },
  );
};
