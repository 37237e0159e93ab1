import type { AnyRouter } from '@tanstack/react-router';
import { getScrollRestorationScriptForRouter } from '@tanstack/router-core/scroll-restoration-script';

/**
 * The script a server-rendered page runs as soon as its content has arrived, before the app's own
 * scripts: a reloaded page (or one come back to) goes to its remembered place at once. It is the
 * router's own restoring script with its `scrollTo` narrowed, since that script also sends a page
 * without a remembered place to the top, and it runs only once the whole page has been read: on
 * a slow phone a visitor may already have scrolled, and that jump would undo it. So it moves only
 * a page still at the top, and only to a remembered place. Null in the browser (the router there
 * restores on its own, see `createAppRouter`).
 */
export function placeRestoringScript(router: AnyRouter): string | null {
  // The router's script for its default key; the app's own `scrollRestoration` option only says
  // whether the router emits it, which this script replaces.
  const script = getScrollRestorationScriptForRouter({
    options: {},
    latestLocation: router.latestLocation,
  } as unknown as AnyRouter);
  if (!script) return null;
  return `(scrollTo=>{${script}})((x,y)=>{if((x||y)&&!window.scrollX&&!window.scrollY)window.scrollTo(x,y)})`;
}
