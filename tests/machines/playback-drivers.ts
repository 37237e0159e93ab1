/**
 * How a walk uses the Pause/Play button of a moving part of the site (the marquee, a carousel, a
 * video) and asks for reduced motion, through the browser fakes. The button is activated without
 * moving the pointer or focus (a screen reader's activation, or a tap): the pointer and focus have
 * drivers of their own in the walks that care about them.
 */
import { fireEvent } from '@testing-library/react';
import type { EventObject } from 'xstate';
import type { BrowserScreen } from './browser-fakes';

export function playbackDrivers(toggle: () => HTMLElement) {
  return {
    'playback.toggled': () => {
      fireEvent.click(toggle());
    },
    // The system's setting turned on (off first, should an earlier step have turned it on).
    'motion.reduced': ({ browser }: BrowserScreen) => {
      browser.setReducedMotion(false);
      browser.setReducedMotion(true);
    },
  };
}

/**
 * Whether the person has stopped it, after what they did, by the spec's rules: the Pause button
 * stops it, Play starts it again, and asking for reduced motion stops it until Play.
 */
export function stoppedAfter(performed: readonly EventObject[]): boolean {
  let stopped = false;
  for (const event of performed) {
    if (event.type === 'playback.toggled') stopped = !stopped;
    if (event.type === 'motion.reduced') stopped = true;
  }
  return stopped;
}
