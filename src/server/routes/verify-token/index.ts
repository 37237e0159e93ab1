import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyResponseSchema } from '../../../api/auth';
import { resumeSession } from '../../accounts/sessions';
import type { AccountSettings } from '../../accounts/settings';
import { worded } from '../../http/answers';
import { bearerToken } from '../../plugins/auth';

/**
 * `GET /api/verify-token`: who a stored token signs in as, while its session lives. A token that
 * opens no live session (never issued, signed out, run out) is answered `success: false` with 200:
 * the browser then forgets it without a word, while an error status (the server could not tell)
 * tells the visitor their session expired.
 */
export const verifyTokenRoutes: FastifyPluginAsyncZod<
  Pick<AccountSettings, 'clock' | 'sessionIdleMs'>
> = async (app, { clock, sessionIdleMs }) => {
  app.get(
    '/api/verify-token',
    { config: { access: 'public', noStore: true }, schema: { response: { 200: verifyResponseSchema } } },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (token === null) return { success: false as const, ...worded('notSignedIn') };
      const session = await resumeSession(app.db, token, { now: clock(), sessionIdleMs });
      if (!session) return { success: false as const, ...worded('sessionInvalid') };
      const { user, twoFactorSetupRequired } = session;
      return {
        success: true as const,
        user: twoFactorSetupRequired ? { ...user, twoFactorSetupRequired } : user,
      };
    },
  );
};
