/**
 * Admin login form: both fields required, the button busy while the session signs in, then a
 * welcome and the destination, or the reason above the form. An account with two-factor sign-in
 * then asks for a code in the same form: one from the authenticator app, or a recovery code.
 *
 * States: idle → submitting → succeeded | idle (with the error above the form) | code;
 * code → confirming → succeeded | code (a wrong code, with the error) | idle (the challenge ran
 * out, with its message); code → idle (the person went back to the password).
 * Events: field.changed { field, value }, form.submitted, codeKind.toggled (an app's code or a
 * recovery code: the field's keyboard and words), back.requested; from the session,
 * session.signedIn { failedCodes? }, session.codeRequired and session.loginFailed { error }.
 * Signed in after wrong two-factor codes were entered for the account, the person is told so once.
 * The form hands the credentials, then the code, to the session (its input) and waits for its answer.
 */
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { FailedCodes } from '../src/api/auth';
import { type LoginRequest, loginSchema } from '../src/api/auth';
import type { MessageId } from '../src/api/messages';
import { twoFactorCodeBodySchema } from '../src/api/two-factor';
import { editingTransitions, type FormContext, storedField, validate } from './form';
import { missingAction } from './not-provided';
import type { LoginReply, SessionRef } from './session.machine';

type LoginValues = LoginRequest & { code: string };

interface AdminLoginContext extends FormContext<LoginValues> {
  /** Why the last login failed, shown above the form. */
  error: MessageId | null;
  /** The code step takes a recovery code rather than the app's six digits. */
  recoveryCode: boolean;
  session: SessionRef;
}

export const adminLoginMachine = setup({
  types: {
    context: {} as AdminLoginContext,
    input: {} as { session: SessionRef },
    events: {} as
      | { type: 'field.changed'; field: keyof LoginValues; value: string }
      | { type: 'form.submitted' }
      | { type: 'codeKind.toggled' }
      | { type: 'back.requested' }
      | LoginReply,
  },
  actions: {
    /** 'Login Successful' / 'Welcome back!'. */
    announceWelcome: missingAction('announceWelcome'),
    /** Back to the page the visitor came from, else /admin-dashboard. */
    goToDestination: missingAction('goToDestination'),
    /** Tells the person how many wrong codes were entered for their account, and when. */
    announceFailedCodes: missingAction('announceFailedCodes') as (_: unknown, params: FailedCodes) => void,
    storeField: assign(({ context, event }) => storedField(context, event)),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    showErrors: assign({ fieldErrors: ({ context }) => validate(loginSchema, context.values) }),
    showCodeErrors: assign({
      fieldErrors: ({ context }) => validate(twoFactorCodeBodySchema, context.values),
    }),
    keepError: assign({
      error: ({ event }) => (event.type === 'session.loginFailed' ? event.error : null),
    }),
    /** The password did its part: it is not kept, and the code starts empty. */
    startCodeStep: assign(({ context }) => ({
      values: { ...context.values, password: '', code: '' },
      recoveryCode: false,
    })),
    /** Back to the password: the code typed goes with the step. */
    leaveCodeStep: assign(({ context }) => ({
      values: { ...context.values, code: '' },
      recoveryCode: false,
    })),
    /** Hands the credentials to the session, which answers this form. */
    signIn: sendTo(
      ({ context }) => context.session,
      ({ context, self }) => ({
        type: 'login.submitted',
        ...loginSchema.parse(context.values),
        replyTo: self,
      }),
    ),
    sendCode: sendTo(
      ({ context }) => context.session,
      ({ context, self }) => ({
        type: 'code.submitted',
        code: twoFactorCodeBodySchema.parse(context.values).code,
        replyTo: self,
      }),
    ),
  },
  guards: {
    isValid: ({ context }) => loginSchema.safeParse(context.values).success,
    isCodeValid: ({ context }) => twoFactorCodeBodySchema.safeParse(context.values).success,
    hadFailedCodes: ({ event }) => event.type === 'session.signedIn' && event.failedCodes !== undefined,
    challengeEnded: ({ event }) =>
      event.type === 'session.loginFailed' && event.error === 'twoFactorChallengeExpired',
  },
}).createMachine({
  id: 'adminLogin',
  context: ({ input }) => ({
    values: { username: '', password: '', code: '' },
    fieldErrors: {},
    error: null,
    recoveryCode: false,
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
        'session.codeRequired': { target: 'code', actions: 'startCodeStep' },
        'session.loginFailed': { target: 'idle', actions: 'keepError' },
      },
    },
    code: {
      on: {
        'field.changed': { actions: 'storeField' },
        'form.submitted': [
          { guard: 'isCodeValid', target: 'confirming', actions: 'clearErrors' },
          { actions: 'showCodeErrors' },
        ],
        'codeKind.toggled': {
          actions: assign(({ context }) => ({
            recoveryCode: !context.recoveryCode,
            values: { ...context.values, code: '' },
            fieldErrors: {},
          })),
        },
        'back.requested': { target: 'idle', actions: ['clearErrors', 'leaveCodeStep'] },
      },
    },
    confirming: {
      tags: 'busy',
      entry: 'sendCode',
      on: {
        'session.signedIn': 'succeeded',
        'session.loginFailed': [
          // The password must be given again: the form goes back to it, saying why.
          { guard: 'challengeEnded', target: 'idle', actions: ['keepError', 'leaveCodeStep'] },
          { target: 'code', actions: 'keepError' },
        ],
      },
    },
    succeeded: {
      type: 'final',
      entry: [
        'announceWelcome',
        enqueueActions(({ enqueue, check, event }) => {
          if (event.type === 'session.signedIn' && event.failedCodes && check('hadFailedCodes')) {
            enqueue({ type: 'announceFailedCodes', params: event.failedCodes });
          }
        }),
        'goToDestination',
      ],
    },
  },
});
