import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { loginResponseSchema, loginSchema } from '../../../api/auth';
import { twoFactorChallengeSchema, twoFactorLoginSchema } from '../../../api/two-factor';
import type { User } from '../../../api/users';
import { verifyAgainstDummy, verifyPassword } from '../../accounts/passwords';
import { startSession } from '../../accounts/sessions';
import type { AccountSettings } from '../../accounts/settings';
import { refuseSignIn, SignInLimits } from '../../accounts/sign-in-limits';
import {
  answerChallenge,
  countWrongCode,
  findChallenge,
  startChallenge,
  takeFailedCodes,
  twoFactorStateOf,
} from '../../accounts/two-factor';
import { findSignInAccount } from '../../accounts/users';
import { type AuditActor, recordAudit } from '../../audit/audit-log';
import type { Database } from '../../db/schema';
import { succeeded, worded } from '../../http/answers';
import { HttpError } from '../../plugins/errors';
import { refusedWhileHashingBusy } from '../../throttle';

const signInThrottled =
  'Too many failed sign-ins, or the server is busy: try again after `Retry-After` seconds.';

/** How a sign-in was proved, as the audit trail names it. */
type Proof = 'password' | 'code' | 'recovery code';

/**
 * `POST /api/login`: a new session token for the right username and password. An unknown username
 * and a wrong password get the same answer after the same work, so neither reveals which
 * usernames exist. Failures are limited per client address and slowed per username
 * (accounts/sign-in-limits.ts); a sign-in that finds password hashing busy is refused at once.
 * For an account with two-factor sign-in the right password earns a challenge instead, which
 * `POST /api/login/two-factor` answers with a code (accounts/two-factor.ts).
 */
export const loginRoutes: FastifyPluginAsyncZod<AccountSettings> = async (app, settings) => {
  // Keyed here, inside the handler, on the normalised username: no other spelling of the path
  // or the name gets a fresh budget.
  const limits = new SignInLimits(app.db, settings.clock);

  /**
   * Opens a session on `trx` and records the sign-in with it: the session's token, and the wrong
   * codes entered for the account since its last sign-in, which its owner is told of once.
   */
  const openSession = async (
    trx: Transaction<Database>,
    user: User,
    proof: Proof,
    actor: AuditActor,
    now: number,
  ) => {
    const token = await startSession(trx, user.id, {
      now,
      sessionIdleMs: settings.sessionIdleMs,
      sessionMaxMs: settings.sessionMaxMs,
    });
    if (actor.address !== null) await limits.remember(trx, user.id, actor.address);
    await recordAudit(trx, {
      actor,
      action: 'sign-in.succeeded',
      entity: 'user',
      entityId: user.id,
      label: user.username,
      changes: [{ field: 'step', after: proof }],
      at: now,
    });
    const failedCodes = await takeFailedCodes(trx, user.id);
    return { token, ...(failedCodes === undefined ? {} : { failedCodes }) };
  };

  /**
   * A failed sign-in in the audit trail: the account when the name was one. A name that is no
   * account is written as unknown, never as typed: people type their password there by mistake,
   * and the trail and its export are read by others.
   */
  const recordFailure = (actor: AuditActor, step: 'password' | 'code', now: number) =>
    recordAudit(app.db, {
      actor,
      action: 'sign-in.failed',
      ...(actor.userId === null ? {} : { entity: 'user' as const, entityId: actor.userId }),
      changes: [
        { field: 'step', after: step },
        ...(actor.userId === null ? [{ field: 'account', after: 'unknown' }] : []),
      ],
      at: now,
    });

  app.post(
    '/api/login',
    {
      config: { access: 'public', noStore: true },
      // A username and a password: a larger body is no sign-in.
      bodyLimit: 16 * 1024,
      schema: {
        body: loginSchema,
        response: { 200: z.union([loginResponseSchema, twoFactorChallengeSchema]) },
        apiReference: { refusals: { 401: 'Wrong username or password.', 429: signInThrottled } },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const now = settings.clock();
      // The account is looked up first so that the trail, refusals included, names it by its
      // own username, and names nothing when the typed name is no account.
      const account = await findSignInAccount(app.db, username);
      const actor: AuditActor = account
        ? { userId: account.user.id, username: account.user.username, address: request.ip }
        : { userId: null, username: null, address: request.ip };
      const admitted = await limits.admit(request.ip, username, actor.userId, actor);
      if (admitted.refused !== null) return refuseSignIn(reply, admitted);
      if (admitted.delayMs > 0) await settings.sleep(admitted.delayMs);

      // A check refused while hashing is busy checked nothing: it counts against no one.
      const valid = await refusedWhileHashingBusy(
        reply,
        () =>
          account
            ? verifyPassword(password, account.passwordHash, admitted.known)
            : verifyAgainstDummy(password, settings.passwordCost),
        admitted.takeBack,
      );
      if (!account || !valid) {
        await recordFailure(actor, 'password', now);
        throw new HttpError(401, 'loginRejected');
      }

      await admitted.takeBack();
      const { user } = account;
      const twoFactor = await twoFactorStateOf(app.db, user.id);
      if (twoFactor.enabled) {
        return {
          success: false as const,
          ...worded('twoFactorRequired'),
          challenge: await startChallenge(app.db, user.id, now),
        };
      }
      const opened = await app.db
        .transaction()
        .execute((trx) => openSession(trx, user, 'password', actor, now));
      return succeeded('loginSucceeded', {
        user: twoFactor.setupRequired ? { ...user, twoFactorSetupRequired: true } : user,
        ...opened,
      });
    },
  );

  app.post(
    '/api/login/two-factor',
    {
      config: { access: 'public', noStore: true },
      // A challenge and a code.
      bodyLimit: 1024,
      schema: {
        body: twoFactorLoginSchema,
        response: { 200: loginResponseSchema },
        apiReference: {
          refusals: { 401: 'The challenge has run out, or the code is wrong.', 429: signInThrottled },
        },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const now = settings.clock();
      const waiting = await findChallenge(app.db, challenge, now);
      if (waiting === undefined) throw new HttpError(401, 'twoFactorChallengeExpired');
      const { user, secret } = waiting;
      const actor = { userId: user.id, username: user.username, address: request.ip };
      const admitted = await limits.admitCode(request.ip, user.id, actor);
      if (admitted.refused !== null) return refuseSignIn(reply, admitted);

      const opened = await app.db.transaction().execute(async (trx) => {
        const used = await answerChallenge(trx, challenge, code, { user, secret, actor, now });
        if (used === null) return null;
        return openSession(trx, user, used === 'app' ? 'code' : 'recovery code', actor, now);
      });
      if (opened === null) {
        await countWrongCode(app.db, challenge, { userId: user.id, now });
        await recordFailure(actor, 'code', now);
        throw new HttpError(401, 'twoFactorRejected');
      }
      await admitted.takeBack();
      return succeeded('loginSucceeded', { user, ...opened });
    },
  );
};
