/**
 * Create user (spec §2 /admin/users/create, §4 "Create forms", §5 "User create", §8).
 *
 * States: editing → submitting → succeeded (then back to the list after the redirect delay) | editing.
 * Events: field.changed { field, value }, form.submitted.
 */
import { assign, setup } from 'xstate';
import { clientMessages } from '../src/api/client-messages';
import { redirectAfterSaveMs } from '../src/api/limits';
import { type Result, type UserCreate, type UserCreateForm, userCreateFormSchema } from '../src/api/users';
import { validate, withoutField } from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice } from './notice';

export const emptyUserForm: Required<UserCreateForm> = {
  username: '',
  password: '',
  confirmPassword: '',
  full_name: '',
  email: '',
  role: 'user',
};

export const userCreateMachine = setup({
  types: {
    context: {} as { values: Required<UserCreateForm>; fieldErrors: Record<string, string> },
    events: {} as
      | { type: 'field.changed'; field: keyof UserCreateForm; value: string }
      | { type: 'form.submitted' },
  },
  actors: {
    createUser: missingPromiseActor<Result, UserCreate>('createUser'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    goToList: missingAction('goToList'),
  },
  guards: {
    isValid: ({ context }) => userCreateFormSchema.safeParse(context.values).success,
  },
  delays: { redirect: redirectAfterSaveMs },
}).createMachine({
  id: 'userCreate',
  context: { values: emptyUserForm, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            fieldErrors: withoutField(context.fieldErrors, event.field),
          })),
        },
        'form.submitted': [
          { guard: 'isValid', target: 'submitting', actions: assign({ fieldErrors: {} }) },
          {
            actions: assign({ fieldErrors: ({ context }) => validate(userCreateFormSchema, context.values) }),
          },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'createUser',
        src: 'createUser',
        input: ({ context }) => {
          const { confirmPassword: _, ...user } = userCreateFormSchema.parse(context.values);
          return user;
        },
        // The server answers a refusal with an error status, never a 2xx with `success: false`.
        onDone: {
          target: 'succeeded',
          actions: {
            type: 'notify',
            params: ({ event }) => ({
              type: 'success',
              title: clientMessages.userCreatedTitle,
              message: event.output.message,
            }),
          },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: failureNotice(clientMessages.userCreateError),
          },
        },
      },
    },
    succeeded: {
      tags: 'busy',
      after: { redirect: { actions: 'goToList' } },
    },
  },
});
