/** The part of the Navigation API read here, which TypeScript's DOM types do not declare yet. */
type WithNavigation = { navigation?: { activation?: NavigationActivation | null } };

/**
 * The page this one was reached from by following a link on the same site, as the browser's
 * Navigation API tells it: null on a first visit, a reload, Back or Forward, and in browsers without
 * the API. A link pressed before the page's scripts ran is followed by the browser as a full page
 * load, which leaves focus at the top of the new page; with this, the new page can put focus where
 * its scripted link would have.
 */
export function linkFollowedFrom(): URL | null {
  const activation = (window as Window & WithNavigation).navigation?.activation;
  if (activation?.navigationType !== 'push' || !activation.from?.url) return null;
  const from = new URL(activation.from.url);
  return from.origin === window.location.origin ? from : null;
}

/** Nothing has focus yet: the person has not moved it since the page loaded. */
export function focusUntouched(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
