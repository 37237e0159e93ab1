/**
 * The browser's boundary for walks of views that follow the window, the tab or the viewport:
 * jsdom has no layout, so a walk sets the window's width, the tab's visibility and how much of an
 * element is on screen here, and the page hears about it through the same APIs a browser uses
 * (`matchMedia` change events, `visibilitychange`, `IntersectionObserver` callbacks). Walks call
 * these from drivers, which the walk already runs inside React's `act`.
 */
import { act } from '@testing-library/react';
import { poll } from './http-fake';
import { type AppScreen, renderScreen, type ScreenOptions } from './screen';

export interface BrowserFake {
  /** Sets the window's width and tells every media query whose answer changed. */
  resize(width: number): void;
  /** Asks for reduced motion in the system's settings, or stops asking. */
  setReducedMotion(reduce: boolean): void;
  /** Hides or shows the tab, as switching tabs or minimising the window does. */
  setTabHidden(hidden: boolean): void;
  /** Reports to every observer watching `element` that this share of it is on screen. */
  showShare(element: Element, ratio: number): void;
  /**
   * Reports several shares in one call, oldest first, as a browser does with the changes it
   * queued between two deliveries (a scroll right after observing began).
   */
  showQueuedShares(element: Element, ratios: number[]): void;
  /** The thresholds the observers watching `element` asked for. */
  thresholdsFor(element: Element): number[][];
  restore(): void;
}

/**
 * `(min-width: 768px)` and `(max-width: 767px)` against a width, `(prefers-reduced-motion: reduce)`
 * against the setting; anything else never matches.
 */
function evaluate(query: string, width: number, reducedMotion: boolean): boolean {
  if (query === '(prefers-reduced-motion: reduce)') return reducedMotion;
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function fakeBrowser({ width = 375 }: { width?: number } = {}): BrowserFake {
  const originalMatchMedia = window.matchMedia;
  const originalObserver = globalThis.IntersectionObserver;
  const hiddenDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden');
  let currentWidth = width;
  let reducedMotion = false;
  let hidden = false;

  const lists: Array<{ list: MediaQueryList; listeners: Set<(event: MediaQueryListEvent) => void> }> = [];
  window.matchMedia = (query: string) => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const list = {
      media: query,
      get matches() {
        return evaluate(query, currentWidth, reducedMotion);
      },
      onchange: null,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
    lists.push({ list, listeners });
    return list;
  };

  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });

  const observers: Array<{
    callback: IntersectionObserverCallback;
    thresholds: number[];
    targets: Set<Element>;
    self: IntersectionObserver;
  }> = [];
  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds: number[];
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      const threshold = options.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      this.record = {
        callback,
        thresholds: this.thresholds,
        targets: new Set(),
        self: this as unknown as IntersectionObserver,
      };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;

  /** Tells every observer watching `element` of these shares on screen, in one call. */
  const deliver = (element: Element, ratios: number[]) => {
    for (const observer of observers) {
      if (!observer.targets.has(element)) continue;
      const entries = ratios.map((ratio) => ({
        target: element,
        intersectionRatio: ratio,
        isIntersecting: ratio > 0,
      }));
      observer.callback(entries as IntersectionObserverEntry[], observer.self);
    }
  };

  /** Changes what the media queries answer, then tells each one whose answer changed. */
  const change = (set: () => void) => {
    const before = lists.map(({ list }) => list.matches);
    set();
    lists.forEach(({ list, listeners }, i) => {
      if (list.matches === before[i]) return;
      for (const listener of [...listeners])
        listener({ matches: list.matches, media: list.media } as MediaQueryListEvent);
    });
  };

  return {
    resize(next) {
      change(() => {
        currentWidth = next;
      });
    },
    setReducedMotion(reduce) {
      change(() => {
        reducedMotion = reduce;
      });
    },
    setTabHidden(next) {
      hidden = next;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    showShare: (element, ratio) => deliver(element, [ratio]),
    showQueuedShares: deliver,
    thresholdsFor(element) {
      return observers.filter((o) => o.targets.has(element)).map((o) => o.thresholds);
    },
    restore() {
      window.matchMedia = originalMatchMedia;
      globalThis.IntersectionObserver = originalObserver;
      delete (document as { hidden?: boolean }).hidden;
      delete (document as { visibilityState?: string }).visibilityState;
      if (hiddenDescriptor) Object.defineProperty(Document.prototype, 'hidden', hiddenDescriptor);
    },
  };
}

/**
 * Waits, inside React's act, until `assertion` passes (what the page does on the next frame, as
 * moving focus into a menu that has just been drawn open), then asserts it once more so a failure
 * says what is wrong. Real timers only: it lets real time pass, a frame at a time.
 */
export async function eventually(assertion: () => void): Promise<void> {
  const passes = () => {
    try {
      assertion();
      return true;
    } catch {
      return null;
    }
  };
  if (await poll(passes, () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 16))))) return;
  assertion();
}

export type BrowserScreen = AppScreen & { browser: BrowserFake };

/** A walk's screen in a fake browser `width` pixels wide; unmounting it restores the real APIs. */
export function renderInBrowser(options: ScreenOptions, { width = 375 } = {}): BrowserScreen {
  const browser = fakeBrowser({ width });
  const app = renderScreen(options);
  return {
    ...app,
    browser,
    unmount: () => {
      app.unmount();
      browser.restore();
    },
  };
}
