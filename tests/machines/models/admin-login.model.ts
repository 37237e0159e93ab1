import { adminLoginMachine } from '../../../machines/admin-login.machine';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const adminLoginModel: MachineModel = {
  machine: adminLoginMachine.provide({
    actors: { signIn: pendingActor() },
    actions: { announceWelcome: noop, goToDestination: noop },
  }),
  inputs: [undefined],
  events: {
    'field.changed': [
      { field: 'username', value: 'admin' },
      { field: 'password', value: 'secret' },
    ],
    'form.submitted': [{}],
    'xstate.done.actor.signIn': [
      { output: { ok: true, error: null } },
      { output: { ok: false, error: 'Invalid username or password' } },
    ],
    'xstate.error.actor.signIn': [{ error: new Error('session unavailable') }],
  },
};
