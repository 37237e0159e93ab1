/**
 * Field data: this page view's web vitals, measured by the `web-vitals` library, sent to the site
 * once (`POST /api/field-vitals`, with `navigator.sendBeacon`, which outlives the page) when the page
 * is first hidden or left. The beacon names the template of the page the visitor landed on (its
 * route pattern, not its address), its language, a device class read from the viewport's width and
 * the connection type where the browser tells it; nothing else, and nothing at all from a browser
 * that signals Global Privacy Control or Do Not Track. The portal's pages are not measured.
 */
import type { FieldBeacon } from '../api/field-vitals';
import {
  type ConnectionType,
  connectionTypes,
  type DeviceClass,
  type FieldVital,
} from '../api/vital-histograms';
import { publicPathOf, splitLanguagePrefix } from '../site-routes';

/** Phone below the tablet layout's 768 px, tablet below the desktop's 1024 px. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < 768) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}

interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** Whether the visitor's browser asks not to be tracked or have its data shared. */
export function privacyAsked(browser: PrivacySignals): boolean {
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

function connectionOf(browser: { connection?: { effectiveType?: string } }): ConnectionType | null {
  const type = browser.connection?.effectiveType;
  return connectionTypes.find((known) => known === type) ?? null;
}

/** Whole milliseconds, and CLS to four places: enough for the histograms, nothing finer to tell browsers apart. */
const rounded = (vital: FieldVital, value: number) =>
  vital === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

function timelineFcp(): number | undefined {
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  return paint ? rounded('fcp', paint.startTime) : undefined;
}

function timelineTtfb(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.responseStart > 0 ? rounded('ttfb', navigation.responseStart) : undefined;
}

/** Starts measuring this page view, to send its vitals when it is first hidden or left. */
export function startFieldVitals(): void {
  if (privacyAsked(navigator as Navigator & PrivacySignals)) return;
  const landed = window.location.pathname;
  const template = publicPathOf(landed);
  if (!template || typeof navigator.sendBeacon !== 'function') return;
  const vitals: FieldBeacon['vitals'] = {};
  import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const keep = (vital: FieldVital) => (metric: { value: number }) => {
        vitals[vital] = rounded(vital, metric.value);
      };
      const options = { reportAllChanges: true };
      onLCP(keep('lcp'), options);
      onCLS(keep('cls'), options);
      onINP(keep('inp'), options);
      onFCP(keep('fcp'), options);
      onTTFB(keep('ttfb'), options);
    })
    // Without the library (its script lost on the way) this page view has nothing to send.
    .catch(() => undefined);
  let sent = false;
  const send = () => {
    // A visitor who leaves before the library has reported (a quick look, a slow phone) is counted
    // too, by what the browser's own timeline holds.
    vitals.fcp ??= timelineFcp();
    vitals.ttfb ??= timelineTtfb();
    if (sent || Object.keys(vitals).length === 0) return;
    sent = true;
    const beacon: FieldBeacon = {
      template,
      language: splitLanguagePrefix(landed).language,
      device: deviceClassOf(window.innerWidth),
      connection: connectionOf(navigator as Navigator & { connection?: { effectiveType?: string } }),
      vitals,
    };
    navigator.sendBeacon(
      '/api/field-vitals',
      new Blob([JSON.stringify(beacon)], { type: 'application/json' }),
    );
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}
