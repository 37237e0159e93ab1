/**
 * Mobile menu (below the desktop breakpoint): a slide-in panel with the navigation that locks
 * the page's scroll while open, takes focus when it opens and gives it back to its button
 * when it closes.
 *
 * States: closed, open.
 * Events: menu.toggled (its open and close buttons), menu.dismissed { reason } — a click outside
 * (from the view), or, from the `watchDismissals` actor while open, a finished navigation, Escape,
 * or the window widening to the desktop layout.
 */
import { setup } from 'xstate';
import { missingAction, missingCallbackActor } from './not-provided';

export type DismissReason = 'routeChanged' | 'outsideClicked' | 'escapePressed' | 'viewportWidened';

export const mobileMenuMachine = setup({
  types: {
    events: {} as { type: 'menu.toggled' } | { type: 'menu.dismissed'; reason: DismissReason },
  },
  actors: {
    watchDismissals: missingCallbackActor('watchDismissals'),
  },
  actions: {
    lockScroll: missingAction('lockScroll'),
    unlockScroll: missingAction('unlockScroll'),
    focusPanel: missingAction('focusPanel'),
    focusMenuButton: missingAction('focusMenuButton'),
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggled': { target: 'open' } },
    },
    open: {
      entry: ['lockScroll', 'focusPanel'],
      exit: ['unlockScroll', 'focusMenuButton'],
      invoke: { src: 'watchDismissals' },
      on: {
        'menu.toggled': { target: 'closed' },
        'menu.dismissed': { target: 'closed' },
      },
    },
  },
});
