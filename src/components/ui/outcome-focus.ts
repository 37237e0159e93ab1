import { useEffect, useRef } from 'react';

/**
 * The outcome of what the person just did (a message sent, an address subscribed, a check run)
 * takes focus when it appears: a screen reader reads it, and the next Tab goes on from it, where
 * otherwise focus would fall to the page with the button that was disabled or removed. Only an
 * outcome that appears while the page is open takes it; a page that opens on one leaves focus
 * where pages put it. Give the element `tabIndex={-1}`.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: boolean) {
  const target = useRef<T>(null);
  const shownBefore = useRef(shown);
  useEffect(() => {
    if (shown && !shownBefore.current) target.current?.focus();
    shownBefore.current = shown;
  }, [shown]);
  return target;
}
