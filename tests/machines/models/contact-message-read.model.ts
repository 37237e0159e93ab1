import { contactMessageReadMachine } from '../../../machines/contact-message-read.machine';
import { ApiError } from '../../../src/api/errors';
import { quoteMessage, supportMessage } from '../contact-messages-fixtures';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

// The button of an unread row (marks it read) and of a read one (marks it unread).
export const contactMessageReadModel: MachineModel = {
  machine: contactMessageReadMachine.provide({
    actors: { updateStatus: pendingActor() },
    actions: { notify: noop, changed: noop },
  }),
  inputs: [undefined],
  events: {
    'read.toggled': [{ item: quoteMessage }, { item: supportMessage }],
    // The server's answer names the change; a newer server's code this client does not know reads as none.
    'xstate.done.actor.updateStatus': [
      { output: { success: true } },
      { output: { success: true, newer: true } },
    ],
    'xstate.error.actor.updateStatus': [
      {
        error: new ApiError('response', 'Request failed with status code 404', 404, 'contactMessageNotFound'),
      },
      { error: new ApiError('noResponse', 'Network Error') },
      // A proxy's error page carries no message of ours: the alert says what failed in its own words.
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
    ],
  },
};
