import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessageListSchema } from '../../src/api/contact';
import { contactSiteWideLimit, publicFormSiteWindowMs } from '../../src/api/limits';
import { messages } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import {
  addSignedInUser,
  badTableQueries,
  bearer,
  linksOf,
  manualClock,
  refusal,
  startSignedInServer,
  startTestServer,
} from './helpers';

const visitor = '203.0.113.7';

const valid = {
  firstName: 'Fahad',
  lastName: 'Al-Qahtani',
  email: 'fahad@example.com',
  phone: '+966 50 000 0000',
  subject: 'CPVC pipes for a hospital project',
  message: 'Please send prices for 200 m of 2-inch CPVC pipe delivered to Riyadh.',
  inquiryType: 'quote',
};

let app: App;
let time: ReturnType<typeof manualClock>;
let adminToken: string;
let userToken: string;
beforeEach(async () => {
  time = manualClock();
  ({ app, adminToken } = await startSignedInServer({ clock: time.clock }));
  userToken = await addSignedInUser(app);
});
afterEach(() => app.close());

function send(payload: unknown, remoteAddress = visitor) {
  return app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: payload as object });
}

function postForm(fields: Record<string, string>, remoteAddress = visitor) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function inbox(token = adminToken) {
  const res = await app.inject({ url: '/api/contact-messages', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return contactMessageListSchema.parse(res.json());
}

/** The answer to `GET /api/contact-messages` with this query, asked by the administrator. */
function listing(query: Record<string, string>, token = adminToken) {
  return app.inject({ url: `/api/contact-messages?${new URLSearchParams(query)}`, headers: bearer(token) });
}

/** The ids a query lists, in their order. */
async function idsOf(query: Record<string, string>) {
  const res = await listing(query);
  expect(res.statusCode).toBe(200);
  return contactMessageListSchema.parse(res.json()).map((m) => m.id);
}

/**
 * Messages straight into the database, a second apart in the order given (ids 1, 2, …), with the
 * fields of `valid` unless given: quicker than sending many, which the limits would also slow.
 */
async function store(messagesToStore: Partial<typeof valid>[]) {
  const start = Date.parse('2030-01-01T09:00:00.000Z');
  await app.db
    .insertInto('contact_messages')
    .values(
      messagesToStore.map((fields, i) => {
        const m = { ...valid, ...fields };
        return {
          first_name: m.firstName,
          last_name: m.lastName,
          email: m.email,
          phone: m.phone,
          subject: m.subject,
          message: m.message,
          inquiry_type: 'quote' as const,
          client_address: visitor,
          created_at: new Date(start + i * 1000).toISOString(),
        };
      }),
    )
    .execute();
}

/** `count` messages whose subjects number them from 1, the oldest first. */
function numbered(count: number) {
  return Array.from({ length: count }, (_, i) => ({ subject: `message ${i + 1}` }));
}

/** The ids from `from` down to `to`. */
function downFrom(from: number, to: number) {
  return Array.from({ length: from - to + 1 }, (_, i) => from - i);
}

async function unreadCount() {
  const res = await app.inject({ url: '/api/admin/stats', headers: bearer(adminToken) });
  return res.json<{ unreadMessages: number }>().unreadMessages;
}

describe('POST /api/contact', () => {
  it('stores a valid message, unread, with its time and the sender’s address', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: messages.contactSent, code: 'contactSent' });
    expect(await inbox()).toEqual([{ id: 1, ...valid, read: false, created_at: '2030-01-01T09:00:00.000Z' }]);
    const row = await app.db.selectFrom('contact_messages').select('client_address').executeTakeFirst();
    expect(row?.client_address).toBe(visitor);
  });

  it('trims the fields and takes the phone as optional', async () => {
    const { phone: _, ...withoutPhone } = valid;
    expect((await send({ ...withoutPhone, firstName: '  Fahad  ' })).statusCode).toBe(201);
    expect(await inbox()).toMatchObject([{ firstName: 'Fahad', phone: '' }]);
  });

  it.each([
    ['firstName', '', messages.firstNameRequired],
    ['firstName', '   ', messages.firstNameRequired],
    ['lastName', '', messages.lastNameRequired],
    ['email', '', messages.emailRequired],
    ['email', 'not-an-address', messages.invalidEmail],
    ['subject', '', messages.subjectRequired],
    ['message', '', messages.messageRequired],
    ['inquiryType', '', messages.inquiryTypeRequired],
    ['inquiryType', 'complaint', messages.inquiryTypeRequired],
    ['firstName', 'x'.repeat(101), messages.firstNameTooLong],
    ['lastName', 'x'.repeat(101), messages.lastNameTooLong],
    ['email', `${'x'.repeat(243)}@example.com`, messages.emailTooLong],
    ['phone', '1'.repeat(31), messages.phoneTooLong],
    ['subject', 'x'.repeat(201), messages.subjectTooLong],
    ['message', 'x'.repeat(5001), messages.messageTooLong],
  ])('refuses %s = %j with 400 and its message, storing nothing', async (field, value, message) => {
    const res = await send({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    expect(await inbox()).toEqual([]);
  });

  it('accepts every field at its longest', async () => {
    const longest = {
      ...valid,
      firstName: 'x'.repeat(100),
      lastName: 'x'.repeat(100),
      email: `${'x'.repeat(64)}@${'y'.repeat(185)}.com`,
      phone: '1'.repeat(30),
      subject: 'x'.repeat(200),
      message: 'م'.repeat(5000),
    };
    expect(longest.email).toHaveLength(254);
    expect((await send(longest)).statusCode).toBe(201);
  });

  it('refuses a missing field and a body that is not an object with 400, never 500', async () => {
    const { subject: _, ...withoutSubject } = valid;
    expect((await send(withoutSubject)).json()).toEqual(refusal(messages.subjectRequired));
    const notObject = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(notObject.statusCode).toBe(400);
    expect(await inbox()).toEqual([]);
  });

  it('limits each address to 10 messages an hour, answering 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await send(valid)).statusCode).toBe(201);
      time.advance(60_000);
    }
    const refused = await send(valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal(messages.contactThrottled));
    // The first message was sent ten minutes ago: a slot frees in fifty.
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    // Another address is not held back, and refused messages were not stored.
    expect((await send(valid, '198.51.100.2')).statusCode).toBe(201);
    expect(await inbox()).toHaveLength(11);

    time.advance(50 * 60_000);
    expect((await send(valid)).statusCode).toBe(201);
  });

  it('counts one client however its address is spelled, and a whole IPv6 /64 as one client', async () => {
    const spellings = ['::ffff:203.0.113.10', '203.0.113.10'];
    for (let i = 0; i < 10; i += 1) expect((await send(valid, spellings[i % 2])).statusCode).toBe(201);
    expect((await send(valid, '203.0.113.10')).statusCode).toBe(429);

    const network = ['2001:DB8:4:4::1', '2001:db8:4:4:0:0:0:1', '2001:db8:4:4:ffff::1', '2001:db8:0004:4::9'];
    for (let i = 0; i < 10; i += 1) {
      expect((await send(valid, network[i % network.length])).statusCode).toBe(201);
    }
    expect((await send(valid, `2001:db8:4:4::${(11).toString(16)}`)).statusCode).toBe(429);
  });

  it('caps the messages of the whole site per minute, telling senders the server is busy', async () => {
    for (let i = 0; i < contactSiteWideLimit; i += 1) {
      expect((await send(valid, `198.51.${Math.floor(i / 200)}.${i % 200}`)).statusCode).toBe(201);
    }
    const refused = await send(valid, '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal(messages.serverBusy));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    time.advance(publicFormSiteWindowMs);
    // The refused sender's own budget was not spent.
    expect((await send(valid, '192.0.2.200')).statusCode).toBe(201);
  });

  it('does not count refused messages against the address', async () => {
    for (let i = 0; i < 12; i += 1) expect((await send({ ...valid, email: 'nope' })).statusCode).toBe(400);
    expect((await send(valid)).statusCode).toBe(201);
  });
});

describe('a form posted without scripts', () => {
  it('is stored and answered with a redirect to the page of its language showing the success', async () => {
    const english = await postForm({ ...valid, language: 'en' });
    expect(english.statusCode).toBe(303);
    expect(english.headers.location).toBe('/contact?sent=1');
    const arabic = await postForm({ ...valid, firstName: 'فهد', language: 'ar' });
    expect(arabic.headers.location).toBe('/ar/contact?sent=1');
    expect((await inbox()).map((m) => m.firstName)).toEqual(['فهد', 'Fahad']);
  });

  it('is sent back to the page with the refusal’s code, storing nothing', async () => {
    const refused = await postForm({ ...valid, email: 'nope', language: 'ar' });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/ar/contact?error=invalidEmail');
    // An unknown language comes back to the English page.
    const unknown = await postForm({ ...valid, inquiryType: '', language: 'fr' });
    expect(unknown.headers.location).toBe('/contact?error=inquiryTypeRequired');
    expect(await inbox()).toEqual([]);
  });

  it('is throttled like a sent message', async () => {
    for (let i = 0; i < 10; i += 1) expect((await postForm(valid)).statusCode).toBe(303);
    expect((await postForm(valid)).headers.location).toBe('/contact?error=contactThrottled');
  });

  it('refused, comes back as its page holding what was typed, with the refusal’s status, logged as sent', async () => {
    const lines: string[] = [];
    const site = await startTestServer(
      { logLevel: 'info', logStream: { write: (line) => void lines.push(line) } },
      {
        renderer: {
          assets: { scripts: [], stylesheets: [] },
          // The page, quoting the address it was rendered for.
          render: async ({ request }) =>
            new Response(`<!doctype html><title>contact</title><p>${request.url}</p>`, {
              headers: { 'content-type': 'text/html' },
            }),
        },
      },
    );
    try {
      const refused = await site.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...valid, email: 'nope', language: 'ar' }).toString(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers.location).toBeUndefined();
      const address = new URL(/<p>(.*)<\/p>/.exec(refused.body)?.[1] ?? '');
      expect(address.pathname).toBe('/ar/contact');
      expect(address.searchParams.get('error')).toBe('invalidEmail');
      expect(address.searchParams.get('subject')).toBe(valid.subject);
      // The access log says what was sent, and nothing was answered twice.
      const entries = lines.map(
        (line) => JSON.parse(line) as { level: number; res?: { statusCode: number } },
      );
      expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
      expect(entries.flatMap((entry) => (entry.res ? [entry.res.statusCode] : []))).toEqual([400]);
    } finally {
      await site.close();
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await postForm({ ...valid, message: 'x'.repeat(70_000) });
    expect(res.statusCode).toBe(413);
    expect(await inbox()).toEqual([]);
  });
});

describe('the administrator’s messages', () => {
  it('are kept from anonymous callers (401) and from users who are not administrators (403)', async () => {
    await send(valid);
    for (const [method, url] of [
      ['GET', '/api/contact-messages'],
      ['PATCH', '/api/contact-messages/1'],
      ['DELETE', '/api/contact-messages/1'],
    ] as const) {
      const payload = method === 'PATCH' ? { read: true } : undefined;
      const anonymous = await app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      const user = await app.inject({ method, url, payload, headers: bearer(userToken) });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual(refusal(messages.adminOnly));
    }
    expect(await inbox()).toMatchObject([{ id: 1, read: false }]);
  });

  it('are listed newest first', async () => {
    await send({ ...valid, subject: 'first' });
    time.advance(1000);
    await send({ ...valid, subject: 'second' });
    await send({ ...valid, subject: 'third, same millisecond' });
    expect((await inbox()).map((m) => m.subject)).toEqual(['third, same millisecond', 'second', 'first']);
    expect(await idsOf({ sort: 'date' })).toEqual([1, 2, 3]);
  });

  it('are marked read and unread, and the dashboard counts the unread ones', async () => {
    await send(valid);
    await send(valid);
    expect(await unreadCount()).toBe(2);
    const read = await app.inject({
      method: 'PATCH',
      url: '/api/contact-messages/1',
      headers: bearer(adminToken),
      payload: { read: true },
    });
    expect(read.json()).toEqual({
      success: true,
      message: messages.contactMarkedRead,
      code: 'contactMarkedRead',
    });
    expect((await inbox()).map((m) => [m.id, m.read])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(await unreadCount()).toBe(1);
    const unread = await app.inject({
      method: 'PATCH',
      url: '/api/contact-messages/1',
      headers: bearer(adminToken),
      payload: { read: false },
    });
    expect(unread.json()).toMatchObject({ code: 'contactMarkedUnread' });
    expect(await unreadCount()).toBe(2);
  });

  it('refuses a bad mark with 400 and an unknown message with 404', async () => {
    await send(valid);
    const patch = (url: string, payload: unknown) =>
      app.inject({ method: 'PATCH', url, headers: bearer(adminToken), payload: payload as object });
    expect((await patch('/api/contact-messages/1', { read: 'yes' })).statusCode).toBe(400);
    expect((await patch('/api/contact-messages/1', { read: true, subject: 'x' })).statusCode).toBe(400);
    const badId = await patch('/api/contact-messages/abc', { read: true });
    expect(badId.json()).toEqual(refusal(messages.invalidContactMessageId));
    const missing = await patch('/api/contact-messages/9', { read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal(messages.contactMessageNotFound));
    expect(await inbox()).toMatchObject([{ read: false }]);
  });

  it('are deleted one at a time; a second delete finds nothing', async () => {
    await send({ ...valid, subject: 'keep' });
    await send({ ...valid, subject: 'drop' });
    const del = () =>
      app.inject({ method: 'DELETE', url: '/api/contact-messages/2', headers: bearer(adminToken) });
    expect((await del()).json()).toEqual({
      success: true,
      message: messages.contactDeleted,
      code: 'contactDeleted',
    });
    expect((await inbox()).map((m) => m.subject)).toEqual(['keep']);
    expect((await del()).statusCode).toBe(404);
  });
});

describe('GET /api/contact-messages', () => {
  it('answers 50 messages a page, newest first, with the count and the links to the others', async () => {
    await store(numbered(120));
    const link = (page: number) => `/api/contact-messages?page=${page}&per_page=50`;

    const first = await listing({});
    expect(first.headers['x-total-count']).toBe('120');
    expect(first.json<{ id: number }[]>().map((m) => m.id)).toEqual(downFrom(120, 71));
    expect(linksOf(first.headers.link)).toEqual({ first: link(1), next: link(2), last: link(3) });

    const second = await listing({ page: '2' });
    expect(second.headers['x-total-count']).toBe('120');
    expect(second.json<{ id: number }[]>().map((m) => m.id)).toEqual(downFrom(70, 21));
    expect(linksOf(second.headers.link)).toEqual({
      first: link(1),
      prev: link(1),
      next: link(3),
      last: link(3),
    });

    const third = await listing({ page: '3' });
    expect(third.json<{ id: number }[]>().map((m) => m.id)).toEqual(downFrom(20, 1));
    expect(linksOf(third.headers.link)).toEqual({ first: link(1), prev: link(2), last: link(3) });

    // Past the last page: nothing, with the total and the way back.
    const past = await listing({ page: '4' });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('120');
    expect(linksOf(past.headers.link)).toEqual({ first: link(1), prev: link(3), last: link(3) });
  });

  it('reaches every message, however many came after it', async () => {
    await store(numbered(250));
    expect(await idsOf({ page: '5' })).toEqual(downFrom(50, 1));
    const last = await listing({ page: '3', per_page: '100' });
    expect(last.headers['x-total-count']).toBe('250');
    expect(last.json<{ id: number }[]>().map((m) => m.id)).toEqual(downFrom(50, 1));
    expect(await idsOf({ per_page: '1', sort: 'date' })).toEqual([1]);
  });

  it('sorts by date either way and by the sender’s name, first then last, in any letter case', async () => {
    await store([
      { firstName: 'omar', lastName: 'Zaki' },
      { firstName: 'Ahmad', lastName: 'Saleh' },
      { firstName: 'ahmad', lastName: 'Bakr' },
      { firstName: 'Ziad', lastName: 'Ali' },
      { firstName: 'AHMAD', lastName: 'bakr' },
      // Only A to Z are folded, the same on both databases: other letters come after them.
      { firstName: 'Émile', lastName: 'Roux' },
      { firstName: 'خالد', lastName: 'العتيبي' },
    ]);
    expect(await idsOf({})).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(await idsOf({ sort: '-date' })).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(await idsOf({ sort: 'date' })).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The same names go by id: the order never depends on the database.
    expect(await idsOf({ sort: 'name' })).toEqual([3, 5, 2, 1, 4, 6, 7]);
    expect(await idsOf({ sort: '-name' })).toEqual([7, 6, 4, 1, 2, 5, 3]);
    // The sort is kept in the links, and pages follow it.
    const res = await listing({ sort: 'name', per_page: '2', page: '2' });
    expect(res.json<{ id: number }[]>().map((m) => m.id)).toEqual([2, 1]);
    expect(linksOf(res.headers.link).next).toBe('/api/contact-messages?sort=name&page=3&per_page=2');
  });

  it('finds the messages holding every word searched for, in any field and any letter case', async () => {
    await store([
      { firstName: 'Fahad', subject: 'CPVC pipes for a hospital project', email: 'fahad@example.com' },
      {
        firstName: 'خالد',
        lastName: 'العتيبي',
        email: 'khaled@mail.sa',
        subject: 'استفسار عن مواسير',
        message: 'أريد أسعار المواسير البلاستيكية',
      },
      { subject: 'Valves', message: 'Is there a 100% discount?', email: 'nora_x@example.org' },
      {
        subject: 'Fittings',
        message: 'Need 100 units at C:\\pipes',
        email: 'noraxx@example.org',
        phone: '0551234567',
      },
    ]);
    const found = (q: string) => idsOf({ q });
    expect(await found('hospital')).toEqual([1]);
    expect(await found('HOSPITAL')).toEqual([1]);
    expect(await found('Example.ORG')).toEqual([4, 3]);
    expect(await found('khaled@mail')).toEqual([2]);
    expect(await found('مواسير')).toEqual([2]);
    expect(await found('استفسار عن مواسير')).toEqual([2]);
    expect(await found('العتيبي')).toEqual([2]);
    expect(await found('1234')).toEqual([4]);
    // Every word must be found, each in any field.
    expect(await found('fahad  cpvc')).toEqual([1]);
    expect(await found('استفسار hospital')).toEqual([]);
    expect(await found('unknown')).toEqual([]);
    // Wildcards and the escape character are only themselves.
    expect(await found('100%')).toEqual([3]);
    expect(await found('%')).toEqual([3]);
    expect(await found('nora_x')).toEqual([3]);
    expect(await found('_')).toEqual([3]);
    expect(await found('\\')).toEqual([4]);
    // The first eight words are searched; the rest are left out.
    expect(await found('fahad cpvc pipes for a hospital project example unknown')).toEqual([1]);
    // A blank search is no search.
    expect(await found('   ')).toEqual([4, 3, 2, 1]);
    expect(linksOf((await listing({ q: ' ' })).headers.link).first).toBe(
      '/api/contact-messages?page=1&per_page=50',
    );
  });

  it('counts and pages the messages found, the search kept in the links', async () => {
    await store([...numbered(60), ...Array.from({ length: 60 }, () => ({ subject: 'استفسار عن مواسير' }))]);
    const res = await listing({ q: 'مواسير', page: '2' });
    expect(res.headers['x-total-count']).toBe('60');
    expect(res.json<{ id: number }[]>().map((m) => m.id)).toEqual(downFrom(70, 61));
    const q = encodeURIComponent('مواسير');
    expect(linksOf(res.headers.link)).toEqual({
      first: `/api/contact-messages?q=${q}&page=1&per_page=50`,
      prev: `/api/contact-messages?q=${q}&page=1&per_page=50`,
      last: `/api/contact-messages?q=${q}&page=2&per_page=50`,
    });
  });

  it.each([
    ...badTableQueries('newest'),
    [{ page: '-1' }, messages.pageInvalid],
    [{ page: '1.5' }, messages.pageInvalid],
    [{ page: '100001' }, messages.pageInvalid],
    [{ per_page: '0' }, messages.perPageInvalid],
    [{ per_page: 'all' }, messages.perPageInvalid],
    [{ sort: 'Name' }, messages.invalidValue],
  ])('refuses %j with 400 and its message', async (query, message) => {
    const res = await listing(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });

  it('takes each value at its bounds', async () => {
    await store(numbered(3));
    expect(await idsOf({ page: '100000' })).toEqual([]);
    expect(await idsOf({ per_page: '100' })).toEqual([3, 2, 1]);
    expect(await idsOf({ per_page: '1', page: '3' })).toEqual([1]);
    expect(await idsOf({ q: ` ${'x'.repeat(100)} ` })).toEqual([]);
  });

  it('is refused to anyone but an administrator, whatever the query', async () => {
    await store(numbered(3));
    for (const query of [{ q: 'message', page: '2' }, { page: '0' }] as Record<string, string>[]) {
      const url = `/api/contact-messages?${new URLSearchParams(query)}`;
      const anonymous = await app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['x-total-count']).toBeUndefined();
      const user = await listing(query, userToken);
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual(refusal(messages.adminOnly));
    }
  });
});
