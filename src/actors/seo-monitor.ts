/**
 * The site monitor: in the visitor's own browser it records each page viewed, the web vitals
 * measured on each page load, and what a check of the live page finds wrong shortly after each
 * route change (no title, no description, not one h1, images without alt text). The records stay
 * in this browser's storage, each list capped by dropping its oldest entries, and are shown by the
 * verification page. Storage that is blocked or holds something unreadable is treated as empty;
 * the monitor never breaks a page.
 *
 * Search rankings are not recorded: nothing in a browser can measure them.
 */
import { monitorStorage, technicalCheckDelayMs } from '../api/limits';
import type {
  IssueRecord,
  MonitorRecords,
  PageViewRecord,
  VitalName,
  VitalsReading,
  VitalsRecord,
} from '../api/seo';
import { checkLiveDocument } from '../seo/page-checks';
import { loadTime } from './analytics';
import { whenIdle } from './idle';

export type MonitorList = keyof typeof monitorStorage;

type RecordOf<L extends MonitorList> = {
  pageViews: PageViewRecord;
  webVitals: VitalsRecord;
  issues: IssueRecord;
}[L];

/** This browser's local storage, or null where it is blocked (a privacy mode, a sandbox). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is { path: unknown; at: unknown } =>
  typeof value === 'object' && value !== null && 'path' in value && 'at' in value;

/** A list's records, oldest first; anything unreadable reads as an empty list. */
export function readRecords<L extends MonitorList>(list: L): RecordOf<L>[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(monitorStorage[list].key) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (entry) => isRecord(entry) && typeof entry.path === 'string' && typeof entry.at === 'number',
    ) as RecordOf<L>[];
  } catch {
    return [];
  }
}

/** Replaces a list, keeping only its newest entries up to its cap. A full or blocked storage is ignored. */
function writeRecords<L extends MonitorList>(list: L, records: RecordOf<L>[]): void {
  const { key, cap } = monitorStorage[list];
  try {
    storage()?.setItem(key, JSON.stringify(records.slice(-cap)));
  } catch {
    // Storage full or blocked: the monitor keeps nothing rather than breaking the page.
  }
}

export function appendRecord<L extends MonitorList>(list: L, record: RecordOf<L>): void {
  writeRecords(list, [...readRecords(list), record]);
}

/** Everything the monitor has recorded in this browser. */
export function readMonitorRecords(): MonitorRecords {
  return {
    pageViews: readRecords('pageViews'),
    webVitals: readRecords('webVitals'),
    issues: readRecords('issues'),
  };
}

/** What the live page's check finds wrong, replacing what it found on that address before. */
export function recordIssues(path: string, at: number, doc: Document): void {
  const found: IssueRecord[] = checkLiveDocument(doc)
    .filter((check) => !check.passed)
    .map((check) => ({ path, check: check.id, values: check.values, at }));
  const before = readRecords('issues');
  const others = before.filter((issue) => issue.path !== path);
  if (found.length === 0 && others.length === before.length) return;
  writeRecords('issues', [...others, ...found]);
}

const measured: VitalsReading = {};
let vitalsWatched: Promise<void> | null = null;

/**
 * Starts measuring this page load's web vitals with the `web-vitals` library, loaded on demand so
 * that it is not part of any page's first scripts. Every change is kept, so a reading is current.
 * A library the connection failed to bring is asked for again by the next call.
 */
export function watchVitals(): Promise<void> {
  if (vitalsWatched) return vitalsWatched;
  vitalsWatched = import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const keep = (name: VitalName) => (metric: { value: number }) => {
      measured[name] = metric.value;
    };
    const options = { reportAllChanges: true };
    onLCP(keep('lcp'), options);
    onCLS(keep('cls'), options);
    onINP(keep('inp'), options);
    onTTFB(keep('ttfb'), options);
    onFCP(keep('fcp'), options);
  });
  vitalsWatched.catch(() => {
    vitalsWatched = null;
  });
  return vitalsWatched;
}

/** The vitals measured so far on this page load, and its load time once known. */
export function currentVitals(): VitalsReading {
  const load = loadTime();
  return load === undefined ? { ...measured } : { ...measured, load };
}

/** What the monitor reads from the app's router: each settled navigation. */
export interface MonitorRouter {
  subscribe(
    eventType: 'onResolved',
    listener: (event: { toLocation: MonitoredLocation }) => void,
  ): () => void;
}

interface MonitoredLocation {
  pathname: string;
  searchStr: string;
}

let lastViewed: string | null = null;

/** Records a page view now, and checks the page a moment later, once its head and content settled. */
function onPage(location: MonitoredLocation): void {
  const path = `${location.pathname}${location.searchStr}`;
  // The same page settling again (a hash change, a repeated link) is not a new view.
  if (path === lastViewed) return;
  lastViewed = path;
  appendRecord('pageViews', { path, at: Date.now() });
  setTimeout(() => {
    // Another page by now: that page's own check will run.
    if (window.location.pathname !== location.pathname) return;
    whenIdle(() => recordIssues(location.pathname, Date.now(), document), technicalCheckDelayMs);
  }, technicalCheckDelayMs);
}

/** The page load's vitals, stored once under the address it loaded, when first hidden or left. */
function storeVitalsOnLeave(): void {
  const loaded = window.location.pathname;
  let stored = false;
  const store = () => {
    if (stored) return;
    const vitals = currentVitals();
    if (Object.keys(vitals).length === 0) return;
    stored = true;
    appendRecord('webVitals', { path: loaded, at: Date.now(), ...vitals });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') store();
  });
  window.addEventListener('pagehide', store);
}

/** Starts the monitor for the app's router (the app calls it once the browser is idle). */
export function startSeoMonitor(router: MonitorRouter): void {
  // Without the library this page load has no vitals to keep; views and issues are still recorded.
  watchVitals().catch(() => undefined);
  storeVitalsOnLeave();
  // The page the visitor is on when the monitor starts: the one they landed on, or moved to since.
  // Read from the address bar, not the router: a first load that another load of the same address
  // replaces settles without telling its listeners, and the view was then never recorded.
  onPage({ pathname: window.location.pathname, searchStr: window.location.search });
  router.subscribe('onResolved', ({ toLocation }) => onPage(toLocation));
}
