import type { AnyMachineSnapshot } from 'xstate';
import { contactFormMachine } from '../../../machines/contact-form.machine';
import type { ContactFormValues } from '../../../src/api/contact';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

/**
 * What a visitor types, in order: the required fields (the e-mail first mistyped, then corrected),
 * then the optional phone. One field at a time keeps the graph a line instead of every subset.
 */
export const contactTyping: ReadonlyArray<{ field: keyof ContactFormValues; value: string }> = [
  { field: 'firstName', value: 'Fahad' },
  { field: 'lastName', value: 'Al-Qahtani' },
  { field: 'email', value: 'fahad@' },
  { field: 'email', value: 'fahad@example.com' },
  { field: 'inquiryType', value: 'quote' },
  { field: 'subject', value: 'CPVC pipes' },
  { field: 'message', value: 'Please send prices for 200 m of 2-inch pipe.' },
  { field: 'phone', value: '+966 50 000 0000' },
];

/** The next thing the visitor types into a form holding `values`, if anything is left. */
export function nextTyping(values: ContactFormValues) {
  const final = (field: keyof ContactFormValues) =>
    contactTyping.filter((t) => t.field === field).at(-1)?.value;
  return contactTyping.find((t) => values[t.field] !== final(t.field) && values[t.field] !== t.value);
}

export const contactFormModel: MachineModel = {
  machine: contactFormMachine.provide({
    actors: { sendMessage: pendingActor() },
    actions: { clearForm: noop },
  }),
  // A fresh visit, and the page a form posted without scripts came back to: sent, or refused.
  inputs: [undefined, { outcome: 'sent' }, { outcome: 'refused', code: 'contactThrottled' }],
  events: {
    'field.changed': (snapshot: AnyMachineSnapshot) => {
      const next = nextTyping(snapshot.context.values as ContactFormValues);
      return next ? [next] : [];
    },
    'form.submitted': [{}],
    'retry.requested': [{}],
    'xstate.done.actor.sendMessage': [
      {
        output: {
          success: true,
          message: 'Message sent successfully! We will get back to you soon.',
          code: 'contactSent',
        },
      },
    ],
    'xstate.error.actor.sendMessage': [
      { error: new ApiError('response', 'Request failed with status code 429', 429, 'contactThrottled') },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
    ],
  },
};
