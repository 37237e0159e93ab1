/**
 * Third-party analytics: with `VITE_GA_ID` set at build time, loads Google's gtag.js, sends a
 * page view for every settled route change, and once per page load sends the mobile performance
 * score measured in this browser. Without the ID nothing is loaded,
 * observed or sent.
 */
import { mobileBreakpointPx } from '../api/limits';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** A page load's measurements: milliseconds, except CLS (a unitless score). */
export interface PageMeasurements {
  /** First contentful paint. */
  fcp?: number | undefined;
  /** Largest contentful paint. */
  lcp?: number | undefined;
  /** Cumulative layout shift. */
  cls?: number | undefined;
  /** First input delay. */
  fid?: number | undefined;
  /** Load time from navigation timing (the load event's end). */
  load?: number | undefined;
}

export interface ScoreDeduction {
  metric: keyof PageMeasurements;
  over: number;
  points: number;
}

/** A measurement over its limit costs its points; one not measured costs nothing. */
export const mobileScoreDeductions: readonly ScoreDeduction[] = [
  { metric: 'fcp', over: 1800, points: 20 },
  { metric: 'lcp', over: 2500, points: 25 },
  { metric: 'cls', over: 0.1, points: 15 },
  { metric: 'fid', over: 100, points: 10 },
  { metric: 'load', over: 3000, points: 20 },
];

const fullScore = 100;

/** The mobile performance score: 100 less every deduction, never below 0. */
export function mobileScore(
  measurements: PageMeasurements,
  deductions: readonly ScoreDeduction[] = mobileScoreDeductions,
): number {
  let score = fullScore;
  for (const { metric, over, points } of deductions) {
    const value = measurements[metric];
    if (value !== undefined && value > over) score -= points;
  }
  return Math.max(0, score);
}

interface SettledLocation {
  pathname: string;
  searchStr: string;
}

/** What analytics reads from the app's router (the app's `RegisteredRouter` is one): its settled navigations. */
export interface AnalyticsRouter {
  subscribe(eventType: 'onResolved', listener: (event: { toLocation: SettledLocation }) => void): () => void;
  state: { resolvedLocation?: SettledLocation | undefined };
}

const gtagOrigin = 'https://www.googletagmanager.com';
let loadedId: string | null = null;
let lastPageView: string | null = null;
let scoreWatched = false;

function command(...args: unknown[]): void {
  window.gtag?.(...args);
}

function loadGtag(id: string): void {
  if (loadedId !== null) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js takes only Arguments objects in the data layer as its commands: a rest-parameter array
  // would not be read.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the data layer's contract is the Arguments object
    window.dataLayer?.push(arguments);
  };
  command('js', new Date());
  // Page views are sent by hand on each settled route change, the first one included.
  command('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${gtagOrigin}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

function sendPageView(location: SettledLocation): void {
  const page = `${location.pathname}${location.searchStr}`;
  // The same page settling again (a hash change, a repeated link) is not a new view.
  if (page === lastPageView) return;
  lastPageView = page;
  command('event', 'page_view', {
    page_location: `${window.location.origin}${page}`,
    page_path: page,
    page_title: document.title,
    language: document.documentElement.lang,
  });
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

function observe(type: string, onEntries: (entries: PerformanceEntryList) => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true });
}

/** Layout shifts grouped as browsers report CLS: windows of at most 5 s, gaps under 1 s. */
function layoutShiftObserver(measured: PageMeasurements): (entries: PerformanceEntryList) => void {
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  return (entries) => {
    for (const entry of entries as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const startsWindow = windowValue === 0 || entry.startTime - previous > 1000;
      if (startsWindow || entry.startTime - windowStart > 5000) {
        windowValue = 0;
        windowStart = entry.startTime;
      }
      windowValue += entry.value;
      previous = entry.startTime;
      measured.cls = Math.max(measured.cls ?? 0, windowValue);
    }
  };
}

/** The page's load time from navigation timing, once the load event has ended. */
export function loadTime(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : undefined;
}

function isMobile(): boolean {
  return (
    window.matchMedia?.(`(max-width: ${mobileBreakpointPx}px)`).matches === true ||
    /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent)
  );
}

/**
 * Measures this page load and sends its score when the page is first hidden or left: the moment
 * LCP, CLS and the first input are final. Sent only when gtag exists.
 */
function watchMobileScore(): void {
  if (scoreWatched || typeof PerformanceObserver === 'undefined') return;
  scoreWatched = true;
  const measured: PageMeasurements = {};
  observe('paint', (entries) => {
    const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (fcp) measured.fcp = fcp.startTime;
  });
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) measured.lcp = last.startTime;
  });
  observe('layout-shift', layoutShiftObserver(measured));
  observe('first-input', (entries) => {
    const [first] = entries as PerformanceEventTiming[];
    if (first) measured.fid = first.processingStart - first.startTime;
  });

  let sent = false;
  const send = () => {
    if (sent || typeof window.gtag !== 'function') return;
    sent = true;
    measured.load = loadTime();
    // Only what was measured: a browser without LCP or FID reports those as missing, not as 0.
    const metrics: Record<string, number> = {};
    for (const { metric } of mobileScoreDeductions) {
      const value = measured[metric];
      if (value !== undefined)
        metrics[metric] = metric === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
    }
    command('event', 'mobile_performance_score', {
      value: mobileScore(measured),
      ...metrics,
      mobile: isMobile(),
      non_interaction: true,
      // The page may be going away: the beacon outlives it.
      transport_type: 'beacon',
    });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}

/**
 * Starts analytics for the app's router; returns the function that stops its page views (for a
 * React effect's cleanup). Without `VITE_GA_ID` it does nothing at all.
 */
export function startAnalytics(router: AnalyticsRouter): () => void {
  const id = import.meta.env.VITE_GA_ID?.trim();
  if (!id) return () => undefined;
  loadGtag(id);
  watchMobileScore();
  // A router that settled before analytics started (a server-rendered first page) still counts.
  const settled = router.state.resolvedLocation;
  if (settled) sendPageView(settled);
  return router.subscribe('onResolved', ({ toLocation }) => sendPageView(toLocation));
}
