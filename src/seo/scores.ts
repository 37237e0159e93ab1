/**
 * The verification tool's scores, bands and recommendations, from its page reports and the vitals
 * this browser measured. Nothing here is estimated: a score with nothing to stand on is null.
 */
import { mobileScore } from '../actors/analytics';
import { performancePassMark, readinessBands, vitalThresholds } from '../api/limits';
import type { CheckId, PageReport, VitalName, VitalsReading } from '../api/seo';

export type Band = 'excellent' | 'good' | 'fair' | 'poor';

export function bandOf(score: number): Band {
  if (score >= readinessBands.excellent) return 'excellent';
  if (score >= readinessBands.good) return 'good';
  if (score >= readinessBands.fair) return 'fair';
  return 'poor';
}

/**
 * The SEO score: the percentage of checks passed over every page checked, each check of each page
 * counting once (a page that could not be fetched counts as its one failed check). Unweighted on
 * purpose: every check stands for something a crawler or a link preview needs.
 */
export function seoScore(reports: readonly PageReport[]): number | null {
  const checks = reports.flatMap((report) => report.checks);
  if (checks.length === 0) return null;
  return Math.round((100 * checks.filter((check) => check.passed).length) / checks.length);
}

export const vitalNames: readonly VitalName[] = ['lcp', 'cls', 'inp', 'ttfb', 'fcp'];

export interface VitalVerdict {
  name: VitalName;
  /** Undefined: not measured (yet) in this browser. */
  value: number | undefined;
  threshold: number;
  good: boolean | undefined;
}

export function vitalVerdicts(vitals: VitalsReading): VitalVerdict[] {
  return vitalNames.map((name) => {
    const value = vitals[name];
    const threshold = vitalThresholds[name];
    return { name, value, threshold, good: value === undefined ? undefined : value <= threshold };
  });
}

/**
 * The performance score: the percentage of the measured web vitals that are good. Vitals not
 * measured yet are left out rather than guessed; with none measured there is no score.
 */
export function performanceScore(vitals: VitalsReading): number | null {
  const measured = vitalVerdicts(vitals).filter((verdict) => verdict.good !== undefined);
  if (measured.length === 0) return null;
  return Math.round((100 * measured.filter((verdict) => verdict.good).length) / measured.length);
}

/**
 * The mobile score with the site's own deductions. Browsers no longer report the first input's
 * delay, so that deduction never applies; INP is judged among the vitals instead.
 */
export function mobileScoreOf(vitals: VitalsReading): number | null {
  const { fcp, lcp, cls, load } = vitals;
  if ([fcp, lcp, cls, load].every((value) => value === undefined)) return null;
  return mobileScore({ fcp, lcp, cls, load });
}

export const passesPerformance = (score: number) => score >= performancePassMark;

export type Recommendation =
  | { kind: 'check'; check: CheckId; urls: string[] }
  | { kind: 'vital'; vital: VitalName };

/** One recommendation per check that failed somewhere (naming where) and per vital over its mark. */
export function recommendations(reports: readonly PageReport[], vitals: VitalsReading): Recommendation[] {
  const failing = new Map<CheckId, string[]>();
  for (const report of reports) {
    for (const check of report.checks) {
      if (check.passed) continue;
      const urls = failing.get(check.id) ?? [];
      urls.push(report.target.url ?? report.target.pattern ?? '');
      failing.set(check.id, urls);
    }
  }
  return [
    ...[...failing].map(([check, urls]): Recommendation => ({ kind: 'check', check, urls })),
    ...vitalVerdicts(vitals)
      .filter((verdict) => verdict.good === false)
      .map((verdict): Recommendation => ({ kind: 'vital', vital: verdict.name })),
  ];
}
