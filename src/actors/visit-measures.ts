/**
 * What is measured of a visit, loaded together once the page is idle: the site monitor kept in this
 * browser for the SEO verification page, and the web vitals sent to the site as field data.
 */
import { startFieldVitals } from './field-vitals';
import { type MonitorRouter, startSeoMonitor } from './seo-monitor';

export function startVisitMeasures(router: MonitorRouter): void {
  startSeoMonitor(router);
  startFieldVitals();
}
