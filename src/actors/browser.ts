/**
 * The browser's side of the home page's moving parts and the navigation: what the tab, the window
 * width, the keyboard, the router and the viewport report, turned into the machines' events. Each
 * is a callback actor the machine starts (after the page is hydrated, never on the server) and
 * stops, so its listeners live exactly as long as the state that wants them.
 */

import type { RegisteredRouter } from '@tanstack/react-router';
import { type EventObject, fromCallback } from 'xstate';
import { isSlow } from '../api/connection';

/**
 * Whether `element` can be seen, now and on every change: `view.regained` while its tab is shown
 * and some of it is on screen, `view.lost` otherwise. It counts as on screen until the browser
 * first says where it is (right after it starts watching).
 */
export function watchInView(element: () => Element | null) {
  return fromCallback<EventObject>(({ sendBack }) => {
    let onScreen = true;
    const report = () => sendBack({ type: !document.hidden && onScreen ? 'view.regained' : 'view.lost' });
    const target = element();
    // Entries queued between two deliveries come together, oldest first: the last is the news.
    const observer = new IntersectionObserver((entries) => {
      onScreen = entries.at(-1)?.isIntersecting ?? onScreen;
      report();
    });
    if (target) observer.observe(target);
    report();
    document.addEventListener('visibilitychange', report);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', report);
    };
  });
}

/**
 * How many items fit for the window's width, now and on every change: `perView.changed` with the
 * `perView` of the first matching media query, else 1.
 */
export function watchItemsPerView(breakpoints: ReadonlyArray<{ query: string; perView: number }>) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const queries = breakpoints.map((b) => window.matchMedia(b.query));
    const report = () => {
      const match = breakpoints.find((_, i) => queries[i]?.matches);
      sendBack({ type: 'perView.changed', perView: match?.perView ?? 1 });
    };
    report();
    for (const query of queries) query.addEventListener('change', report);
    return () => {
      for (const query of queries) query.removeEventListener('change', report);
    };
  });
}

/**
 * What closes the open mobile menu besides its own buttons: a navigation begun while it is open,
 * once finished; Escape; and the window widening to `desktopQuery` (the desktop navbar takes over
 * there). A navigation already under way when the menu opened (a language switch still loading its
 * page) finishes without closing it.
 */
export function watchMobileMenuDismissals(router: RegisteredRouter, desktopQuery: string) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const wide = window.matchMedia(desktopQuery);
    const onWide = () => {
      if (wide.matches) sendBack({ type: 'menu.dismissed', reason: 'viewportWidened' });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') sendBack({ type: 'menu.dismissed', reason: 'escapePressed' });
    };
    let navigating = false;
    const stopWatchingStarts = router.subscribe('onBeforeNavigate', () => {
      navigating = true;
    });
    const stopWatchingRoutes = router.subscribe('onResolved', () => {
      if (navigating) sendBack({ type: 'menu.dismissed', reason: 'routeChanged' });
    });
    wide.addEventListener('change', onWide);
    document.addEventListener('keydown', onKey);
    return () => {
      stopWatchingStarts();
      stopWatchingRoutes();
      wide.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKey);
    };
  });
}

/**
 * Keeps keyboard focus in `container` (an open modal panel): Tab from its last control goes to its
 * first, Shift+Tab from its first to its last, and from outside it (nothing focused) into it.
 */
export function keepFocusInside(container: () => HTMLElement | null) {
  return fromCallback<EventObject>(() => {
    const onKey = (event: KeyboardEvent) => {
      const panel = container();
      if (event.key !== 'Tab' || !panel) return;
      const controls = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const first = controls[0];
      const last = controls.at(-1);
      const focused = document.activeElement;
      const edge = event.shiftKey ? first : last;
      if (!first || !last || (panel.contains(focused) && focused !== edge)) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
}

/**
 * Whether the visitor asks for reduced motion (`prefers-reduced-motion: reduce`): `motion.reduced`
 * when they do as it starts watching, and whenever they start to.
 */
export const watchReducedMotion = fromCallback<EventObject>(({ sendBack }) => {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  const report = () => {
    if (query.matches) sendBack({ type: 'motion.reduced' });
  };
  report();
  query.addEventListener('change', report);
  return () => query.removeEventListener('change', report);
});

/**
 * How much of an element is on screen, now and whenever it crosses `threshold` (or leaves or
 * fills the screen): `visibility.changed` with the visible `ratio`, from 0 to 1.
 */
export function watchVisibility(element: () => Element | null) {
  return fromCallback<EventObject, { threshold: number }>(({ sendBack, input }) => {
    const target = element();
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => sendBack({ type: 'visibility.changed', ratio: entries.at(-1)?.intersectionRatio ?? 0 }),
      { threshold: [0, input.threshold, 1] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  });
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * Whether the visitor is on a slow connection or has asked to save data, where the browser says
 * (the Network Information API; browsers without it count as fast).
 */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return isSlow({ saveData: connection?.saveData === true, effectiveType: connection?.effectiveType ?? '' });
}
