/**
 * Whether a moving part of the page can be seen: its tab shown and some of it on screen. A region
 * (seen | unseen, tagged `paused` while unseen) for the marquee and the carousels, so nothing moves,
 * and no timer runs, where nobody can see it: in a background tab or scrolled out of view.
 * Events: sight.lost, sight.regained, from the view's `watchSight` actor.
 */
import { chartPart } from './chart-part';

export type SightEvent = { type: 'sight.lost' } | { type: 'sight.regained' };

export const sightRegion = chartPart({
  initial: 'seen',
  states: {
    seen: { on: { 'sight.lost': { target: 'unseen' } } },
    unseen: { tags: 'paused', on: { 'sight.regained': { target: 'seen' } } },
  },
});
