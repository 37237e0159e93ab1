import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../../api/messages';
import {
  resultSchema,
  userCreateSchema,
  userIdParamsSchema,
  userListSchema,
  userUpdateSchema,
} from '../../../api/users';
import type { AccountSettings } from '../../accounts/settings';
import { createUser, deleteUser, listUsers, updateUser } from '../../accounts/users';
import { signedInOf } from '../../plugins/auth';
import { refusedWhileHashingBusy } from '../../throttle';

/** `/api/users`: the administrators' user management (list, create, edit, delete). */
export const usersRoutes: FastifyPluginAsyncZod<AccountSettings> = async (app, { clock, passwordCost }) => {
  const admin = { access: 'admin' } as const;

  app.get('/api/users', { config: admin, schema: { response: { 200: userListSchema } } }, () =>
    listUsers(app.db),
  );

  app.post(
    '/api/users',
    { config: admin, schema: { body: userCreateSchema, response: { 201: resultSchema } } },
    async (request, reply) => {
      await refusedWhileHashingBusy(reply, () =>
        createUser(app.db, request.body, { now: clock(), passwordCost }),
      );
      return reply.status(201).send({ success: true, message: messages.userCreated });
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: admin,
      schema: { params: userIdParamsSchema, body: userUpdateSchema, response: { 200: resultSchema } },
    },
    async (request, reply) => {
      await refusedWhileHashingBusy(reply, () =>
        updateUser(app.db, request.params.id, request.body, {
          now: clock(),
          passwordCost,
          keepSession: signedInOf(request).tokenHash,
        }),
      );
      return { success: true, message: messages.userUpdated };
    },
  );

  app.delete(
    '/api/users/:id',
    { config: admin, schema: { params: userIdParamsSchema, response: { 200: resultSchema } } },
    async (request) => {
      await deleteUser(app.db, request.params.id, { byUserId: signedInOf(request).user.id });
      return { success: true, message: messages.userDeleted };
    },
  );
};
