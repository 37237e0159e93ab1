/**
 * Admin login form: both fields required, the button busy while the session signs in, then a
 * welcome and the destination, or the reason above the form.
 *
 * States: idle → submitting → succeeded | idle (with the error above the form).
 * Events: field.changed { field, value }, form.submitted; from the session, session.signedIn and
 * session.loginFailed { error }.
 * The form hands the credentials to the session (its input) and waits for the session's answer.
 */
import { assign, sendTo, setup } from 'xstate';
import { type LoginRequest, loginSchema } from '../src/api/auth';
import type { MessageId } from '../src/api/messages';
import { editingTransitions, type FormContext, storedField, validate } from './form';
import { missingAction } from './not-provided';
import type { LoginReply, SessionRef } from './session.machine';

interface AdminLoginContext extends FormContext<LoginRequest> {
  /** Why the last login failed, shown above the form. */
  error: MessageId | null;
  session: SessionRef;
}

export const adminLoginMachine = setup({
  types: {
    context: {} as AdminLoginContext,
    input: {} as { session: SessionRef },
    events: {} as
      | { type: 'field.changed'; field: keyof LoginRequest; value: string }
      | { type: 'form.submitted' }
      | LoginReply,
  },
  actions: {
    /** 'Login Successful' / 'Welcome back!'. */
    announceWelcome: missingAction('announceWelcome'),
    /** Back to the page the visitor came from, else /admin-dashboard. */
    goToDestination: missingAction('goToDestination'),
    storeField: assign(({ context, event }) => storedField(context, event)),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    showErrors: assign({ fieldErrors: ({ context }) => validate(loginSchema, context.values) }),
    /** Hands the credentials to the session, which answers this form. */
    signIn: sendTo(
      ({ context }) => context.session,
      ({ context, self }) => ({
        type: 'login.submitted',
        ...loginSchema.parse(context.values),
        replyTo: self,
      }),
    ),
  },
  guards: {
    isValid: ({ context }) => loginSchema.safeParse(context.values).success,
  },
}).createMachine({
  id: 'adminLogin',
  context: ({ input }) => ({
    values: { username: '', password: '' },
    fieldErrors: {},
    error: null,
    session: input.session,
  }),
  initial: 'idle',
  states: {
    idle: { on: editingTransitions('submitting') },
    submitting: {
      tags: 'busy',
      entry: 'signIn',
      on: {
        'session.signedIn': 'succeeded',
        'session.loginFailed': { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    succeeded: {
      type: 'final',
      entry: ['announceWelcome', 'goToDestination'],
    },
  },
});
