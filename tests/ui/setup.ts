import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { languages } from '../../src/api/language';
import { loadCatalogs } from '../../src/i18n';

// The browser loads a page's messages before it starts the app (src/main.tsx); tests start screens
// in either language, so both are loaded up front.
await loadCatalogs(languages);

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
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => {};
// jsdom logs "Not implemented" for scrolling; the router scrolls to the top on every navigation.
window.scrollTo = () => {};
