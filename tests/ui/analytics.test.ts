import type { RegisteredRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { AnalyticsRouter } from '../../src/actors/analytics';

type Listener = Parameters<AnalyticsRouter['subscribe']>[1];

/** A router that has settled on `resolved` (if given) and reports later navigations on demand. */
function fakeRouter(resolved?: { pathname: string; searchStr: string }) {
  const listeners: Listener[] = [];
  const router: AnalyticsRouter = {
    state: { resolvedLocation: resolved },
    subscribe: vi.fn((_event: 'onResolved', listener: Listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    }),
  };
  const settle = (pathname: string, searchStr = '') => {
    router.state.resolvedLocation = { pathname, searchStr };
    for (const listener of listeners) listener({ toLocation: { pathname, searchStr } });
  };
  return { router, settle, listeners };
}

/** A fresh copy of the module: it remembers across calls that gtag is loaded, as in a page. */
async function loadAnalytics() {
  vi.resetModules();
  return import('../../src/actors/analytics');
}

function pageViews(): unknown[] {
  return (window.dataLayer ?? [])
    .map((command) => Array.from(command as ArrayLike<unknown>))
    .filter(([kind, name]) => kind === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.gtag;
  delete window.dataLayer;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('analytics without a measurement ID', () => {
  it('loads no script, defines no gtag and sends nothing', async () => {
    vi.stubEnv('VITE_GA_ID', '');
    const { startAnalytics } = await loadAnalytics();
    const { router } = fakeRouter({ pathname: '/', searchStr: '' });
    const scriptsBefore = document.scripts.length;

    const stop = startAnalytics(router);
    stop();

    expect(document.scripts.length).toBe(scriptsBefore);
    expect(document.querySelector('script')).toBeNull();
    expect('gtag' in window).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(router.subscribe).not.toHaveBeenCalled();
  });

  it('treats an ID of only spaces as none', async () => {
    vi.stubEnv('VITE_GA_ID', '   ');
    const { startAnalytics } = await loadAnalytics();
    startAnalytics(fakeRouter().router);
    expect(document.querySelector('script')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });
});

describe('analytics with a measurement ID', () => {
  it('loads gtag.js once for the ID and sends a page view per settled page', async () => {
    vi.stubEnv('VITE_GA_ID', 'G-TEST123');
    const { startAnalytics } = await loadAnalytics();
    const { router, settle, listeners } = fakeRouter({ pathname: '/', searchStr: '' });

    const stop = startAnalytics(router);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(scripts[0]?.async).toBe(true);
    expect(typeof window.gtag).toBe('function');
    expect(pageViews()).toEqual(['/']);

    settle('/ar');
    settle('/ar'); // the same page settling again is not a second view
    settle('/ar', '?category=cpvc-pipes');
    expect(pageViews()).toEqual(['/', '/ar', '/ar?category=cpvc-pipes']);

    stop();
    expect(listeners).toHaveLength(0);
    startAnalytics(router); // a remount (React strict mode) neither reloads gtag nor repeats the view
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(pageViews()).toHaveLength(3);
  });

  it('configures gtag not to count page views itself', async () => {
    vi.stubEnv('VITE_GA_ID', 'G-TEST123');
    const { startAnalytics } = await loadAnalytics();
    startAnalytics(fakeRouter().router);
    const config = (window.dataLayer ?? []).map((command) => Array.from(command as ArrayLike<unknown>));
    expect(config).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });
});

it('accepts the app router as it is', () => {
  expectTypeOf<RegisteredRouter>().toExtend<AnalyticsRouter>();
});
