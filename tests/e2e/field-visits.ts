/** A visitor's page view, measured in a browser of their own, for the field data's browser tests. */
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import type { FieldReport } from '../../src/api/field-vitals';
import { admin, apiToken } from './accounts';
import { expect } from './fixtures';
import { pageScriptsRunning } from './page-scripts';
import { requestsTo } from './server-log';

export interface Visit {
  viewport: { width: number; height: number };
  path: string;
  template: string;
  language: 'en' | 'ar';
  device: 'phone' | 'tablet' | 'desktop';
}

/** Where a visitor's page notes whether the browser took its beacon, for a visit not counted. */
const beaconNoteKey = 'test:field-beacon';

/**
 * A visitor opens the page in a browser of their own, reads it a moment (until it has measured
 * itself: its measuring starts once it is idle, with the web-vitals library), then leaves it for
 * another site. The browser stays open: its beacon may still be on its way.
 */
export async function visitAndLeave(
  browser: Browser,
  visit: Visit,
  { gpc = false } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: visit.viewport });
  const page = await context.newPage();
  // The beacon leaves as the page does, where the test cannot see its request: the page notes
  // whether the browser took it, read back only should the visit not be counted.
  await page.addInitScript((key) => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const queued = send(url, data);
      localStorage.setItem(key, `${queued ? 'queued' : 'refused by the browser'} for ${String(url)}`);
      return queued;
    };
  }, beaconNoteKey);
  if (gpc) {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
  }
  await page.goto(visit.path);
  await pageScriptsRunning(page);
  const loaded = (script: string) =>
    page.evaluate(
      (script) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new RegExp(`/${script}-[\\w-]+\\.js$`).test(entry.name)),
      script,
    );
  // The page's measuring has started (under Global Privacy Control it then stops at once) and, when
  // it measures, has its library.
  await expect.poll(() => loaded('visit-measures')).toBe(true);
  if (!gpc) await expect.poll(() => loaded('web-vitals')).toBe(true);
  await page.goto('about:blank');
  return context;
}

/** The field figures of the visit's template, language and device, as the administrators read them. */
export async function figuresOf(request: APIRequestContext, visit: Visit) {
  const token = await apiToken(request, admin.username, admin.password);
  const query = new URLSearchParams({
    template: visit.template,
    language: visit.language,
    device: visit.device,
  });
  const res = await request.get(`/api/field-vitals?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as FieldReport).overall;
}

/**
 * A visitor's page view, waited for until the figures count it (other tests' visitors may be
 * counted too: this one is at least one more); answers the figures from before it.
 */
export async function countedVisit(browser: Browser, request: APIRequestContext, visit: Visit) {
  const before = await figuresOf(request, visit);
  const started = Date.now();
  const visitor = await visitAndLeave(browser, visit);
  try {
    await expect.poll(async () => (await figuresOf(request, visit)).views).toBeGreaterThan(before.views);
  } catch (error) {
    const page = await visitor.newPage();
    await page.goto('/robots.txt');
    const note = await page.evaluate((key) => localStorage.getItem(key), beaconNoteKey);
    const arrived = requestsTo('POST', '/api/field-vitals', started);
    throw new Error(
      `${(error as Error).message}\nThe visitor's beacon: ${note ?? 'never sent'}` +
        `\nBeacons the server took since the visit: ${arrived.length === 0 ? 'none' : `\n${arrived.join('\n')}`}`,
    );
  }
  await visitor.close();
  return before;
}
