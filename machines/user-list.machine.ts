/**
 * Users table (spec §2 /admin/users, §8 admin alerts for users).
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loaded.
 * Events: user.updated { user }, delete.requested { user }, delete.confirmed, delete.cancelled,
 * retry.requested.
 */
import { assign, setup } from 'xstate';
import { clientMessages } from '../src/api/client-messages';
import { failureMessage } from '../src/api/errors';
import type { Result, User } from '../src/api/users';
import { missingAction, missingPromiseActor } from './not-provided';
import type { Notice } from './notice';

const errorNotice = (message: string): Notice => ({
  type: 'error',
  title: clientMessages.errorTitle,
  message,
});

export const userListMachine = setup({
  types: {
    context: {} as { users: User[]; pendingDelete: User | null },
    events: {} as
      | { type: 'user.updated'; user: User }
      | { type: 'delete.requested'; user: User }
      | { type: 'delete.confirmed' }
      | { type: 'delete.cancelled' }
      | { type: 'retry.requested' },
  },
  actors: {
    fetchUsers: missingPromiseActor<User[]>('fetchUsers'),
    deleteUser: missingPromiseActor<Result, { id: number }>('deleteUser'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
  },
  guards: {
    succeeded: (_, params: { result: Result }) => params.result.success,
  },
}).createMachine({
  id: 'userList',
  context: { users: [], pendingDelete: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchUsers',
        src: 'fetchUsers',
        onDone: { target: 'loaded', actions: assign({ users: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: {
            type: 'notify',
            params: ({ event }) =>
              errorNotice(
                failureMessage(event.error, clientMessages.usersLoadFailed, clientMessages.networkError),
              ),
          },
        },
      },
    },
    failed: {
      on: { 'retry.requested': { target: 'loading' } },
    },
    loaded: {
      on: {
        'user.updated': {
          actions: assign({
            users: ({ context, event }) =>
              context.users.map((u) => (u.id === event.user.id ? event.user : u)),
          }),
        },
        'delete.requested': {
          target: 'confirmingDelete',
          actions: assign({ pendingDelete: ({ event }) => event.user }),
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirmed': { target: 'deleting' },
        'delete.cancelled': { target: 'loaded', actions: assign({ pendingDelete: null }) },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteUser',
        src: 'deleteUser',
        input: ({ context }) => ({ id: context.pendingDelete?.id ?? 0 }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'loaded',
            actions: [
              assign({
                users: ({ context }) => context.users.filter((u) => u.id !== context.pendingDelete?.id),
                pendingDelete: null,
              }),
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'success',
                  title: clientMessages.userDeletedTitle,
                  message: event.output.message,
                }),
              },
            ],
          },
          {
            target: 'loaded',
            actions: [
              assign({ pendingDelete: null }),
              {
                type: 'notify',
                params: ({ event }) => errorNotice(event.output.message || clientMessages.userDeleteFailed),
              },
            ],
          },
        ],
        onError: {
          target: 'loaded',
          actions: [
            assign({ pendingDelete: null }),
            {
              type: 'notify',
              params: ({ event }) =>
                errorNotice(
                  failureMessage(event.error, clientMessages.userDeleteError, clientMessages.networkError),
                ),
            },
          ],
        },
      },
    },
  },
});
