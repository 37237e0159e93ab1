/**
 * The web vitals the site measures in visitors' browsers and how it keeps them: a histogram per
 * vital whose bins end on the official thresholds. Free of the request schemas, so the page's
 * beacon can use it without them.
 */
export const fieldVitals = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type FieldVital = (typeof fieldVitals)[number];

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The effective connection types browsers report (Network Information API). */
export const connectionTypes = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof connectionTypes)[number];

/**
 * Each vital's histogram: `unit` values make one step (a thousandth for CLS, a millisecond for the
 * rest), and of `count` bins `width` steps wide the first holds 0 to `width`, the next up to twice
 * that, and the last everything beyond. A bin holds its upper bound, so the official thresholds
 * fall on bin ends: a value is good up to and including `good`, poor beyond `poor` (as the
 * `web-vitals` library rates it), and every bin is wholly one rating.
 */
export const vitalScales = {
  lcp: { unit: 1, width: 100, count: 100, good: 2500, poor: 4000 },
  inp: { unit: 1, width: 10, count: 100, good: 200, poor: 500 },
  cls: { unit: 0.001, width: 10, count: 100, good: 100, poor: 250 },
  fcp: { unit: 1, width: 100, count: 100, good: 1800, poor: 3000 },
  ttfb: { unit: 1, width: 50, count: 100, good: 800, poor: 1800 },
} as const satisfies Record<
  FieldVital,
  { unit: number; width: number; count: number; good: number; poor: number }
>;

/** The histogram bin a measured value falls in. */
export function binOf(vital: FieldVital, value: number): number {
  const { unit, width, count } = vitalScales[vital];
  const steps = Math.round(value / unit);
  return Math.min(count - 1, Math.max(0, Math.ceil(steps / width) - 1));
}

export type Rating = 'good' | 'needsImprovement' | 'poor';

/** The rating of every value in a bin. */
export function ratingOfBin(vital: FieldVital, bin: number): Rating {
  const { width, good, poor } = vitalScales[vital];
  const end = (bin + 1) * width;
  if (end <= good) return 'good';
  return end <= poor ? 'needsImprovement' : 'poor';
}

/** The spans the Site speed page offers, in days up to today; the Chrome UX Report's is 28. */
export const fieldSpans = [7, 28, 90] as const;
export const defaultFieldSpan = 28;
/** Figures from fewer page views than this are marked as too few to go by. */
export const fieldViewsEnough = 50;
