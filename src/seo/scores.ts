/**
 * The verification tool's scores, bands and recommendations, from its page reports and the field
 * data of the site's visitors. Nothing here is estimated: a score with nothing to stand on is null.
 */
import type { FieldFigures, VitalSummary } from '../api/field-vitals';
import { performancePassMark, readinessBands } from '../api/limits';
import type { CheckId, PageReport } from '../api/seo';
import { binOf, type FieldVital, type Rating, ratingOfBin } from '../api/vital-histograms';

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

/**
 * A performance score from the field: the share of visitors' readings that were good, averaged over
 * the vitals with readings (each vital counts once, however often it is measured). With no reading
 * at all there is no score.
 */
export function fieldScore(figures: FieldFigures | null): number | null {
  const measured = figures?.vitals.filter((vital) => vital.readings > 0) ?? [];
  if (measured.length === 0) return null;
  const shares = measured.map((vital) => vital.good / vital.readings);
  return Math.round((100 * shares.reduce((sum, share) => sum + share, 0)) / shares.length);
}

/** A vital's 75th percentile rated as the histogram bin it falls in; null with no readings. */
export function p75Rating(summary: VitalSummary): Rating | null {
  return summary.p75 === null ? null : ratingOfBin(summary.vital, binOf(summary.vital, summary.p75));
}

export const passesPerformance = (score: number) => score >= performancePassMark;

export type Recommendation =
  | { kind: 'check'; check: CheckId; urls: string[] }
  | { kind: 'vital'; vital: FieldVital };

/** One recommendation per check that failed somewhere (naming where) and per vital whose 75th percentile is not good. */
export function recommendations(
  reports: readonly PageReport[],
  figures: FieldFigures | null,
): Recommendation[] {
  const failing = new Map<CheckId, string[]>();
  for (const report of reports) {
    for (const check of report.checks) {
      if (check.passed) continue;
      const urls = failing.get(check.id) ?? [];
      urls.push(report.target.url);
      failing.set(check.id, urls);
    }
  }
  return [
    ...[...failing].map(([check, urls]): Recommendation => ({ kind: 'check', check, urls })),
    ...(figures?.vitals ?? [])
      .filter((summary) => {
        const rating = p75Rating(summary);
        return rating !== null && rating !== 'good';
      })
      .map((summary): Recommendation => ({ kind: 'vital', vital: summary.vital })),
  ];
}
