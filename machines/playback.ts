/**
 * The visitor's own say over something that moves by itself (the partner marquee, the carousels,
 * the background videos): a Pause/Play button that stops it until pressed again, and a wish for
 * reduced motion that stops it from the start. A region (running | stopped, tagged `paused` while
 * stopped).
 * Events: playback.toggled (the button), motion.reduced (from the view's `watchReducedMotion`
 * actor: the system asks for reduced motion, at start or later).
 */
import { chartPart } from './chart-part';

export type PlaybackEvent = { type: 'playback.toggled' } | { type: 'motion.reduced' };

export const playbackRegion = chartPart({
  initial: 'running',
  states: {
    running: { on: { 'playback.toggled': { target: 'stopped' }, 'motion.reduced': { target: 'stopped' } } },
    stopped: { tags: 'paused', on: { 'playback.toggled': { target: 'running' } } },
  },
});
