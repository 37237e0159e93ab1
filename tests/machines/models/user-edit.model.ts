import { userEditMachine } from '../../../machines/user-edit.machine';
import { ApiError } from '../../../src/api/errors';
import { noop, plainUser } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const userEditModel: MachineModel = {
  machine: userEditMachine.provide({
    actors: { updateUser: pendingActor() },
    actions: { notify: noop, applyUpdate: noop },
  }),
  inputs: [undefined],
  events: {
    'dialog.opened': [{ user: plainUser }],
    'dialog.closed': [{}],
    'field.changed': [
      { field: 'username', value: 'bo' },
      { field: 'password', value: 'newpass1' },
    ],
    'form.submitted': [{}],
    'xstate.done.actor.updateUser': [
      { output: { success: true, message: 'User updated successfully' } },
      { output: { success: false, message: 'That username is already taken' } },
      { output: { success: false, message: '' } },
    ],
    'xstate.error.actor.updateUser': [
      {
        error: new ApiError('response', 'Request failed', 403, 'This action is restricted to administrators'),
      },
      { error: new TypeError('not an ApiError') },
    ],
  },
};
