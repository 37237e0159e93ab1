/**
 * Admin login form (spec §4 "Admin login", §5 "Admin login form").
 *
 * States: idle → submitting → succeeded | idle (with the error above the form).
 * Events: field.changed { field, value }, form.submitted.
 * The `signIn` actor hands the credentials to the session and answers whether it signed in.
 */
import { assign, setup } from 'xstate';
import { type LoginRequest, loginSchema } from '../src/api/auth';
import { clientMessages } from '../src/api/client-messages';
import { validate, withoutField } from './form';
import { missingAction, missingPromiseActor } from './not-provided';

export interface SignInResult {
  ok: boolean;
  /** The session's error when it did not sign in. */
  error: string | null;
}

interface AdminLoginContext {
  values: LoginRequest;
  fieldErrors: Record<string, string>;
  error: string | null;
}

export const adminLoginMachine = setup({
  types: {
    context: {} as AdminLoginContext,
    events: {} as
      | { type: 'field.changed'; field: keyof LoginRequest; value: string }
      | { type: 'form.submitted' },
  },
  actors: {
    signIn: missingPromiseActor<SignInResult, LoginRequest>('signIn'),
  },
  actions: {
    /** 'Login Successful' / 'Welcome back!' (spec §4). */
    announceWelcome: missingAction('announceWelcome'),
    /** Back to the page the visitor came from, else /admin-dashboard. */
    goToDestination: missingAction('goToDestination'),
  },
  guards: {
    isValid: ({ context }) => loginSchema.safeParse(context.values).success,
    signedIn: (_, params: { result: SignInResult }) => params.result.ok,
  },
}).createMachine({
  id: 'adminLogin',
  context: { values: { username: '', password: '' }, fieldErrors: {}, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.changed': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            fieldErrors: withoutField(context.fieldErrors, event.field),
          })),
        },
        'form.submitted': [
          { guard: 'isValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign({ fieldErrors: ({ context }) => validate(loginSchema, context.values) }) },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => loginSchema.parse(context.values),
        onDone: [
          {
            guard: { type: 'signedIn', params: ({ event }) => ({ result: event.output }) },
            target: 'succeeded',
          },
          { target: 'idle', actions: assign({ error: ({ event }) => event.output.error }) },
        ],
        onError: { target: 'idle', actions: assign({ error: clientMessages.loginError }) },
      },
    },
    succeeded: {
      type: 'final',
      entry: ['announceWelcome', 'goToDestination'],
    },
  },
});
