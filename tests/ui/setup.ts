import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { languages } from '../../src/api/language';
import { loadPortalCatalogs } from '../../src/i18n';
import './computed-style-cache';

// The browser loads a page's messages before it starts the app (src/main.tsx); tests start screens
// in either language, the portal's too, so all are loaded up front.
await loadPortalCatalogs(languages);

// Testing Library ends each user gesture by waiting for a zero-delay timeout, and runs it itself
// only under Jest's fake timers (which it finds through a global `jest`): under Vitest's the
// gesture would wait forever. This names Vitest's clock to it, so a walk's clock can be wholly
// fake: moving it by 0 ms runs only what is already due.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

// jsdom has no layout: these browser APIs exist but never report anything here.
class SilentIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= SilentIntersectionObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
// jsdom has no idle callbacks: here the page is idle as soon as the current work is done, as a
// browser with nothing else to do would be.
window.requestIdleCallback ??= (callback) =>
  window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
window.cancelIdleCallback ??= (handle) => window.clearTimeout(handle);
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => {};
HTMLMediaElement.prototype.load = () => {};
// jsdom logs "Not implemented" for scrolling; the router scrolls to the top on every navigation.
window.scrollTo = () => {};
