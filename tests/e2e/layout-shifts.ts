/** The layout shifts a page makes, counted as the web vitals count them. */
import type { Page } from '@playwright/test';

/**
 * Counts every layout shift not caused by the visitor's own input, on each document the page opens
 * from now on; answers how to read the current document's total so far.
 */
export async function countLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
}
