/**
 * Edit User dialog on the users table: the user's details with a blank password (left blank, the
 * password stays), saved in place in the list, or the reason it failed shown in the dialog.
 *
 * States: closed → editing → saving → closed (list updated) | editing (error in the dialog).
 * Events: dialog.opened { user }, dialog.closed, field.changed { field, value }, form.submitted.
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../src/api/errors';
import type { Message } from '../src/api/messages';
import { type Result, type User, type UserUpdate, userUpdateSchema } from '../src/api/users';
import { editingTransitions, type FormContext, storedField, validate } from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import { type Notice, successNotice } from './notice';

type EditValues = Required<{ [K in keyof UserUpdate]: NonNullable<UserUpdate[K]> }>;

interface UserEditContext extends FormContext<EditValues> {
  user: User | null;
  /** Why the last save failed, shown in the dialog. */
  error: Message | null;
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
    storeField: assign(({ context, event }) => storedField(context, event)),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    showErrors: assign({ fieldErrors: ({ context }) => validate(userUpdateSchema, context.values) }),
  },
  guards: {
    isValid: ({ context }) => userUpdateSchema.safeParse(context.values).success,
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
        ...editingTransitions('saving'),
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
        // The server answers a refusal with an error status, never a 2xx with `success: false`.
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'applyUpdate',
              params: ({ context }) => {
                const { password: _, ...saved } = userUpdateSchema.parse(context.values);
                return { user: { id: context.user?.id ?? 0, ...saved } };
              },
            },
            { type: 'notify', params: successNotice('userUpdatedTitle', 'userUpdated') },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, 'userUpdateError', 'networkError'),
          }),
        },
      },
    },
  },
});
