/**
 * Whether a moving part of the page can be seen: its tab shown and some of it on screen. A region
 * (seen | unseen, tagged `paused` while unseen) for the marquee and the carousels, so nothing moves,
 * and no timer runs, where nobody can see it: in a background tab or scrolled out of view.
 * Events: view.lost, view.regained, from the view's `watchInView` actor.
 */
import { chartPart } from './chart-part';

export type InViewEvent = { type: 'view.lost' } | { type: 'view.regained' };

export const viewRegion = chartPart({
  initial: 'seen',
  states: {
    seen: { on: { 'view.lost': { target: 'unseen' } } },
    unseen: { tags: 'paused', on: { 'view.regained': { target: 'seen' } } },
  },
});
