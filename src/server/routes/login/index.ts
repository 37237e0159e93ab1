import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, loginSchema } from '../../../api/auth';
import { messages } from '../../../api/messages';
import { verifyAgainstDummy, verifyPassword } from '../../accounts/passwords';
import { startSession } from '../../accounts/sessions';
import type { AccountSettings } from '../../accounts/settings';
import { SignInLimits } from '../../accounts/sign-in-limits';
import { findSignInAccount } from '../../accounts/users';
import { HttpError } from '../../plugins/errors';
import { refusedWhileHashingBusy, refuseFor } from '../../throttle';

/**
 * `POST /api/login`: a new session token for the right username and password. An unknown username
 * and a wrong password get the same answer after the same work, so neither reveals which
 * usernames exist. Failures are limited per client address and slowed per username
 * (accounts/sign-in-limits.ts); a sign-in that finds password hashing busy is refused at once.
 */
export const loginRoutes: FastifyPluginAsyncZod<AccountSettings> = async (app, settings) => {
  // Keyed here, inside the handler, on the normalised username: no other spelling of the path
  // or the name gets a fresh budget.
  const limits = new SignInLimits(app.db, settings.clock);

  app.post(
    '/api/login',
    {
      config: { access: 'public', noStore: true },
      // A username and a password: a larger body is no sign-in.
      bodyLimit: 16 * 1024,
      schema: { body: loginSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const admitted = await limits.admit(request.ip, username);
      if (admitted.refused !== null) {
        const busy = admitted.refused === 'site';
        return refuseFor(reply, admitted.waitMs, busy ? messages.serverBusy : messages.loginThrottled);
      }
      if (admitted.delayMs > 0) await sleep(admitted.delayMs);

      const account = await findSignInAccount(app.db, username);
      // A check refused while hashing is busy checked nothing: it counts against no one.
      const valid = await refusedWhileHashingBusy(
        reply,
        () =>
          account
            ? verifyPassword(password, account.passwordHash)
            : verifyAgainstDummy(password, settings.passwordCost),
        admitted.takeBack,
      );
      if (!account || !valid) throw new HttpError(401, messages.loginRejected);

      await admitted.takeBack();
      const token = await startSession(app.db, account.user.id, {
        now: settings.clock(),
        sessionIdleMs: settings.sessionIdleMs,
        sessionMaxMs: settings.sessionMaxMs,
      });
      return { success: true as const, message: messages.loginSucceeded, user: account.user, token };
    },
  );
};
