import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultSchema } from '../../../api/result';
import {
  twoFactorCodeBodySchema,
  twoFactorConfirmedSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../api/two-factor';
import type { AccountSettings } from '../../accounts/settings';
import { refuseSignIn, SignInLimits } from '../../accounts/sign-in-limits';
import { beginSetup, confirmSetup, disableTwoFactor, twoFactorStateOf } from '../../accounts/two-factor';
import { actorOf } from '../../audit/audit-log';
import { succeeded } from '../../http/answers';
import { signedInOf } from '../../plugins/auth';

/** A code, or nothing: a larger body is no two-factor request. */
const codeBodyLimit = 1024;

/**
 * A signed-in user's own two-factor sign-in (accounts/two-factor.ts): its state, a new secret to
 * set up, turning it on with a first code and off with a code. Open to every signed-in user, and
 * to an administrator the site requires it of before they have it. Wrong codes count against the
 * same limits as at sign-in, so a session left open cannot be used to guess them.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<Pick<AccountSettings, 'clock'>> = async (
  app,
  { clock },
) => {
  const limits = new SignInLimits(app.db, clock);
  const signedIn = { access: 'signedIn' } as const;

  app.get(
    '/api/two-factor',
    { config: signedIn, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request) => {
      const { enabled, setupRequired } = await twoFactorStateOf(app.db, signedInOf(request).user.id);
      return { enabled, required: setupRequired };
    },
  );

  app.post(
    '/api/two-factor/setup',
    { config: signedIn, bodyLimit: codeBodyLimit, schema: { response: { 200: twoFactorSetupSchema } } },
    async (request) =>
      beginSetup(app.db, { user: signedInOf(request).user, actor: actorOf(request), now: clock() }),
  );

  /** Admits a code check of the signed-in user, or answers 429. */
  const admitCode = async (request: FastifyRequest, reply: FastifyReply) => {
    const now = clock();
    const { user, tokenHash } = signedInOf(request);
    const acting = { user, actor: actorOf(request), now, keepSession: tokenHash };
    const admitted = await limits.admitCode(request.ip, acting.user.id, acting.actor);
    if (admitted.refused !== null) return refuseSignIn(reply, admitted);
    return { acting, takeBack: admitted.takeBack };
  };

  app.post(
    '/api/two-factor/confirm',
    {
      config: signedIn,
      bodyLimit: codeBodyLimit,
      schema: { body: twoFactorCodeBodySchema, response: { 200: twoFactorConfirmedSchema } },
    },
    async (request, reply) => {
      const { acting, takeBack } = await admitCode(request, reply);
      const recoveryCodes = await confirmSetup(app.db, request.body.code, acting);
      await takeBack();
      return succeeded('twoFactorEnabled', { recoveryCodes });
    },
  );

  app.post(
    '/api/two-factor/disable',
    {
      config: signedIn,
      bodyLimit: codeBodyLimit,
      schema: { body: twoFactorCodeBodySchema, response: { 200: resultSchema } },
    },
    async (request, reply) => {
      const { acting, takeBack } = await admitCode(request, reply);
      await disableTwoFactor(app.db, request.body.code, acting);
      await takeBack();
      return succeeded('twoFactorDisabled');
    },
  );
};
