import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  resultSchema,
  userCreateSchema,
  userIdParamsSchema,
  userListSchema,
  userQuerySchema,
  userUpdateSchema,
} from '../../../api/users';
import type { AccountSettings } from '../../accounts/settings';
import { createUser, deleteUser, listUsers, updateUser } from '../../accounts/users';
import { actorOf } from '../../audit/audit-log';
import { succeeded } from '../../http/answers';
import { tablePage } from '../../http/page-links';
import { signedInOf } from '../../plugins/auth';
import { refusedWhileHashingBusy } from '../../throttle';

/**
 * `/api/users`: the administrators' user management: list (a page at a time, searched and
 * sorted), create, edit, delete.
 */
export const usersRoutes: FastifyPluginAsyncZod<AccountSettings> = async (app, { clock, passwordCost }) => {
  const admin = { access: 'admin' } as const;
  // Refusals beyond its access and input, for the API reference: both writes hash a password.
  const refusals = {
    409: 'The username is taken.',
    429: 'Password checks are busy: try again after `Retry-After` seconds.',
  };

  // A page past the last is empty, its headers still giving the total and the way back.
  app.get(
    '/api/users',
    { config: admin, schema: { querystring: userQuerySchema, response: { 200: userListSchema } } },
    (request, reply) => tablePage(reply, '/api/users', request.query, (query) => listUsers(app.db, query)),
  );

  app.post(
    '/api/users',
    {
      config: admin,
      schema: { body: userCreateSchema, response: { 201: resultSchema }, apiReference: { refusals } },
    },
    async (request, reply) => {
      await refusedWhileHashingBusy(reply, () =>
        createUser(app.db, request.body, { now: clock(), passwordCost, actor: actorOf(request) }),
      );
      return reply.status(201).send(succeeded('userCreated'));
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: admin,
      schema: {
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: resultSchema },
        apiReference: { refusals },
      },
    },
    async (request, reply) => {
      await refusedWhileHashingBusy(reply, () =>
        updateUser(app.db, request.params.id, request.body, {
          now: clock(),
          passwordCost,
          keepSession: signedInOf(request).tokenHash,
          actor: actorOf(request),
        }),
      );
      return succeeded('userUpdated');
    },
  );

  app.delete(
    '/api/users/:id',
    { config: admin, schema: { params: userIdParamsSchema, response: { 200: resultSchema } } },
    async (request) => {
      await deleteUser(app.db, request.params.id, { actor: actorOf(request), now: clock() });
      return succeeded('userDeleted');
    },
  );
};
