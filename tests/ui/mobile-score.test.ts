import { describe, expect, it } from 'vitest';
import { mobileScore, mobileScoreDeductions, type PageMeasurements } from '../../src/actors/analytics';

const fast: Required<PageMeasurements> = { fcp: 900, lcp: 1200, cls: 0.02, fid: 12, load: 1500 };

describe('the mobile performance score', () => {
  it('is 100 for a page within every limit, and for a page with nothing measured', () => {
    expect(mobileScore(fast)).toBe(100);
    expect(mobileScore({})).toBe(100);
  });

  it.each([
    ['first contentful paint', 'fcp', 1800, 1801, 80],
    ['largest contentful paint', 'lcp', 2500, 2501, 75],
    ['cumulative layout shift', 'cls', 0.1, 0.101, 85],
    ['first input delay', 'fid', 100, 101, 90],
    ['load time', 'load', 3000, 3001, 80],
  ] as const)(
    '%s costs nothing at its limit and its points just over it',
    (_, metric, limit, over, score) => {
      expect(mobileScore({ ...fast, [metric]: limit })).toBe(100);
      expect(mobileScore({ ...fast, [metric]: over })).toBe(score);
    },
  );

  it('adds the deductions up: a page over every limit scores 10', () => {
    expect(mobileScore({ fcp: 4000, lcp: 6000, cls: 0.5, fid: 400, load: 9000 })).toBe(10);
  });

  it('combines some deductions and ignores measurements that are missing', () => {
    expect(mobileScore({ lcp: 2600, load: 3100 })).toBe(55);
    expect(mobileScore({ fcp: 1900, cls: 0.25, fid: undefined })).toBe(65);
  });

  it('never goes below 0: the points total 90, heavier ones are clamped', () => {
    const total = mobileScoreDeductions.reduce((sum, { points }) => sum + points, 0);
    expect(total).toBe(90);
    expect(mobileScore({ fcp: Number.POSITIVE_INFINITY, lcp: 1e9, cls: 99, fid: 1e9, load: 1e9 })).toBe(10);
    const heavier = mobileScoreDeductions.map((deduction) => ({
      ...deduction,
      points: deduction.points * 2,
    }));
    expect(mobileScore({ fcp: 4000, lcp: 6000, cls: 0.5, fid: 400, load: 9000 }, heavier)).toBe(0);
    expect(mobileScore({ fcp: 4000, lcp: 6000 }, heavier)).toBe(10);
  });
});
