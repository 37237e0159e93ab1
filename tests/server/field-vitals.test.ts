import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FieldBeacon, FieldReport, VitalSummary } from '../../src/api/field-vitals';
import type { App } from '../../src/server/app';
import { pruneFieldData } from '../../src/server/field-vitals/field-data';
import { addSignedInUser, bearer, manualClock, signIn, startSignedInServer } from './helpers';

const dayMs = 24 * 60 * 60_000;
let app: App;
let time: ReturnType<typeof manualClock>;
let adminToken: string;

async function start(overrides: Parameters<typeof startSignedInServer>[0] = {}) {
  time = manualClock();
  ({ app, adminToken } = await startSignedInServer({ clock: time.clock, ...overrides }));
}
afterEach(() => app.close());

const phoneInArabic: FieldBeacon = {
  template: '/products/$productId',
  language: 'ar',
  device: 'phone',
  connection: '4g',
  vitals: { lcp: 2340, cls: 0.02, fcp: 1210, ttfb: 420 },
};

// Each beacon from its own address unless a test says otherwise, so the limits stay out of the way.
let nextAddress = 1;
function send(beacon: unknown, remoteAddress = `198.51.100.${nextAddress++ % 250}`) {
  return app.inject({
    method: 'POST',
    url: '/api/field-vitals',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-A546E)',
    },
    payload: JSON.stringify(beacon),
    remoteAddress,
  });
}

async function report(query = '') {
  // Days later than the last sign-in, the session has ended: the administrator signs in again.
  adminToken = await signIn(app, 'admin', 'admin-password');
  const res = await app.inject({
    method: 'GET',
    url: `/api/field-vitals${query}`,
    headers: bearer(adminToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<FieldReport>();
}

const vital = (summaries: VitalSummary[], name: VitalSummary['vital']) => {
  const found = summaries.find((summary) => summary.vital === name);
  if (!found) throw new Error(`no ${name} in the report`);
  return found;
};

/** The 75th percentile as a statistician reads it from the raw values (nearest rank). */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? Number.NaN;
}

describe('a page view’s beacon', () => {
  beforeEach(() => start());

  it('is answered 204 with nothing, and counted under its template, language and device', async () => {
    const res = await send(phoneInArabic);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const figures = await report();
    expect(figures.overall.views).toBe(1);
    expect(vital(figures.overall.vitals, 'lcp')).toMatchObject({ readings: 1, good: 1, poor: 0 });
    // No interaction, no INP: no reading, no figure.
    expect(vital(figures.overall.vitals, 'inp')).toMatchObject({ readings: 0, p75: null });
    expect(figures.byTemplate.map((row) => [row.key, row.figures.views])).toEqual([
      ['/products/$productId', 1],
    ]);
    expect(figures.byLanguage.map((row) => row.key)).toEqual(['ar']);
    expect(figures.byDevice.map((row) => row.key)).toEqual(['phone']);
  });

  it('keeps nothing that could tell who sent it: no address, user agent or page address', async () => {
    await send(phoneInArabic, '2001:db8:77:1::9');
    const stored = JSON.stringify([
      await app.db.selectFrom('field_views').selectAll().execute(),
      await app.db.selectFrom('field_vitals').selectAll().execute(),
    ]);
    expect(stored).not.toMatch(/2001|db8|Mozilla|Android|SM-A546E/i);
    const columns = (row: object | undefined) => Object.keys(row ?? {}).sort();
    expect(columns(await app.db.selectFrom('field_views').selectAll().executeTakeFirst())).toEqual([
      'connection',
      'day',
      'device',
      'language',
      'template',
      'views',
    ]);
    expect(columns(await app.db.selectFrom('field_vitals').selectAll().executeTakeFirst())).toEqual([
      'bin',
      'count',
      'day',
      'device',
      'language',
      'template',
      'vital',
    ]);
  });

  it.each([
    ['an address instead of a template', { ...phoneInArabic, template: '/products/17' }],
    ['a language the site does not have', { ...phoneInArabic, language: 'fr' }],
    ['a field more than a beacon has', { ...phoneInArabic, url: 'https://example.com/products/17' }],
    ['a negative time', { ...phoneInArabic, vitals: { lcp: -5 } }],
    ['a time of days', { ...phoneInArabic, vitals: { lcp: 3 * dayMs } }],
    ['no vital at all', { ...phoneInArabic, vitals: {} }],
    ['a vital that is not one', { ...phoneInArabic, vitals: { fid: 12 } }],
  ])('is refused with 400 for %s, and nothing is counted', async (_, beacon) => {
    expect((await send(beacon)).statusCode).toBe(400);
    expect((await report()).overall.views).toBe(0);
  });

  it('is refused with 413 past a kilobyte', async () => {
    const padded = { ...phoneInArabic, connection: null, pad: 'x'.repeat(1100) };
    expect((await send(padded)).statusCode).toBe(413);
    expect((await report()).overall.views).toBe(0);
  });
});

describe('the figures', () => {
  beforeEach(() => start());

  it('give each vital’s 75th percentile within its histogram’s bin of the exact one', async () => {
    // 200 page loads' LCP, spread as a real site's are: most fast, a long tail.
    const lcps = Array.from({ length: 200 }, (_, i) =>
      Math.round(900 + 28 * i + (i % 7) * 13 + (i > 170 ? 4000 : 0)),
    );
    for (const lcp of lcps) await send({ ...phoneInArabic, vitals: { lcp } });
    const figures = await report();
    const lcp = vital(figures.overall.vitals, 'lcp');
    expect(lcp.readings).toBe(200);
    expect(Math.abs((lcp.p75 ?? 0) - exactP75(lcps))).toBeLessThanOrEqual(100);
    expect(lcp.good + lcp.needsImprovement + lcp.poor).toBe(200);
    expect(lcp.good).toBe(lcps.filter((v) => v <= 2500).length);
    expect(lcp.poor).toBe(lcps.filter((v) => v > 4000).length);
  });

  it('rate values on the official thresholds the way the web-vitals library does', async () => {
    const readings = [
      { lcp: 2500, inp: 200, cls: 0.1, fcp: 1800, ttfb: 800 },
      { lcp: 2501, inp: 201, cls: 0.11, fcp: 1801, ttfb: 801 },
      { lcp: 4000, inp: 500, cls: 0.25, fcp: 3000, ttfb: 1800 },
      { lcp: 4001, inp: 501, cls: 0.26, fcp: 3001, ttfb: 1801 },
    ];
    for (const vitals of readings) await send({ ...phoneInArabic, vitals });
    const { overall } = await report();
    for (const name of ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const) {
      expect(vital(overall.vitals, name), name).toMatchObject({ good: 1, needsImprovement: 2, poor: 1 });
    }
  });

  it('mark a 75th percentile past the histogram’s end as at least its last bound', async () => {
    for (const lcp of [30_000, 40_000, 50_000, 60_000]) await send({ ...phoneInArabic, vitals: { lcp } });
    const lcp = vital((await report()).overall.vitals, 'lcp');
    expect(lcp).toMatchObject({ p75: 9900, p75Beyond: true, poor: 4 });
  });

  it('break down by day, template, language and device, and filter by each', async () => {
    await send({ ...phoneInArabic, template: '/', language: 'en', device: 'desktop', vitals: { lcp: 1200 } });
    await send({ ...phoneInArabic, template: '/', language: 'en', device: 'desktop', vitals: { lcp: 1400 } });
    time.advance(dayMs);
    await send({ ...phoneInArabic, vitals: { lcp: 3600 } });
    const all = await report();
    expect(all.byDay.map((row) => [row.key, row.figures.views])).toEqual([
      ['2030-01-01', 2],
      ['2030-01-02', 1],
    ]);
    expect(all.byTemplate.map((row) => [row.key, row.figures.views])).toEqual([
      ['/', 2],
      ['/products/$productId', 1],
    ]);
    expect(all.byDevice.map((row) => [row.key, row.figures.views])).toEqual([
      ['desktop', 2],
      ['phone', 1],
    ]);
    const phones = await report('?device=phone');
    expect(phones.overall.views).toBe(1);
    expect(vital(phones.overall.vitals, 'lcp')).toMatchObject({ readings: 1, needsImprovement: 1 });
    const english = await report('?language=en&template=%2F');
    expect(english.overall.views).toBe(2);
    expect(vital(english.overall.vitals, 'lcp').good).toBe(2);
  });

  it('cover the span asked for: 28 days unless 7 or 90 are', async () => {
    await send(phoneInArabic);
    time.advance(30 * dayMs);
    await send(phoneInArabic);
    const latest = await report();
    expect([latest.from, latest.to]).toEqual(['2030-01-04', '2030-01-31']);
    expect(latest.overall.views).toBe(1);
    expect((await report('?days=90')).overall.views).toBe(2);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/field-vitals?days=30',
      headers: bearer(adminToken),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('are the administrators’ alone', async () => {
    const userToken = await addSignedInUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/field-vitals' })).statusCode).toBe(401);
    const asUser = await app.inject({ method: 'GET', url: '/api/field-vitals', headers: bearer(userToken) });
    expect(asUser.statusCode).toBe(403);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/field-vitals/export.csv',
      headers: bearer(userToken),
    });
    expect(csv.statusCode).toBe(403);
  });

  it('download by day as CSV', async () => {
    await send(phoneInArabic);
    const res = await app.inject({
      method: 'GET',
      url: '/api/field-vitals/export.csv',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The last 28 days, today included.
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="site-speed-2029-12-05-to-2030-01-01.csv"',
    );
    const [header, row] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['day', 'views', 'lcp_p75', 'lcp_readings']);
    expect(row?.split(',').slice(0, 2)).toEqual(['2030-01-01', '1']);
  });

  it('keep 90 days: the hourly prune removes older ones', async () => {
    await send(phoneInArabic);
    time.advance(89 * dayMs);
    expect(await pruneFieldData(app.db, 90, time.clock())).toBe(0);
    time.advance(dayMs);
    expect(await pruneFieldData(app.db, 90, time.clock())).toBeGreaterThan(0);
    expect((await report('?days=90')).overall.views).toBe(0);
  });
});

describe('the endpoint’s bounds', () => {
  beforeEach(() => start({ fieldVitalsPerClient: 3, beaconSiteLimit: 5 }));

  it('refuses a client past its minute’s share with 429, counting an IPv6 network as one client', async () => {
    for (const address of ['2001:db8:5:5::1', '2001:db8:5:5::2', '2001:db8:5:5:0:0:0:3']) {
      expect((await send(phoneInArabic, address)).statusCode).toBe(204);
    }
    expect((await send(phoneInArabic, '2001:db8:5:5::4')).statusCode).toBe(429);
    expect((await send(phoneInArabic, '203.0.113.8')).statusCode).toBe(204);
    expect((await report()).overall.views).toBe(4);
    time.advance(60_000);
    expect((await send(phoneInArabic, '2001:db8:5:5::4')).statusCode).toBe(204);
  });

  it('refuses everyone past the site’s minute share, whatever their addresses', async () => {
    const answers = [];
    for (let i = 1; i <= 8; i++) answers.push((await send(phoneInArabic, `192.0.2.${i}`)).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect((await report()).overall.views).toBe(5);
  });
});

describe('sampling', () => {
  beforeEach(() => start({ fieldVitalsSample: 0 }));

  it('answers a beacon left out of the sample as any other, and counts nothing', async () => {
    expect((await send(phoneInArabic)).statusCode).toBe(204);
    expect((await report()).overall.views).toBe(0);
  });
});
