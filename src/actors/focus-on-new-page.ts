/**
 * After the app moves to another page without reloading, focus goes to the new page's main
 * heading: a screen reader reads where the person has arrived, and the next Tab starts from the
 * content instead of from wherever the old page had it. Changes within a page keep focus where it
 * is: its filters and paging (the same path, another query) and its other language (the language
 * switch keeps focus).
 *
 * A page the browser loaded afresh, because a link of the site was pressed before the last page's
 * scripts ran, is a new page all the same: its heading takes focus once its own scripts run.
 */
import { focusUntouched, linkFollowedFrom } from '../components/ui/arrival';
import { focusPageHeading } from '../components/ui/page-focus';
import { splitLanguagePrefix } from '../site-routes';

interface RenderedLocation {
  pathname: string;
}

/** What this reads from the app's router (the app's `RegisteredRouter` is one): each page it has drawn. */
export interface RenderingRouter {
  subscribe(
    eventType: 'onRendered',
    listener: (event: { fromLocation?: RenderedLocation | undefined; toLocation: RenderedLocation }) => void,
  ): () => void;
}

const pageOf = (pathname: string) => splitLanguagePrefix(pathname).path;

/** Starts moving focus on each change of page; returns the function that stops it. */
export function focusHeadingOfNewPages(router: RenderingRouter): () => void {
  return router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
    if (!fromLocation || pageOf(fromLocation.pathname) === pageOf(toLocation.pathname)) return;
    // After the frame React draws the page in, and after a closing menu has handed focus back.
    requestAnimationFrame(focusPageHeading);
  });
}

let arrivalSeen = false;

/**
 * Focus for a page loaded by a link followed without scripts, unless the person moved it already:
 * once a document, as its scripts first run (the pages the app opens later have their own).
 */
export function focusHeadingIfLinkedHere(): void {
  if (arrivalSeen) return;
  arrivalSeen = true;
  const from = linkFollowedFrom();
  if (!from || pageOf(from.pathname) === pageOf(window.location.pathname)) return;
  requestAnimationFrame(() => {
    if (focusUntouched()) focusPageHeading();
  });
}
