import { userCreateMachine } from '../../../machines/user-create.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const userCreateModel: MachineModel = {
  machine: userCreateMachine.provide({
    actors: { createUser: pendingActor() },
    actions: { notify: noop, goToList: noop },
  }),
  inputs: [undefined],
  events: {
    'field.changed': [
      { field: 'username', value: 'alice' },
      { field: 'password', value: 'secret1' },
      { field: 'confirmPassword', value: 'secret1' },
      // Past the longest password, and a role whose passwords must be longer than 'secret1'.
      { field: 'password', value: 'p'.repeat(257) },
      { field: 'role', value: 'admin' },
    ],
    'form.submitted': [{}],
    'xstate.done.actor.createUser': [
      { output: { success: true, message: 'User created successfully', code: 'userCreated' } },
      // An answer without a code (an older server): the client's own words.
      { output: { success: true, message: 'User created successfully' } },
    ],
    'xstate.error.actor.createUser': [
      { error: new ApiError('response', 'Request failed with status code 409', 409, 'usernameTaken') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('timeout', 'timeout exceeded') },
      { error: new TypeError('not an answer') },
    ],
  },
};
