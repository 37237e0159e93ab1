import { describe, expect, it } from 'vitest';
import type { FieldFigures, VitalSummary } from '../../src/api/field-vitals';
import type { PageReport } from '../../src/api/seo';
import {
  bandOf,
  fieldScore,
  p75Rating,
  passesPerformance,
  recommendations,
  seoScore,
} from '../../src/seo/scores';

const report = (
  url: string,
  passed: boolean[],
  ids = ['title', 'description', 'h1'] as const,
): PageReport => ({
  target: { pattern: '/', language: 'en', url },
  checks: passed.map((ok, i) => ({ id: ids[i % ids.length] ?? 'title', passed: ok })),
});

/** A vital's figures: its readings split into good, needs improvement and poor, and its p75. */
const vital = (
  name: VitalSummary['vital'],
  [good, needsImprovement, poor]: [number, number, number],
  p75: number | null,
): VitalSummary => ({
  vital: name,
  readings: good + needsImprovement + poor,
  p75,
  p75Beyond: false,
  good,
  needsImprovement,
  poor,
});
const figures = (...vitals: VitalSummary[]): FieldFigures => ({ views: 100, vitals });

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

  it('scores the field as the good share of readings, each vital with readings counting once, passing at 85', () => {
    // LCP 90 % good over 1,000 readings, CLS 100 % over 10: (90 + 100) / 2. INP has no readings: left out.
    expect(
      fieldScore(
        figures(
          vital('lcp', [900, 60, 40], 2100),
          vital('cls', [10, 0, 0], 0.01),
          vital('inp', [0, 0, 0], null),
        ),
      ),
    ).toBe(95);
    expect(fieldScore(figures(vital('ttfb', [1, 1, 1], 900)))).toBe(33);
    expect(fieldScore(figures(vital('inp', [0, 0, 0], null)))).toBeNull();
    expect(fieldScore(null)).toBeNull();
    expect(passesPerformance(85)).toBe(true);
    expect(passesPerformance(84)).toBe(false);
  });

  it('rates a 75th percentile against the official thresholds, good up to and including them', () => {
    expect(p75Rating(vital('lcp', [1, 0, 0], 2500))).toBe('good');
    expect(p75Rating(vital('lcp', [1, 0, 0], 2501))).toBe('needsImprovement');
    expect(p75Rating(vital('lcp', [1, 0, 0], 4001))).toBe('poor');
    expect(p75Rating(vital('cls', [1, 0, 0], 0.1))).toBe('good');
    expect(p75Rating(vital('cls', [1, 0, 0], 0.11))).toBe('needsImprovement');
    expect(p75Rating(vital('inp', [0, 0, 0], null))).toBeNull();
  });

  it('recommends once per failed check, naming its pages, and once per vital whose p75 is not good', () => {
    const reports = [
      report('/', [true, false, false]),
      report('/ar', [true, false, true]),
      report('/products', [true, true, true]),
    ];
    const field = figures(
      vital('lcp', [1, 0, 0], 3000),
      vital('cls', [1, 0, 0], 0.01),
      vital('inp', [0, 0, 0], null),
    );
    expect(recommendations(reports, field)).toEqual([
      { kind: 'check', check: 'description', urls: ['/', '/ar'] },
      { kind: 'check', check: 'h1', urls: ['/'] },
      { kind: 'vital', vital: 'lcp' },
    ]);
    expect(recommendations([report('/', [true])], null)).toEqual([]);
  });
});
