/**
 * The contact page's message form (/contact): the visitor's message is checked with the rules the
 * server uses, sent, and on success the form empties and a success banner shows until the visitor
 * moves on (types again, or leaves): a banner that left by itself could go before it was read;
 * a failed send keeps what was typed and offers a retry. A page reached after a form posted without
 * scripts starts with that post's outcome (its banner, or its refusal with what was posted).
 *
 * States: arriving (transient) → editing | sent | failed; editing → sending → sent | failed;
 * sent → editing (typing again, or an empty submit); failed → sending (retry or submit).
 * Events: field.changed { field, value }, form.submitted, retry.requested.
 */
import { assign, setup } from 'xstate';
import { type ContactFormValues, type ContactMessageInput, contactMessageSchema } from '../src/api/contact';
import { emptyContactForm } from '../src/api/contact-fields';
import { failureMessage } from '../src/api/errors';
import type { Message, MessageId } from '../src/api/messages';
import type { Result } from '../src/api/result';
import { chartPart } from './chart-part';
import { editingTransitions, type FormContext, storedField, validate } from './form';
import { missingAction, missingPromiseActor } from './not-provided';

/**
 * How a form posted without scripts came back: sent, or refused with the server's message and
 * what was posted (the page shows it in the fields again).
 */
export type ContactFormInput =
  | { outcome: 'sent' }
  | { outcome: 'refused'; code: MessageId; values?: Partial<ContactFormValues> }
  | undefined;

type ContactFormContext = FormContext<ContactFormValues> & {
  /** Why the last send failed: the view shows it while the flow is in `failed`. */
  failure: Message | null;
  /** How the page was reached, read once on arrival. */
  arrival: 'fresh' | 'sent' | 'refused';
};

/** A submit, or a retry after a failure: sent when the form is valid, else its messages show. */
const submitted = chartPart([
  { guard: 'isValid', target: 'sending', actions: 'clearErrors' },
  { actions: 'showErrors' },
]);

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    input: {} as ContactFormInput,
    events: {} as
      | { type: 'field.changed'; field: keyof ContactFormValues; value: string }
      | { type: 'form.submitted' }
      | { type: 'retry.requested' },
    tags: {} as 'busy',
  },
  actors: {
    sendMessage: missingPromiseActor<Result, ContactMessageInput>('sendMessage'),
  },
  actions: {
    /** Empties the form on screen (its fields keep what the browser shows, typed before scripts ran too). */
    clearForm: missingAction('clearForm'),
    storeField: assign(({ context, event }) => storedField(context, event)),
    clearErrors: assign({ fieldErrors: {} }),
    showErrors: assign({ fieldErrors: ({ context }) => validate(contactMessageSchema, context.values) }),
  },
  guards: {
    isValid: ({ context }) => contactMessageSchema.safeParse(context.values).success,
    arrivedSent: ({ context }) => context.arrival === 'sent',
    arrivedRefused: ({ context }) => context.arrival === 'refused',
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    values: { ...emptyContactForm, ...(input?.outcome === 'refused' ? input.values : {}) },
    fieldErrors: {},
    failure: input?.outcome === 'refused' ? input.code : null,
    arrival: input?.outcome ?? 'fresh',
  }),
  initial: 'arriving',
  states: {
    arriving: {
      always: [
        { guard: 'arrivedSent', target: 'sent' },
        { guard: 'arrivedRefused', target: 'failed' },
        { target: 'editing' },
      ],
    },
    editing: { on: editingTransitions('sending') },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => contactMessageSchema.parse(context.values),
        onDone: { target: 'sent', actions: [assign({ values: emptyContactForm }), 'clearForm'] },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'contactSendFailed', 'networkError'),
          }),
        },
      },
    },
    // The form was emptied: sending it again only says what is needed.
    sent: {
      on: {
        'field.changed': { target: 'editing', actions: 'storeField' },
        'form.submitted': { target: 'editing', actions: 'showErrors' },
      },
    },
    failed: {
      on: {
        'field.changed': { actions: 'storeField' },
        'form.submitted': submitted,
        'retry.requested': submitted,
      },
    },
  },
});
