import { describe, expect, it } from 'vitest';
import type { PageReport } from '../../src/api/seo';
import {
  bandOf,
  mobileScoreOf,
  passesPerformance,
  performanceScore,
  recommendations,
  seoScore,
  vitalVerdicts,
} from '../../src/seo/scores';

const report = (
  url: string,
  passed: boolean[],
  ids = ['title', 'description', 'h1'] as const,
): PageReport => ({
  target: { pattern: url, language: 'en', url },
  checks: passed.map((ok, i) => ({ id: ids[i % ids.length] ?? 'title', passed: ok })),
});

describe('the verification tool’s scores', () => {
  it('bands a score: Excellent from 90, Good from 80, Fair from 70, otherwise Poor', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 0].map(bandOf)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ]);
  });

  it('scores SEO as the share of checks passed over every page, and has no score without checks', () => {
    expect(seoScore([report('/', [true, true, false]), report('/ar', [true])])).toBe(75);
    expect(seoScore([report('/', [true, false, false])])).toBe(33);
    expect(seoScore([])).toBeNull();
  });

  it('judges each vital against its mark, and a vital not measured as not measured', () => {
    expect(vitalVerdicts({ lcp: 2500, cls: 0.11, ttfb: 801 })).toEqual([
      { name: 'lcp', value: 2500, threshold: 2500, good: true },
      { name: 'cls', value: 0.11, threshold: 0.1, good: false },
      { name: 'inp', value: undefined, threshold: 200, good: undefined },
      { name: 'ttfb', value: 801, threshold: 800, good: false },
      { name: 'fcp', value: undefined, threshold: 1800, good: undefined },
    ]);
  });

  it('scores performance as the share of measured vitals that are good, passing at 85', () => {
    expect(performanceScore({ lcp: 1000, cls: 0, inp: 50, ttfb: 100, fcp: 900 })).toBe(100);
    expect(performanceScore({ lcp: 1000, cls: 0.5, inp: 50, ttfb: 100 })).toBe(75);
    expect(performanceScore({})).toBeNull();
    expect(passesPerformance(85)).toBe(true);
    expect(passesPerformance(84)).toBe(false);
  });

  it('scores mobile with the site’s deductions, and not at all with nothing measured', () => {
    expect(mobileScoreOf({ fcp: 1000, lcp: 2000, cls: 0.01, load: 2000 })).toBe(100);
    // Largest paint over 2.5 s (-25) and layout shift over 0.1 (-15).
    expect(mobileScoreOf({ fcp: 1000, lcp: 2600, cls: 0.2, inp: 900 })).toBe(60);
    expect(mobileScoreOf({ inp: 40, ttfb: 100 })).toBeNull();
  });

  it('recommends once per failed check, naming its pages, and once per vital over its mark', () => {
    const reports = [
      report('/', [true, false, false]),
      report('/ar', [true, false, true]),
      report('/products', [true, true, true]),
    ];
    expect(recommendations(reports, { lcp: 3000, cls: 0.01 })).toEqual([
      { kind: 'check', check: 'description', urls: ['/', '/ar'] },
      { kind: 'check', check: 'h1', urls: ['/'] },
      { kind: 'vital', vital: 'lcp' },
    ]);
    expect(recommendations([report('/', [true])], {})).toEqual([]);
  });
});
