import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFormerMonitor, formerMonitorKeys } from '../../src/actors/visit-measures';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('what the earlier per-browser monitor kept', () => {
  it('is deleted from the visitor’s storage, and nothing else is', () => {
    for (const key of formerMonitorKeys) window.localStorage.setItem(key, '[{"path":"/","at":1}]');
    window.localStorage.setItem('token', 'a-session');
    window.localStorage.setItem('language', 'ar');
    forgetFormerMonitor();
    expect(formerMonitorKeys.map((key) => window.localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(window.localStorage.getItem('token')).toBe('a-session');
    expect(window.localStorage.getItem('language')).toBe('ar');
  });

  it('leaves a page be where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => forgetFormerMonitor()).not.toThrow();
  });
});
