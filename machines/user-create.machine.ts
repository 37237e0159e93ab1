/**
 * Create user (/admin/users/create): the form's rules, the 'User Created' alert, and back to the
 * users list a moment later.
 *
 * States: editing → submitting → succeeded (then back to the list after the redirect delay) | editing.
 * Events: field.changed { field, value }, form.submitted.
 */
import { assign, setup } from 'xstate';
import { redirectAfterSaveMs } from '../src/api/limits';
import { type Result, type UserCreate, type UserCreateForm, userCreateFormSchema } from '../src/api/users';
import { editingTransitions, type FormContext, storedField, succeededState, validate } from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice, successNotice } from './notice';

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
    context: {} as FormContext<Required<UserCreateForm>>,
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
    storeField: assign(({ context, event }) => storedField(context, event)),
    clearErrors: assign({ fieldErrors: {} }),
    showErrors: assign({ fieldErrors: ({ context }) => validate(userCreateFormSchema, context.values) }),
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
    editing: { on: editingTransitions('submitting') },
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
          actions: { type: 'notify', params: successNotice('userCreatedTitle', 'userCreated') },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: failureNotice('userCreateError'),
          },
        },
      },
    },
    succeeded: succeededState,
  },
});
