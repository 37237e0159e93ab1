import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendRecord,
  type MonitorRouter,
  readMonitorRecords,
  readRecords,
  recordIssues,
  startSeoMonitor,
  watchVitals,
} from '../../src/actors/seo-monitor';

const keys = {
  pageViews: 'seo_page_views',
  webVitals: 'seo_web_vitals',
  issues: 'seo_technical_issues',
} as const;

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the site monitor’s records in this browser', () => {
  it.each([
    ['page views', 'pageViews', 100],
    ['web vitals', 'webVitals', 20],
    ['technical issues', 'issues', 30],
  ] as const)('keeps at most the newest %s under their key (%s, %i)', (_, list, cap) => {
    for (let at = 1; at <= cap + 5; at += 1) appendRecord(list, { path: `/page-${at}`, at, check: 'h1' });
    const kept = stored(keys[list]) as Array<{ at: number }>;
    expect(kept).toHaveLength(cap);
    // The oldest five were dropped; the newest is last.
    expect(kept[0]?.at).toBe(6);
    expect(kept.at(-1)?.at).toBe(cap + 5);
    expect(readRecords(list)).toEqual(kept);
  });

  it('writes nothing under the rankings key: nothing in a browser measures rankings', () => {
    appendRecord('pageViews', { path: '/', at: 1 });
    expect(window.localStorage.getItem('seo_rankings')).toBeNull();
    expect(Object.keys(readMonitorRecords()).sort()).toEqual(['issues', 'pageViews', 'webVitals']);
  });

  it.each([
    ['not JSON', '[{"path": "/", "at'],
    ['not a list', '{"path": "/", "at": 1}'],
    ['a number', '42'],
  ])('reads a list that is %s as empty, and starts it afresh', (_, text) => {
    window.localStorage.setItem(keys.pageViews, text);
    expect(readRecords('pageViews')).toEqual([]);
    appendRecord('pageViews', { path: '/ar', at: 7 });
    expect(stored(keys.pageViews)).toEqual([{ path: '/ar', at: 7 }]);
  });

  it('drops entries that are not records and keeps the rest', () => {
    window.localStorage.setItem(
      keys.pageViews,
      JSON.stringify([null, 'x', { path: 3, at: 1 }, { path: '/', at: 'now' }, { path: '/products', at: 5 }]),
    );
    expect(readRecords('pageViews')).toEqual([{ path: '/products', at: 5 }]);
  });

  it('reads blocked storage as empty and writing to it changes nothing and throws nothing', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readMonitorRecords()).toEqual({ pageViews: [], webVitals: [], issues: [] });
    expect(() => appendRecord('pageViews', { path: '/', at: 1 })).not.toThrow();
  });

  it('ignores a full storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => appendRecord('webVitals', { path: '/', at: 1, lcp: 1200 })).not.toThrow();
    expect(readRecords('webVitals')).toEqual([]);
  });
});

describe('the check of the live page', () => {
  const page = (head: string, body: string) =>
    new DOMParser().parseFromString(`<html><head>${head}</head><body>${body}</body></html>`, 'text/html');

  it('records what is wrong with the page: no title, no description, two h1, an image without alt', () => {
    recordIssues(
      '/products',
      10,
      page('', '<h1>A</h1><h1>B</h1><img src="/a.webp"><img src="/b.webp" alt="">'),
    );
    expect(stored(keys.issues)).toEqual([
      { path: '/products', check: 'title', values: { length: 0, min: 10, max: 70 }, at: 10 },
      { path: '/products', check: 'description', values: { length: 0, min: 50, max: 160 }, at: 10 },
      { path: '/products', check: 'h1', values: { count: 2 }, at: 10 },
      { path: '/products', check: 'imageAlt', values: { missing: 1, images: 2 }, at: 10 },
    ]);
  });

  it('replaces what it found on the same address before, and keeps other addresses’ issues', () => {
    recordIssues('/ar', 1, page('', '<h1>A</h1>'));
    recordIssues('/products', 2, page('', '<h1>A</h1>'));
    const fine = page(
      '<title>Products | Example Pipes Co.</title><meta name="description" content="Browse UPVC, CPVC and PPR pipes, fittings, solvent cements and cleaners.">',
      '<h1>Products</h1><img src="/a.webp" alt="">',
    );
    recordIssues('/products', 3, fine);
    expect((stored(keys.issues) as Array<{ path: string }>).map((issue) => issue.path)).toEqual([
      '/ar',
      '/ar',
    ]);
  });

  it('writes nothing when a page it has no issues for is fine', () => {
    const fine = page(
      '<title>Products | Example Pipes Co.</title><meta name="description" content="Browse UPVC, CPVC and PPR pipes, fittings, solvent cements and cleaners.">',
      '<h1>Products</h1>',
    );
    recordIssues('/products', 3, fine);
    expect(window.localStorage.getItem(keys.issues)).toBeNull();
  });
});

describe('the monitor on the live site', () => {
  afterEach(() => vi.useRealTimers());

  /** A router whose navigations the test settles, and the address bar it moves. */
  function fakeRouter(landing: string) {
    const listeners: Array<(event: { toLocation: { pathname: string; searchStr: string } }) => void> = [];
    window.history.replaceState(null, '', landing);
    const router: MonitorRouter = {
      subscribe: (_type, listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    };
    const settle = (pathname: string, searchStr = '') => {
      window.history.pushState(null, '', `${pathname}${searchStr}`);
      for (const listener of listeners) listener({ toLocation: { pathname, searchStr } });
    };
    return { router, settle };
  }

  it('records the page it starts on though the router never says that page settled, and once if it does', async () => {
    vi.useFakeTimers({ now: 7000 });
    const { router, settle } = fakeRouter('/seo-verification');
    startSeoMonitor(router);
    expect(readRecords('pageViews')).toEqual([{ path: '/seo-verification', at: 7000 }]);
    settle('/seo-verification');
    expect(readRecords('pageViews')).toEqual([{ path: '/seo-verification', at: 7000 }]);
    // The vitals library it started loading is in place before the page (jsdom) goes.
    await watchVitals();
  });

  it('records the landing page and each page settled after it, a page settling again once, and checks each a second later', async () => {
    vi.useFakeTimers({ now: 5000 });
    document.head.innerHTML = '';
    document.body.innerHTML = '<h1>Home</h1>';
    const { router, settle } = fakeRouter('/');
    startSeoMonitor(router);
    settle('/products', '?category=ppr-pipes');
    settle('/products', '?category=ppr-pipes');
    expect(readRecords('pageViews')).toEqual([
      { path: '/', at: 5000 },
      { path: '/products?category=ppr-pipes', at: 5000 },
    ]);
    // The landing page's check is skipped: the visitor has left it. The products page is checked.
    document.body.innerHTML = '<h1>Products</h1><h1>PPR pipes</h1>';
    expect(readRecords('issues')).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(readRecords('issues').map((issue) => [issue.path, issue.check])).toEqual([
      ['/products', 'title'],
      ['/products', 'description'],
      ['/products', 'h1'],
    ]);
  });
});
