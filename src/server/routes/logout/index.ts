import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultSchema } from '../../../api/users';
import { endSession } from '../../accounts/sessions';
import { actorOf, recordAudit } from '../../audit/audit-log';
import type { Clock } from '../../clock';
import { succeeded } from '../../http/answers';
import { signedInOf } from '../../plugins/auth';

/** `POST /api/logout`: ends the session whose token signed the request; the token stops working. */
export const logoutRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.post(
    '/api/logout',
    { config: { access: 'signedIn' }, schema: { response: { 200: resultSchema } } },
    async (request) => {
      const { tokenHash, user } = signedInOf(request);
      await app.db.transaction().execute(async (trx) => {
        await endSession(trx, tokenHash);
        await recordAudit(trx, {
          actor: actorOf(request),
          action: 'sign-out',
          entity: 'user',
          entityId: user.id,
          label: user.username,
          at: clock(),
        });
      });
      return succeeded('signedOut');
    },
  );
};
