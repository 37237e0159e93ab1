import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyResponseSchema } from '../../../api/auth';
import { signedInOf } from '../../plugins/auth';

/** `GET /api/verify-token`: who a stored token signs in as, while its session lives. */
export const verifyTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/verify-token',
    { config: { access: 'signedIn' }, schema: { response: { 200: verifyResponseSchema } } },
    async (request) => ({ success: true as const, user: signedInOf(request).user }),
  );
};
