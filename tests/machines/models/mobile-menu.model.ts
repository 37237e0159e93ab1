import { fromCallback } from 'xstate';
import { mobileMenuMachine } from '../../../machines/mobile-menu.machine';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

// The dismissal watcher stays silent: the model sends its events itself. Keeping focus inside
// the open panel sends none.
export const mobileMenuModel: MachineModel = {
  machine: mobileMenuMachine.provide({
    actors: { watchDismissals: fromCallback(() => {}), keepFocusInside: fromCallback(() => {}) },
    actions: { lockPage: noop, unlockPage: noop, focusPanel: noop, focusMenuButton: noop },
  }),
  inputs: [undefined],
  events: {
    'menu.toggled': [{}],
    'menu.dismissed': [
      { reason: 'routeChanged' },
      { reason: 'outsideClicked' },
      { reason: 'escapePressed' },
      { reason: 'viewportWidened' },
    ],
  },
};
