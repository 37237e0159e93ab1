import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, loginSchema } from '../../../api/auth';
import { messages } from '../../../api/messages';
import { verifyAgainstDummy, verifyPassword } from '../../accounts/passwords';
import { startSession } from '../../accounts/sessions';
import type { AccountSettings } from '../../accounts/settings';
import { findSignInAccount } from '../../accounts/users';
import { HttpError } from '../../plugins/errors';
import { Throttle } from '../../throttle';

// Five failures within five minutes, as the throttle message tells the user.
const failedSignIns = { count: 5, windowMs: 5 * 60_000 };

/**
 * `POST /api/login`: a new session token for the right username and password. An unknown username
 * and a wrong password get the same answer after the same work, so neither reveals which
 * usernames exist. Failures are limited per client address and per username.
 */
export const loginRoutes: FastifyPluginAsyncZod<AccountSettings> = async (app, settings) => {
  // Keyed here, inside the handler, on the normalised username: no other spelling of the path
  // or the name gets a fresh budget.
  const throttle = new Throttle(settings.clock, failedSignIns);

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { body: loginSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const { username, password } = request.body;
      const attempt = throttle.attempt([`address:${request.ip}`, `username:${username.toLowerCase()}`]);
      if (!attempt) throw new HttpError(429, messages.loginThrottled);

      const account = await findSignInAccount(app.db, username);
      const valid = account
        ? await verifyPassword(password, account.passwordHash)
        : await verifyAgainstDummy(password, settings.passwordCost);
      if (!account || !valid) throw new HttpError(401, messages.loginRejected);

      attempt.takeBack();
      const token = await startSession(app.db, account.user.id, {
        now: settings.clock(),
        sessionIdleMs: settings.sessionIdleMs,
        sessionMaxMs: settings.sessionMaxMs,
      });
      return { success: true as const, message: messages.loginSucceeded, user: account.user, token };
    },
  );
};
