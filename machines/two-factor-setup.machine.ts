/**
 * Two-factor sign-in, on the signed-in person's own page (/admin/two-factor): whether it is on;
 * turning it on (a new secret, shown as a QR code and as text, confirmed with a code from the app,
 * then the recovery codes, shown once); turning it off with a current code or a recovery code.
 * Each request that fails says why and can be tried again.
 *
 * The session is told whether this person must still set it up (the status read says; turning it
 * on ends it), so the portal lets them go on.
 *
 * States: loading → off | on | unavailable; unavailable → loading;
 *         off → fetchingSecret → scanning | off (with the error);
 *         scanning → confirming → recoveryCodes | scanning (a wrong code) | off (the secret is no
 *         longer waiting); scanning → off (cancelled); recoveryCodes → on;
 *         on → disabling → loading (read afresh) | on (with the error).
 * Events: retry.requested, setup.requested, setup.cancelled, field.changed { field: 'code', value },
 * form.submitted, codes.saved.
 */
import { assign, setup } from 'xstate';
import { ApiError, failureMessage } from '../src/api/errors';
import type { Message } from '../src/api/messages';
import type { Result } from '../src/api/result';
import { type TwoFactorSetup, type TwoFactorStatus, twoFactorCodeBodySchema } from '../src/api/two-factor';
import { chartPart } from './chart-part';
import { editingTransitions, type FormContext, storedField, validate } from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import { type Notice, successNotice } from './notice';

interface TwoFactorSetupContext extends FormContext<{ code: string }> {
  /** The secret waiting for its first code, while it is shown. */
  secret: TwoFactorSetup | null;
  /** Shown once, right after turning it on. */
  recoveryCodes: string[];
  /** Why the last request failed, shown above what it was for. */
  error: Message | null;
}

const blankForm = { values: { code: '' }, fieldErrors: {} };

/** Keeps why a request failed: the server's message, no connection, or the fallback. */
const failure = (fallback: Message) =>
  chartPart({
    type: 'keepError',
    params: ({ event }: { event: { error: unknown } }) => ({
      error: failureMessage(event.error, fallback, 'networkError'),
    }),
  });

export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as
      | { type: 'retry.requested' }
      | { type: 'setup.requested' }
      | { type: 'setup.cancelled' }
      | { type: 'field.changed'; field: 'code'; value: string }
      | { type: 'form.submitted' }
      | { type: 'codes.saved' },
  },
  actors: {
    readStatus: missingPromiseActor<TwoFactorStatus>('readStatus'),
    startSetup: missingPromiseActor<TwoFactorSetup>('startSetup'),
    /** Answers the recovery codes. */
    confirm: missingPromiseActor<string[], { code: string }>('confirm'),
    disable: missingPromiseActor<Result, { code: string }>('disable'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    /** Tells the session whether this person must still set up two-factor sign-in. */
    reportSetupRequired: missingAction('reportSetupRequired') as (
      _: unknown,
      params: { setupRequired: boolean },
    ) => void,
    storeField: assign(({ context, event }) => storedField(context, event)),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    showErrors: assign({ fieldErrors: ({ context }) => validate(twoFactorCodeBodySchema, context.values) }),
    keepError: assign((_, { error }: { error: Message }) => ({ error })),
  },
  guards: {
    isValid: ({ context }) => twoFactorCodeBodySchema.safeParse(context.values).success,
    isOn: (_, status: TwoFactorStatus) => status.enabled,
    /** The secret to confirm is gone (replaced or run out): setting up starts again. */
    secretGone: (_, { error }: { error: unknown }) =>
      error instanceof ApiError && error.code === 'twoFactorNotPending',
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: { ...blankForm, secret: null, recoveryCodes: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'readStatus',
        src: 'readStatus',
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => event.output },
            target: 'on',
            actions: {
              type: 'reportSetupRequired',
              params: ({ event }) => ({ setupRequired: event.output.required }),
            },
          },
          {
            target: 'off',
            actions: {
              type: 'reportSetupRequired',
              params: ({ event }) => ({ setupRequired: event.output.required }),
            },
          },
        ],
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      on: { 'retry.requested': { target: 'loading' } },
    },
    off: {
      on: { 'setup.requested': { target: 'fetchingSecret', actions: assign({ error: null }) } },
    },
    fetchingSecret: {
      tags: 'busy',
      invoke: {
        id: 'startSetup',
        src: 'startSetup',
        onDone: {
          target: 'scanning',
          actions: assign(({ event }) => ({ ...blankForm, secret: event.output })),
        },
        onError: { target: 'off', actions: failure('twoFactorSetupFailed') },
      },
    },
    scanning: {
      on: {
        ...editingTransitions('confirming'),
        'setup.cancelled': { target: 'off', actions: assign({ ...blankForm, secret: null, error: null }) },
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => twoFactorCodeBodySchema.parse(context.values),
        onDone: {
          target: 'recoveryCodes',
          actions: [
            assign(({ event }) => ({ ...blankForm, secret: null, recoveryCodes: event.output })),
            { type: 'reportSetupRequired', params: { setupRequired: false } },
            {
              type: 'notify',
              params: { type: 'success', title: 'successTitle', message: 'twoFactorEnabled' },
            },
          ],
        },
        onError: [
          {
            guard: { type: 'secretGone', params: ({ event }) => ({ error: event.error }) },
            target: 'off',
            actions: [assign({ ...blankForm, secret: null }), failure('twoFactorSetupFailed')],
          },
          { target: 'scanning', actions: failure('twoFactorSetupFailed') },
        ],
      },
    },
    // Shown once: the server keeps only their hashes.
    recoveryCodes: {
      on: { 'codes.saved': { target: 'on', actions: assign({ recoveryCodes: [] }) } },
    },
    on: {
      on: editingTransitions('disabling'),
    },
    disabling: {
      tags: 'busy',
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ context }) => twoFactorCodeBodySchema.parse(context.values),
        // Read afresh: whether the site still requires it of this person decides where the portal lets them go.
        onDone: {
          target: 'loading',
          actions: [
            assign(blankForm),
            { type: 'notify', params: successNotice('successTitle', 'twoFactorDisabled') },
          ],
        },
        onError: { target: 'on', actions: failure('twoFactorDisableFailed') },
      },
    },
  },
});
