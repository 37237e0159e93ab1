import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import { addSignedInUser, bearer, manualClock, pageOf, refusal, startSignedInServer } from './helpers';

let app: App;
let time: ReturnType<typeof manualClock>;
let adminToken: string;
beforeEach(async () => {
  time = manualClock();
  ({ app, adminToken } = await startSignedInServer({ clock: time.clock }));
});
afterEach(() => app.close());

// Each call comes from its own address unless a test says otherwise, so the limit stays out of the way.
let nextAddress = 1;
function subscribe(payload: unknown, remoteAddress = `198.51.100.${nextAddress++ % 250}`) {
  return app.inject({ method: 'POST', url: '/api/subscriptions', payload: payload as object, remoteAddress });
}

function postForm(fields: Record<string, string>, remoteAddress = `203.0.113.${nextAddress++ % 250}`) {
  return app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

interface Stored {
  id: number;
  email: string;
  language: string;
  created_at: string;
}

/** A page of the admin's table, `query` its query string. */
async function listed(query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/subscriptions${query}`,
    headers: bearer(adminToken),
  });
  expect(res.statusCode).toBe(200);
  return { ...pageOf(res), rows: res.json<Stored[]>() };
}

/** The first page of the table, and how many addresses there are. */
async function stored() {
  const { total, rows } = await listed();
  return { total: Number(total), subscriptions: rows };
}

/** Stores addresses as the subscribe box would, a second apart: faster than the box, unthrottled. */
async function storeAddresses(emails: string[]) {
  for (const email of emails) {
    await app.db
      .insertInto('subscriptions')
      .values({ email, language: 'en', created_at: new Date(time.clock()).toISOString() })
      .execute();
    time.advance(1000);
  }
}

async function exported() {
  return app.inject({ method: 'GET', url: '/api/subscriptions/export.csv', headers: bearer(adminToken) });
}

const thanks = { success: true, message: messages.subscribed, code: 'subscribed' };

describe('leaving an address for catalog news', () => {
  it('stores the address trimmed and in lower case, with the page language', async () => {
    const res = await subscribe({ email: '  Noura.Saleh@Example.COM ', language: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(thanks);
    expect(await stored()).toEqual({
      total: 1,
      subscriptions: [
        { id: 1, email: 'noura.saleh@example.com', language: 'ar', created_at: '2030-01-01T09:00:00.000Z' },
      ],
    });
  });

  it('answers a repeat as a success and keeps one row with the first date', async () => {
    await subscribe({ email: 'omar@example.com' });
    time.advance(60_000);
    const again = await subscribe({ email: ' OMAR@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(thanks);
    const list = await stored();
    expect(list.total).toBe(1);
    expect(list.subscriptions.map((s) => [s.email, s.language, s.created_at])).toEqual([
      ['omar@example.com', 'en', '2030-01-01T09:00:00.000Z'],
    ]);
  });

  it.each([
    [{ email: '' }, messages.emailRequired],
    [{ email: '   ' }, messages.emailRequired],
    [{}, messages.emailRequired],
    [{ email: 'not-an-address' }, messages.invalidEmail],
    [{ email: 'a@b' }, messages.invalidEmail],
    [{ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }, messages.emailTooLong],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    expect((await stored()).total).toBe(0);
  });

  it('accepts an address of exactly 254 characters and refuses one of 255', async () => {
    const local = 'a'.repeat(64);
    const domainOf = (length: number) => `${'b'.repeat(length - 4)}.com`;
    const longest = `${local}@${domainOf(254 - 65)}`;
    expect(longest).toHaveLength(254);
    expect((await subscribe({ email: longest })).statusCode).toBe(200);
    const tooLong = `${local}@${domainOf(255 - 65)}`;
    expect((await subscribe({ email: tooLong })).json()).toEqual(refusal(messages.emailTooLong));
    expect((await stored()).subscriptions.map((s) => s.email)).toEqual([longest]);
  });

  it('refuses a language other than English or Arabic', async () => {
    const res = await subscribe({ email: 'x@example.com', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect((await stored()).total).toBe(0);
  });

  it('limits one client address to 10 attempts in 10 minutes, then admits it again', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 10; i += 1) {
      expect((await subscribe({ email: `person${i}@example.com` }, address)).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: 'eleventh@example.com' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal(messages.subscriptionThrottled));
    // Another address is not held back.
    expect((await subscribe({ email: 'other@example.com' }, '192.0.2.78')).statusCode).toBe(200);
    time.advance(10 * 60_000 - 1);
    expect((await subscribe({ email: 'eleventh@example.com' }, address)).statusCode).toBe(429);
    time.advance(1);
    expect((await subscribe({ email: 'eleventh@example.com' }, address)).statusCode).toBe(200);
    expect((await stored()).total).toBe(12);
  });
});

describe('the subscribe form posted without scripts', () => {
  it('stores the address and sends the visitor back to the English page with the confirmation', async () => {
    const res = await postForm({ email: ' Huda@Example.com ', language: 'en' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/catalogs?subscribed=1');
    expect((await stored()).subscriptions.map((s) => [s.email, s.language])).toEqual([
      ['huda@example.com', 'en'],
    ]);
  });

  it('sends an Arabic visitor back to the Arabic page, a repeat too', async () => {
    await postForm({ email: 'ali@example.com', language: 'ar' });
    const again = await postForm({ email: 'ali@example.com', language: 'ar' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/ar/catalogs?subscribed=1');
    expect((await stored()).total).toBe(1);
  });

  it.each([
    [{ email: 'nope', language: 'ar' }, '/ar/catalogs?error=invalidEmail'],
    [{ email: '', language: 'en' }, '/catalogs?error=emailRequired'],
    [{ language: 'en' }, '/catalogs?error=emailRequired'],
    [{ email: `${'a'.repeat(250)}@example.com` }, '/catalogs?error=emailTooLong'],
    // A language the site does not have reads as English.
    [{ email: 'x', language: 'fr' }, '/catalogs?error=invalidEmail'],
  ])('sends %j back with the reason and stores nothing', async (fields, location) => {
    const res = await postForm(fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(location);
    expect((await stored()).total).toBe(0);
  });

  it('counts a whole IPv6 /64 as one client, however its addresses are spelled', async () => {
    for (let i = 0; i < 10; i += 1) {
      const address = i % 2 ? `2001:DB8:5:5::${i + 1}` : `2001:db8:5:5:0:0:0:${i + 1}`;
      expect((await subscribe({ email: `six${i}@example.com` }, address)).statusCode).toBe(200);
    }
    expect((await subscribe({ email: 'late@example.com' }, '2001:db8:5:5:ffff::1')).statusCode).toBe(429);
  });

  it('sends a visitor over the limit back with the waiting message', async () => {
    for (let i = 0; i < 10; i += 1)
      await postForm({ email: `p${i}@example.com`, language: 'ar' }, '192.0.2.9');
    const res = await postForm({ email: 'late@example.com', language: 'ar' }, '192.0.2.9');
    expect(res.headers.location).toBe('/ar/catalogs?error=subscriptionThrottled');
    expect((await stored()).total).toBe(10);
  });

  it('refuses a form body over 16 KiB without storing anything', async () => {
    const res = await postForm({ email: 'big@example.com', filler: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect((await stored()).total).toBe(0);
  });
});

describe('the subscriptions for administrators', () => {
  it('refuses the list and the export to a visitor (401) and to a non-admin user (403)', async () => {
    const userToken = await addSignedInUser(app);
    for (const url of ['/api/subscriptions', '/api/subscriptions/export.csv']) {
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(refusal(messages.notSignedIn));
      const user = await app.inject({ method: 'GET', url, headers: bearer(userToken) });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual(refusal(messages.adminOnly));
    }
  });

  it('answers 50 addresses a page, newest first, with the total and the way to the other pages', async () => {
    await storeAddresses(Array.from({ length: 53 }, (_, i) => `reader${i}@example.com`));
    const first = await listed();
    expect(first.total).toBe('53');
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.email).toBe('reader52@example.com');
    expect(first.rows.at(-1)?.email).toBe('reader3@example.com');
    expect(first.links).toEqual({
      first: '/api/subscriptions?page=1&per_page=50',
      next: '/api/subscriptions?page=2&per_page=50',
      last: '/api/subscriptions?page=2&per_page=50',
    });
    const second = await listed('?page=2');
    expect(second.rows.map((row) => row.email)).toEqual([
      'reader2@example.com',
      'reader1@example.com',
      'reader0@example.com',
    ]);
    // Past the last page: empty, the total and the way back still given.
    const past = await listed('?page=3');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe('53');
    expect(past.links.prev).toBe('/api/subscriptions?page=2&per_page=50');
  });

  it('orders by address or by date and finds the addresses holding every word typed', async () => {
    await storeAddresses(['omar@riyadh-contracting.example', 'noura.saleh@example.com', 'ali_h@example.com']);
    const emails = async (query: string) => (await listed(query)).rows.map((row) => row.email);
    expect(await emails('?sort=email')).toEqual([
      'ali_h@example.com',
      'noura.saleh@example.com',
      'omar@riyadh-contracting.example',
    ]);
    expect(await emails('?sort=-email')).toEqual([
      'omar@riyadh-contracting.example',
      'noura.saleh@example.com',
      'ali_h@example.com',
    ]);
    expect(await emails('?sort=date')).toEqual([
      'omar@riyadh-contracting.example',
      'noura.saleh@example.com',
      'ali_h@example.com',
    ]);
    // Every word, in any letter case; `_` is a letter, not a wildcard.
    expect(await emails('?q=EXAMPLE%20noura')).toEqual(['noura.saleh@example.com']);
    expect(await emails('?q=riyadh')).toEqual(['omar@riyadh-contracting.example']);
    expect(await emails('?q=i_h')).toEqual(['ali_h@example.com']);
    const found = await listed('?q=example.com');
    expect(found.total).toBe('2');
    expect(found.links.first).toBe('/api/subscriptions?q=example.com&page=1&per_page=50');
  });

  it('refuses an order it does not offer, a page that is no page and a search over 100 characters', async () => {
    for (const [query, message] of [
      ['?sort=language', messages.invalidValue],
      ['?page=0', messages.pageInvalid],
      ['?per_page=101', messages.perPageInvalid],
      [`?q=${'a'.repeat(101)}`, messages.searchTooLong],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/subscriptions${query}`,
        headers: bearer(adminToken),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual(refusal(message));
    }
  });

  it('removes an address for an administrator, with an event in the audit log; one gone is not found', async () => {
    await storeAddresses(['keep@example.com', 'leave@example.com']);
    const [leaving] = (await listed()).rows;
    expect(leaving?.email).toBe('leave@example.com');
    const userToken = await addSignedInUser(app);
    const url = `/api/subscriptions/${leaving?.id}`;
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url, headers: bearer(userToken) })).statusCode).toBe(403);

    const res = await app.inject({ method: 'DELETE', url, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: messages.subscriptionDeleted,
      code: 'subscriptionDeleted',
    });
    expect((await listed()).rows.map((row) => row.email)).toEqual(['keep@example.com']);
    const events = await app.db
      .selectFrom('audit_events')
      .select(['action', 'entity_id', 'username'])
      .where('action', '=', 'subscription.deleted')
      .execute();
    expect(events).toEqual([{ action: 'subscription.deleted', entity_id: leaving?.id, username: 'admin' }]);

    const again = await app.inject({ method: 'DELETE', url, headers: bearer(adminToken) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(refusal(messages.subscriptionNotFound));
    const bad = await app.inject({
      method: 'DELETE',
      url: '/api/subscriptions/abc',
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal(messages.invalidSubscriptionId));
  });

  it('exports every address as a CSV file Excel opens with Arabic intact', async () => {
    await subscribe({ email: 'first@example.com', language: 'ar' });
    time.advance(1000);
    await subscribe({ email: 'second@example.com' });
    const res = await exported();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="catalog-subscriptions-2030-01-01.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFFemail,language,subscribed_at\r\n' +
        'second@example.com,en,2030-01-01T09:00:01.000Z\r\n' +
        'first@example.com,ar,2030-01-01T09:00:00.000Z\r\n',
    );
  });

  it('writes an empty export as the header row alone', async () => {
    expect((await exported()).body).toBe('\uFEFFemail,language,subscribed_at\r\n');
  });
});

describe('CSV cells a spreadsheet could misread', () => {
  // Addresses that pass the rules cannot carry these, so the writer is checked on its own.
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['say "hi"', '"say ""hi"""'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('writes %j as %j', async (value, cell) => {
    const { csvCell } = await import('../../src/server/http/csv');
    expect(csvCell(value)).toBe(cell);
  });
});
