import { routeGuardMachine } from '../../../machines/route-guard.machine';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

export const routeGuardModel: MachineModel = {
  machine: routeGuardMachine.provide({ actions: { redirectToLogin: noop, redirectToForbidden: noop } }),
  inputs: [
    { access: 'signedIn', from: '/admin-dashboard' },
    { access: 'admin', from: '/admin/users' },
  ],
  events: {
    'session.changed': [
      { status: 'loading', role: null },
      { status: 'signedOut', role: null },
      { status: 'signedIn', role: 'user' },
      { status: 'signedIn', role: 'admin' },
    ],
  },
};
