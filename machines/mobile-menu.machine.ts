/**
 * Mobile menu (below the desktop breakpoint; the public navigation and the portal's side
 * navigation both run it): a panel with the navigation that locks
 * the page behind it while open (it neither scrolls nor can be reached: the keyboard and assistive
 * technology stay in the panel), takes focus when it opens and gives it back to its button when it
 * closes.
 *
 * States: closed, open.
 * Events: menu.toggled (its open and close buttons), menu.dismissed { reason } — a click outside
 * (from the view), or, from the `watchDismissals` actor while open, the end of a navigation begun
 * while open (one already under way when it opened leaves it open), Escape, or the window widening
 * to the desktop layout. While open the `keepFocusInside` actor wraps Tab
 * from the panel's last control to its first, and Shift+Tab the other way.
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
    keepFocusInside: missingCallbackActor('keepFocusInside'),
  },
  actions: {
    lockPage: missingAction('lockPage'),
    unlockPage: missingAction('unlockPage'),
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
      entry: ['lockPage', 'focusPanel'],
      // The page is reachable again before its button takes focus back.
      exit: ['unlockPage', 'focusMenuButton'],
      invoke: [{ src: 'watchDismissals' }, { src: 'keepFocusInside' }],
      on: {
        'menu.toggled': { target: 'closed' },
        'menu.dismissed': { target: 'closed' },
      },
    },
  },
});
