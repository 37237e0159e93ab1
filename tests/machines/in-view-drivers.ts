/**
 * How a walk takes a moving part of the home page (the marquee, a carousel) out of sight and back,
 * through the browser fakes: the part watches both its tab and its place on screen.
 */
import type { EventObject } from 'xstate';
import type { BrowserScreen } from './browser-fakes';

/** How a moving part goes out of sight in a walk: its tab hidden, or the page scrolled away from it. */
export const viewLosses = [{ cause: 'tab' }, { cause: 'scroll' }];

/**
 * Out of sight the way the event's `cause` names, and back: the tab shown and the part scrolled
 * back onto the screen (whichever of the two had taken it away).
 */
export function viewDrivers(part: () => HTMLElement) {
  return {
    'view.lost': ({ browser }: BrowserScreen, event: EventObject) => {
      if ((event as EventObject & { cause: string }).cause === 'tab') browser.setTabHidden(true);
      else browser.showShare(part(), 0);
    },
    'view.regained': ({ browser }: BrowserScreen) => {
      browser.showShare(part(), 1);
      browser.setTabHidden(false);
    },
  };
}
