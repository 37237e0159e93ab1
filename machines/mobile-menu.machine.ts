/**
 * Mobile menu (spec §2 "Navigation", §4 "Mobile menu", §9 breakpoint): a slide-in panel that
 * locks the page's scroll while open.
 *
 * States: closed, open.
 * Events: menu.toggled, menu.dismissed { reason } — the route changed, a click landed outside,
 * Escape was pressed, or the window widened to the desktop layout.
 */
import { setup } from 'xstate';
import { missingAction } from './not-provided';

export type DismissReason = 'routeChanged' | 'outsideClicked' | 'escapePressed' | 'viewportWidened';

export const mobileMenuMachine = setup({
  types: {
    events: {} as { type: 'menu.toggled' } | { type: 'menu.dismissed'; reason: DismissReason },
  },
  actions: {
    lockScroll: missingAction('lockScroll'),
    unlockScroll: missingAction('unlockScroll'),
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggled': { target: 'open' } },
    },
    open: {
      entry: 'lockScroll',
      exit: 'unlockScroll',
      on: {
        'menu.toggled': { target: 'closed' },
        'menu.dismissed': { target: 'closed' },
      },
    },
  },
});
