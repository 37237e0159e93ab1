import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatUptime,
  formatYear,
} from '../../src/components/ui/format';

describe('numbers and dates in each language', () => {
  it('writes Arabic figures with Western digits, like the Arabic copy around them', () => {
    expect(formatNumber('ar', 46)).toBe('46');
    expect(formatNumber('ar', 12345)).toBe('12,345');
    expect(formatYear('ar', 2026)).toBe('2026');
    expect(formatUptime('ar', 3 * 86_400 + 4 * 3600)).toBe('3 أيام و4 ساعات');
  });

  it('dates Arabic pages in the Gregorian calendar, in Arabic words', () => {
    const arabic = formatDateTime('ar', '2026-11-26T10:00:00Z');
    expect(arabic).toMatch(/2026/);
    expect(arabic).toMatch(/[\u0621-\u064A]/);
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
    expect(formatDateTime('en', '2026-11-26T10:00:00Z')).toMatch(/26 Nov 2026/);
  });
});

describe('percentages', () => {
  it('write Western digits and the ASCII percent sign in both languages, as the glossary does', () => {
    expect(formatPercent('ar', 75)).toBe('75%');
    expect(formatPercent('en', 75)).toBe('75%');
    expect(formatPercent('ar', 0)).toBe('0%');
    expect(formatPercent('ar', 100)).toBe('100%');
    expect(formatPercent('ar', 42.6)).toBe('43%');
    expect(formatPercent('ar', 75)).not.toMatch(/[\u066A\u0660-\u0669]/);
  });
});

describe('sizes in bytes', () => {
  it('name the unit in full in Arabic, as the copy writes it, and short in English', () => {
    expect(formatBytes('ar', 1.5 * 1024 ** 3)).toBe('1.5 جيجابايت');
    expect(formatBytes('ar', 200 * 1024 ** 2)).toBe('200 ميجابايت');
    expect(formatBytes('en', 200 * 1024 ** 2)).toBe('200 MB');
  });
});
