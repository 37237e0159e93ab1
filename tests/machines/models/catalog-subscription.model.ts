import { catalogSubscriptionMachine } from '../../../machines/catalog-subscription.machine';
import { ApiError } from '../../../src/api/errors';
import { type MachineModel, pendingActor } from '../model';

// The box opens fresh in English and Arabic, after a plain-form post that worked, and after one
// the server refused. The visitor types a good address or a bad one; the server answers, refuses
// (too many attempts), or no answer comes, or a proxy answers with its own page.
export const catalogSubscriptionModel: MachineModel = {
  machine: catalogSubscriptionMachine.provide({ actors: { subscribe: pendingActor() } }),
  inputs: [
    { language: 'en', outcome: { status: 'none' } },
    { language: 'ar', outcome: { status: 'none' } },
    { language: 'en', outcome: { status: 'subscribed' } },
    { language: 'ar', outcome: { status: 'refused', reason: 'invalidEmail' } },
  ],
  events: {
    'field.changed': [
      { field: 'email', value: ' Noura.Saleh@Example.com ' },
      { field: 'email', value: 'noura.saleh@' },
    ],
    'form.submitted': [{}],
    'xstate.done.actor.subscribe': [
      { output: { success: true, message: 'Thank you! We will e-mail you when we publish a new catalog.' } },
    ],
    'xstate.error.actor.subscribe': [
      {
        error: new ApiError('response', 'Request failed with status code 429', 429, 'subscriptionThrottled'),
      },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
    ],
  },
};
