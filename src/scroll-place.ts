import type { AnyRouter } from '@tanstack/react-router';
import { getScrollRestorationScriptForRouter } from '@tanstack/router-core/scroll-restoration-script';

/**
 * Goes to a remembered place on a page still at the top, and goes there again once the page's
 * fonts and images are in, unless the visitor has moved the page meanwhile. The first move comes
 * at once, so a reloaded page never shows its top first; but the page is then laid out in the
 * fallback font, and when the site's own font swaps in, the browser keeps what is on screen in
 * view, which is not the place the visitor left (on the home page, 45 px away).
 */
function goToPlace(x: number, y: number) {
  if ((!x && !y) || window.scrollX || window.scrollY) return;
  window.scrollTo(x, y);
  let moved = false;
  const mark = () => {
    moved = true;
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) {
    window.addEventListener(type, mark, { capture: true, passive: true, once: true });
  }
  const again = () => {
    if (!moved) window.scrollTo(x, y);
  };
  document.fonts.ready.then(again);
  window.addEventListener('load', again, { once: true });
}

/**
 * The script a server-rendered page runs as soon as its content has arrived, before the app's own
 * scripts: a reloaded page (or one come back to) goes to its remembered place at once. It is the
 * router's own restoring script with its `scrollTo` narrowed to `goToPlace`, since that script also
 * sends a page without a remembered place to the top, and it runs only once the whole page has
 * been read: on a slow phone a visitor may already have scrolled, and that jump would undo it.
 * Null in the browser (the router there restores on its own, see `createAppRouter`).
 */
export function placeRestoringScript(router: AnyRouter): string | null {
  // The router's script for its default key; the app's own `scrollRestoration` option only says
  // whether the router emits it, which this script replaces.
  const script = getScrollRestorationScriptForRouter({
    options: {},
    latestLocation: router.latestLocation,
  } as unknown as AnyRouter);
  if (!script) return null;
  return `(scrollTo=>{${script}})(${goToPlace.toString()})`;
}
