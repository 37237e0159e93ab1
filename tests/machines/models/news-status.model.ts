import { newsStatusMachine } from '../../../machines/news-status.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { branchNews, lineNews } from '../news-fixtures';

// The eye button of an active row (deactivates it) and of an inactive one (activates it).
export const newsStatusModel: MachineModel = {
  machine: newsStatusMachine.provide({
    actors: { updateStatus: pendingActor() },
    actions: { notify: noop, changed: noop },
  }),
  inputs: [undefined],
  events: {
    'status.toggled': [{ item: branchNews }, { item: lineNews }],
    // The server's answer names the new status; a newer server's code this client does not know
    // reads as none.
    'xstate.done.actor.updateStatus': [
      { output: { success: true } },
      { output: { success: true, newer: true } },
    ],
    'xstate.error.actor.updateStatus': [
      { error: new ApiError('response', 'Request failed with status code 404', 404, 'newsNotFound') },
      { error: new ApiError('noResponse', 'Network Error') },
      // A proxy's error page carries no message of ours: the alert says what failed in its own words.
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
    ],
  },
};
