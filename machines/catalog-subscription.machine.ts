/**
 * The subscribe box of /catalogs: a visitor leaves an e-mail address to hear of new catalogs.
 *
 * The page may open on an outcome: the box posted without scripts comes back to the page with
 * `?subscribed=1` or `?error=<code>`, which the view hands in as input.
 * States: opening (transient) → editing | subscribed | failed; editing → sending (button disabled)
 * → subscribed (confirmation shown, field cleared) | failed (what was typed kept, the reason shown,
 * the visitor may send again). Typing after an outcome goes back to editing.
 * Events: field.changed { field: 'email', value }, form.submitted.
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../src/api/errors';
import type { Language } from '../src/api/language';
import type { Message, MessageId } from '../src/api/messages';
import type { Result } from '../src/api/result';
import { type SubscriptionRequest, subscriptionRequestSchema } from '../src/api/subscriptions';
import { chartPart } from './chart-part';
import { editingTransitions, type FormContext, storedField, validate } from './form';
import { missingPromiseActor } from './not-provided';

/** Where the page opens: a fresh box, or the outcome of the form posted without scripts. */
export type SubscriptionOutcome =
  | { status: 'none' }
  | { status: 'subscribed' }
  | { status: 'refused'; reason: MessageId };

export interface CatalogSubscriptionContext extends FormContext<{ email: string }> {
  language: Language;
  /** The outcome the page opened with. */
  openedWith: SubscriptionOutcome;
  /** Why the last sending failed, shown until the visitor types or sends again. */
  failure: Message | null;
}

/** After a failure, typing edits the address again; sending a valid one sends it, an invalid one says why. */
const afterOutcome = chartPart({
  'field.changed': { target: 'editing', actions: 'storeField' },
  'form.submitted': [
    { guard: 'isValid', target: 'sending', actions: 'clearErrors' },
    { target: 'editing', actions: 'showErrors' },
  ],
});

export const catalogSubscriptionMachine = setup({
  types: {
    context: {} as CatalogSubscriptionContext,
    input: {} as { language: Language; outcome: SubscriptionOutcome },
    events: {} as { type: 'field.changed'; field: 'email'; value: string } | { type: 'form.submitted' },
    tags: {} as 'busy',
  },
  actors: {
    subscribe: missingPromiseActor<Result, SubscriptionRequest>('subscribe'),
  },
  actions: {
    storeField: assign(({ context, event }) => storedField(context, event)),
    clearErrors: assign({ fieldErrors: {} }),
    showErrors: assign({ fieldErrors: ({ context }) => validate(subscriptionRequestSchema, context.values) }),
  },
  guards: {
    isValid: ({ context }) => subscriptionRequestSchema.safeParse(context.values).success,
    hasOpenedSubscribed: ({ context }) => context.openedWith.status === 'subscribed',
    hasOpenedRefused: ({ context }) => context.openedWith.status === 'refused',
  },
}).createMachine({
  id: 'catalogSubscription',
  context: ({ input }) => ({
    values: { email: '' },
    fieldErrors: {},
    language: input.language,
    openedWith: input.outcome,
    failure: input.outcome.status === 'refused' ? input.outcome.reason : null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'hasOpenedSubscribed', target: 'subscribed' },
        { guard: 'hasOpenedRefused', target: 'failed' },
        { target: 'editing' },
      ],
    },
    editing: { on: editingTransitions('sending') },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.values.email, language: context.language }),
        onDone: { target: 'subscribed', actions: assign({ values: { email: '' } }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'subscriptionFailed', 'networkError'),
          }),
        },
      },
    },
    // The field was emptied: sending it again only says an address is needed.
    subscribed: {
      on: {
        'field.changed': afterOutcome['field.changed'],
        'form.submitted': { target: 'editing', actions: 'showErrors' },
      },
    },
    failed: { on: afterOutcome },
  },
});
