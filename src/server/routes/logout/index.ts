import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../../api/messages';
import { resultSchema } from '../../../api/users';
import { endSession } from '../../accounts/sessions';
import { signedInOf } from '../../plugins/auth';

/** `POST /api/logout`: ends the session whose token signed the request; the token stops working. */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logout',
    { config: { access: 'signedIn' }, schema: { response: { 200: resultSchema } } },
    async (request) => {
      await endSession(app.db, signedInOf(request).tokenHash);
      return { success: true, message: messages.signedOut };
    },
  );
};
