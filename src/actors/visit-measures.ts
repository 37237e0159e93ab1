/**
 * What is measured of a visit, loaded once the page is idle: its web vitals, sent to the site as
 * field data. It also deletes what the site's earlier per-browser monitor kept in the visitor's own
 * storage (views, vitals and page issues that only that browser could read).
 */
import { startFieldVitals } from './field-vitals';

/** The storage keys of the earlier monitor. */
export const formerMonitorKeys = ['seo_page_views', 'seo_web_vitals', 'seo_technical_issues', 'seo_rankings'];

/** Deletes the earlier monitor's records, if this browser still has any; blocked storage is left be. */
export function forgetFormerMonitor(): void {
  try {
    for (const key of formerMonitorKeys) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked (a privacy mode, a sandbox): there is nothing of ours in it either.
  }
}

export function startVisitMeasures(): void {
  forgetFormerMonitor();
  startFieldVitals();
}
