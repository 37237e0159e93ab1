/**
 * Edit user dialog (spec §2 "Edit User dialog", §4 "Edit user", §5 "User edit", §8).
 *
 * States: closed → editing → saving → closed (list updated) | editing (error in the dialog).
 * Events: dialog.opened { user }, dialog.closed, field.changed { field, value }, form.submitted.
 */
import { assign, setup } from 'xstate';
import { clientMessages } from '../src/api/client-messages';
import { failureMessage } from '../src/api/errors';
import { type Result, type User, type UserUpdate, userUpdateSchema } from '../src/api/users';
import { validate, withoutField } from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import type { Notice } from './notice';

type EditValues = Required<{ [K in keyof UserUpdate]: NonNullable<UserUpdate[K]> }>;

interface UserEditContext {
  user: User | null;
  values: EditValues;
  fieldErrors: Record<string, string>;
  error: string | null;
}

const valuesOf = (user: User): EditValues => ({
  username: user.username,
  password: '',
  full_name: user.full_name,
  email: user.email,
  role: user.role,
});

export const userEditMachine = setup({
  types: {
    context: {} as UserEditContext,
    events: {} as
      | { type: 'dialog.opened'; user: User }
      | { type: 'dialog.closed' }
      | { type: 'field.changed'; field: keyof EditValues; value: string }
      | { type: 'form.submitted' },
  },
  actors: {
    updateUser: missingPromiseActor<Result, { id: number; changes: UserUpdate }>('updateUser'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    /** Puts the saved user into the list on screen. */
    applyUpdate: missingAction('applyUpdate') as (_: unknown, params: { user: User }) => void,
  },
  guards: {
    isValid: ({ context }) => userUpdateSchema.safeParse(context.values).success,
    succeeded: (_, params: { result: Result }) => params.result.success,
  },
}).createMachine({
  id: 'userEdit',
  context: {
    user: null,
    values: { username: '', password: '', full_name: '', email: '', role: 'user' },
    fieldErrors: {},
    error: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({
            user: event.user,
            values: valuesOf(event.user),
            fieldErrors: {},
            error: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'dialog.closed': { target: 'closed' },
        'field.changed': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            fieldErrors: withoutField(context.fieldErrors, event.field),
          })),
        },
        'form.submitted': [
          { guard: 'isValid', target: 'saving', actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign({ fieldErrors: ({ context }) => validate(userUpdateSchema, context.values) }) },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateUser',
        src: 'updateUser',
        input: ({ context }) => ({
          id: context.user?.id ?? 0,
          changes: userUpdateSchema.parse(context.values),
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'closed',
            actions: [
              {
                type: 'applyUpdate',
                params: ({ context }) => {
                  const { password: _, ...saved } = userUpdateSchema.parse(context.values);
                  return { user: { id: context.user?.id ?? 0, ...saved } };
                },
              },
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'success',
                  title: clientMessages.userUpdatedTitle,
                  message: event.output.message,
                }),
              },
            ],
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => event.output.message || clientMessages.userUpdateFailed,
            }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) =>
              failureMessage(event.error, clientMessages.userUpdateError, clientMessages.networkError),
          }),
        },
      },
    },
  },
});
