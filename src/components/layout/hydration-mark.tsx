import { useEffect } from 'react';
import { focusHeadingIfLinkedHere } from '../../actors/focus-on-new-page';
import { useMarkHydrated } from '../../root-actors';

/**
 * Rendered once by every top-level page (the public layout, the portal, login, forbidden, not
 * found). The router hydrates a page's content after the document around it, so only an effect
 * in here knows that React owns the whole page: from then on the visitor's stored language may
 * change what is shown without a hydration mismatch. The service worker registers only once
 * `html[data-hydrated]` is set. A page opened by a link the browser followed (pressed before the
 * last page's scripts ran) gets the focus a page opened by the app gets: on its heading.
 */
export function HydrationMark() {
  const markHydrated = useMarkHydrated();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markHydrated();
    focusHeadingIfLinkedHere();
  }, [markHydrated]);
  return null;
}
