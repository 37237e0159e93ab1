import { subscriptionExportMachine } from '../../../machines/subscription-export.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const csvFile = {
  csv: new Blob(['\uFEFFemail,language,subscribed_at\r\nhuda@example.com,ar,2026-03-02T08:30:00.000Z\r\n']),
  filename: 'catalog-subscriptions-2026-03-02.csv',
};

// Export CSV pressed; the file saved, or the export failed and is tried again.
export const subscriptionExportModel: MachineModel = {
  machine: subscriptionExportMachine.provide({
    actors: { exportSubscriptions: pendingActor() },
    actions: { saveFile: noop },
  }),
  inputs: [undefined],
  events: {
    'export.requested': [{}],
    'xstate.done.actor.exportSubscriptions': [{ output: csvFile }],
    'xstate.error.actor.exportSubscriptions': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
    ],
  },
};
