/**
 * The verification tool's and the site monitor's records: what is checked on a page, what a check
 * found, and what the monitor keeps in this browser. Shared by the checks, the statechart and the
 * page.
 */
import type { Language } from './language';
import type { vitalThresholds } from './limits';

/** One page the tool fetches: a public path in one language, or an address that is no page. */
export interface PageTarget {
  /** The route pattern it stands for, e.g. `/products/$productId`; null for the unknown address. */
  pattern: string | null;
  language: Language;
  /** The address requested, once known (a product page's waits for a real product's id). */
  url: string | null;
}

export type CheckId =
  | 'fetch'
  | 'title'
  | 'description'
  | 'canonical'
  | 'hreflang'
  | 'ogImage'
  | 'structuredData'
  | 'h1'
  | 'imageAlt'
  | 'robots';

/** One check of one page: whether it passed, and the values its message names. */
export interface CheckResult {
  id: CheckId;
  passed: boolean;
  values?: Record<string, string | number>;
}

export interface PageReport {
  target: PageTarget;
  checks: CheckResult[];
}

export type VitalName = keyof typeof vitalThresholds;

/** What this browser measured of the page it shows; a metric not measured yet is absent. */
export type VitalsReading = Partial<Record<VitalName, number>> & {
  /** Load time from navigation timing (the load event's end), in milliseconds. */
  load?: number;
};

export interface PageViewRecord {
  /** The address viewed, with its query. */
  path: string;
  /** Milliseconds since the epoch. */
  at: number;
}

export interface VitalsRecord extends VitalsReading {
  path: string;
  at: number;
}

export interface IssueRecord {
  path: string;
  check: CheckId;
  values?: Record<string, string | number>;
  at: number;
}

/** What the site monitor recorded in this browser. Search rankings: nothing measures them. */
export interface MonitorRecords {
  pageViews: PageViewRecord[];
  webVitals: VitalsRecord[];
  issues: IssueRecord[];
}

/** What the tool reads of this browser at the end of a run. */
export interface Measurements {
  vitals: VitalsReading;
  monitor: MonitorRecords;
}
