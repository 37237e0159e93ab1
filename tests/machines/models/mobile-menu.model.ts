import { mobileMenuMachine } from '../../../machines/mobile-menu.machine';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

export const mobileMenuModel: MachineModel = {
  machine: mobileMenuMachine.provide({
    actions: { lockScroll: noop, unlockScroll: noop },
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
