/**
 * The audit trail: every write route of the server's route table records exactly one event, with
 * the right actor and summary; a refused write records none; no secret ever reaches the trail;
 * administrators read it filtered and paged, and export it as CSV; old events are pruned.
 */

import type { Response as InjectResponse } from 'light-my-request';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditChange, type AuditEvent, auditPageSize } from '../../src/api/audit';
import type { App } from '../../src/server/app';
import { recordAudit, serverActor } from '../../src/server/audit/audit-log';
import { pruneAudit } from '../../src/server/audit/audit-query';
import { addUser, bearer, manualClock, signIn, startTestServer } from './helpers';
import { makeImage, multipart, type Part } from './multipart';

const time = manualClock();
let app: App;
let adminId: number;
let adminToken: string;
let userToken: string;
const adminPassword = 'correct horse battery';
const userPassword = 'plain user password';

beforeAll(async () => {
  app = await startTestServer({ clock: time.clock });
  adminId = await addUser(app, 'noura', adminPassword, 'admin');
  await addUser(app, 'khalid', userPassword, 'user');
  adminToken = await signIn(app, 'noura', adminPassword);
  userToken = await signIn(app, 'khalid', userPassword);
  await addUser(app, 'lina', linaPassword, 'user');
  linaToken = await signIn(app, 'lina', linaPassword);
});
afterAll(() => app.close());

const asAdmin = () => bearer(adminToken);
const postAsAdmin = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: asAdmin(), payload });

async function events(): Promise<AuditEvent[]> {
  const res = await app.inject({ method: 'GET', url: '/api/audit', headers: asAdmin() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ events: AuditEvent[] }>().events;
}

async function newestId(): Promise<number> {
  const row = await app.db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The events written since event `after`, oldest first. */
async function eventsAfter(after: number): Promise<AuditEvent[]> {
  return (await events()).filter((event) => event.id > after).reverse();
}

function textParts(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

async function postForm(url: string, parts: Part[], headers = asAdmin()) {
  const form = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...form.headers, ...headers }, payload: form.payload });
}

const productText = {
  name: 'PPR Pipe PN20',
  category: 'ppr-pipes',
  description: 'Polypropylene pipe for hot and cold water.',
  features: JSON.stringify(['Heat resistant']),
  applications: JSON.stringify(['Hot water']),
  certifications: JSON.stringify(['SASO']),
};

async function createProduct(name = productText.name): Promise<number> {
  const res = await postForm('/api/products/upload', [
    ...textParts({ ...productText, name }),
    { name: 'image', filename: 'pipe.png', contentType: 'image/png', data: await makeImage('png') },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ productId: number }>().productId;
}

async function createNews(title = 'Sudair line opens'): Promise<number> {
  const res = await postForm('/api/news/upload', [
    ...textParts({ title, description: 'A new extrusion line.', alt_text: '' }),
    { name: 'image', filename: 'line.png', contentType: 'image/png', data: await makeImage('png') },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const contactMessage = {
  firstName: 'Faisal',
  lastName: 'Alharbi',
  email: 'faisal@example.com',
  phone: '',
  subject: 'Quote for 110 mm pipes',
  message: 'Please send a quote for 200 metres.',
  inquiryType: 'quote',
};

async function contactId(): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage });
  expect(res.statusCode, res.body).toBe(201);
  const row = await app.db
    .selectFrom('contact_messages')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Write {
  /** Makes the request; the row it acts on is made first (and its events skipped). */
  send: (prepared: number) => Promise<InjectResponse>;
  prepare?: () => Promise<number>;
  expected: Partial<AuditEvent> & Pick<AuditEvent, 'action'>;
  /** Fields the summary names, in any order. */
  fields?: string[];
}

/** Lina turns two-factor sign-in on and off through the write routes that do it. */
let linaToken = '';
let linaSecret: string | null = null;
let linaChallenge = '';
let linaPending = '';
/** Every two-factor secret and challenge handed out: none may reach the trail. */
const issued: string[] = [];
const linaPassword = 'lina password here';
const asLina = () => bearer(linaToken);
const codeNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time.clock() });

async function linaSetup(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/two-factor/setup', headers: asLina() });
  expect(res.statusCode, res.body).toBe(200);
  const { secret } = res.json<{ secret: string }>();
  issued.push(secret);
  return secret;
}

/** Two-factor on for Lina, a code step later than any she used. */
async function linaWithTwoFactor(): Promise<string> {
  if (linaSecret === null) {
    const secret = await linaSetup();
    const res = await app.inject({
      method: 'POST',
      url: '/api/two-factor/confirm',
      headers: asLina(),
      payload: { code: codeNow(secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    linaSecret = secret;
  }
  time.advance(30_000);
  return linaSecret;
}

let subscriber = 0;
let leavingToken = '';
let userNumber = 0;

/**
 * How to make each write route succeed, and the event it must record. A write route added to the
 * server without an entry here fails the first test below.
 */
const writes: Record<string, Write> = {
  'POST /api/login': {
    send: () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'khalid', password: userPassword },
      }),
    expected: { action: 'sign-in.succeeded', username: 'khalid', entity: 'user' },
  },
  'POST /api/logout': {
    prepare: async () => {
      leavingToken = await signIn(app, 'khalid', userPassword);
      return 0;
    },
    send: () => app.inject({ method: 'POST', url: '/api/logout', headers: bearer(leavingToken) }),
    expected: { action: 'sign-out', username: 'khalid' },
  },
  'POST /api/two-factor/setup': {
    send: () => app.inject({ method: 'POST', url: '/api/two-factor/setup', headers: asLina() }),
    expected: { action: 'two-factor.setup-started', entity: 'user', username: 'lina' },
  },
  'POST /api/two-factor/confirm': {
    prepare: async () => {
      if (linaSecret !== null) throw new Error('Lina already has two-factor on');
      linaPending = await linaSetup();
      return 0;
    },
    send: async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/two-factor/confirm',
        headers: asLina(),
        payload: { code: codeNow(linaPending) },
      });
      if (res.statusCode === 200) linaSecret = linaPending;
      return res;
    },
    expected: { action: 'two-factor.enabled', entity: 'user', username: 'lina' },
  },
  'POST /api/login/two-factor': {
    prepare: async () => {
      await linaWithTwoFactor();
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'lina', password: linaPassword },
      });
      linaChallenge = res.json<{ challenge: string }>().challenge;
      issued.push(linaChallenge);
      return 0;
    },
    send: () =>
      app.inject({
        method: 'POST',
        url: '/api/login/two-factor',
        payload: { challenge: linaChallenge, code: codeNow(linaSecret ?? '') },
      }),
    expected: {
      action: 'sign-in.succeeded',
      entity: 'user',
      username: 'lina',
      changes: [{ field: 'step', after: 'code' }],
    },
  },
  'POST /api/two-factor/disable': {
    prepare: async () => {
      await linaWithTwoFactor();
      return 0;
    },
    send: async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/two-factor/disable',
        headers: asLina(),
        payload: { code: codeNow(linaSecret ?? '') },
      });
      linaSecret = null;
      return res;
    },
    expected: { action: 'two-factor.disabled', entity: 'user', username: 'lina' },
  },
  'POST /api/users': {
    send: () => {
      userNumber += 1;
      return app.inject({
        method: 'POST',
        url: '/api/users',
        headers: asAdmin(),
        payload: {
          username: `sara${userNumber}`,
          password: 'a new password',
          role: 'user',
          full_name: 'Sara',
          email: '',
        },
      });
    },
    expected: { action: 'user.created', entity: 'user' },
    fields: ['username', 'full_name', 'role', 'password'],
  },
  'PUT /api/users/:id': {
    prepare: () => addUser(app, `omar${Math.random().toString(36).slice(2, 8)}`, 'old password', 'user'),
    send: (id) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        headers: asAdmin(),
        payload: {
          username: `omar-${id}`,
          full_name: 'Omar',
          email: '',
          role: 'admin',
          password: 'brand new pass',
        },
      }),
    expected: { action: 'user.updated', entity: 'user' },
    fields: ['username', 'full_name', 'role', 'password'],
  },
  'DELETE /api/users/:id': {
    prepare: () => addUser(app, `leaving${Math.random().toString(36).slice(2, 8)}`, 'old password', 'user'),
    send: (id) => app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: asAdmin() }),
    expected: { action: 'user.deleted', entity: 'user' },
  },
  'POST /api/products/upload': {
    send: async () => {
      const form = multipart([
        ...textParts(productText),
        { name: 'image', filename: 'pipe.png', contentType: 'image/png', data: await makeImage('png') },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/products/upload',
        headers: { ...form.headers, ...asAdmin() },
        payload: form.payload,
      });
    },
    expected: { action: 'product.created', entity: 'product', label: productText.name },
    // Its text, its image, and its publication (published, as none was asked for).
    fields: [...Object.keys(productText), 'image', 'status'],
  },
  'PUT /api/products/:id': {
    prepare: () => createProduct('PPR Elbow'),
    send: async (id) => {
      const { image } = await app.db
        .selectFrom('products')
        .select('image')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: asAdmin(),
        payload: {
          ...productText,
          name: 'PPR Elbow 90',
          features: ['Heat resistant', 'Lead free'],
          applications: ['Hot water'],
          certifications: ['SASO'],
          image,
        },
      });
    },
    expected: { action: 'product.updated', entity: 'product', label: 'PPR Elbow 90' },
    fields: ['name', 'features'],
  },
  'PUT /api/products/:id/publication': {
    prepare: () => createProduct('PPR Socket'),
    send: (id) =>
      app.inject({
        method: 'PUT',
        url: `/api/products/${id}/publication`,
        headers: asAdmin(),
        payload: { status: 'scheduled', publish_at: new Date(time.clock() + 60 * 60_000).toISOString() },
      }),
    expected: { action: 'product.updated', entity: 'product', label: 'PPR Socket' },
    fields: ['status', 'publish_at'],
  },
  'POST /api/products/:id/image': {
    prepare: () => createProduct('PPR Tee'),
    send: async (id) =>
      postForm(`/api/products/${id}/image`, [
        {
          name: 'image',
          filename: 'tee.png',
          contentType: 'image/png',
          data: await makeImage('png', { width: 300 }),
        },
      ]),
    expected: { action: 'product.image-replaced', entity: 'product', label: 'PPR Tee' },
    fields: ['image'],
  },
  'DELETE /api/products/:id': {
    prepare: () => createProduct('PPR Cap'),
    send: (id) => app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: asAdmin() }),
    expected: { action: 'product.deleted', entity: 'product', label: 'PPR Cap' },
  },
  // One event for each product the request deletes: here one.
  'POST /api/products/bulk-delete': {
    prepare: () => createProduct('PPR Plug'),
    send: (id) => postAsAdmin('/api/products/bulk-delete', { ids: [id] }),
    expected: { action: 'product.deleted', entity: 'product', label: 'PPR Plug' },
  },
  // One event for each product the request publishes or makes a draft: here one.
  'POST /api/products/bulk-publication': {
    prepare: () => createProduct('PPR Reducer'),
    send: (id) => postAsAdmin('/api/products/bulk-publication', { ids: [id], status: 'draft' }),
    expected: { action: 'product.updated', entity: 'product', label: 'PPR Reducer' },
    fields: ['status'],
  },
  'POST /api/products/:id/translations/:lang': {
    prepare: () => createProduct('PPR Valve'),
    send: (id) =>
      app.inject({
        method: 'POST',
        url: `/api/products/${id}/translations/ar`,
        headers: asAdmin(),
        payload: {
          name: 'محبس بولي بروبيلين',
          description: 'محبس للمياه الساخنة والباردة.',
          features: [],
          applications: [],
          certifications: [],
        },
      }),
    expected: { action: 'product.translation-saved', entity: 'product', label: 'PPR Valve' },
    // The Arabic specifications and FAQ come with a first translation while the English are the defaults.
    fields: ['name', 'description', 'specifications', 'faqs'],
  },
  'POST /api/news/upload': {
    send: async () =>
      postForm('/api/news/upload', [
        ...textParts({ title: 'Big 5 exhibition', description: 'Visit our stand.', alt_text: '' }),
        { name: 'image', filename: 'fair.png', contentType: 'image/png', data: await makeImage('png') },
      ]),
    expected: { action: 'news.created', entity: 'news', label: 'Big 5 exhibition' },
    fields: ['title', 'description', 'alt_text', 'image', 'status'],
  },
  'POST /api/news/video-upload': {
    send: async () => {
      const { makeVideo } = await import('./multipart');
      return postForm('/api/news/video-upload', [
        ...textParts({ title: 'Factory tour', description: '', alt_text: '' }),
        { name: 'video', filename: 'tour.mp4', contentType: 'video/mp4', data: makeVideo('mp4') },
      ]);
    },
    expected: { action: 'news.created', entity: 'news', label: 'Factory tour' },
  },
  'PUT /api/news/:id': {
    prepare: () => createNews('Riyadh branch'),
    send: (id) =>
      app.inject({ method: 'PUT', url: `/api/news/${id}`, headers: asAdmin(), payload: { active: false } }),
    expected: { action: 'news.updated', entity: 'news', label: 'Riyadh branch' },
    fields: ['active'],
  },
  'PUT /api/news/:id/translations/ar': {
    prepare: () => createNews('Riyadh fair'),
    send: (id) =>
      app.inject({
        method: 'PUT',
        url: `/api/news/${id}/translations/ar`,
        headers: asAdmin(),
        payload: { title: 'معرض الرياض', description: '', alt_text: 'جناح الشركة' },
      }),
    expected: { action: 'news.updated', entity: 'news', label: 'Riyadh fair' },
    fields: ['title_ar', 'description_ar', 'alt_text_ar'],
  },
  'PUT /api/news/:id/publication': {
    prepare: () => createNews('Dammam branch'),
    send: (id) =>
      app.inject({
        method: 'PUT',
        url: `/api/news/${id}/publication`,
        headers: asAdmin(),
        payload: { status: 'draft' },
      }),
    expected: { action: 'news.updated', entity: 'news', label: 'Dammam branch' },
    fields: ['status'],
  },
  'DELETE /api/news/:id': {
    prepare: () => createNews('Old news'),
    send: (id) => app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: asAdmin() }),
    expected: { action: 'news.deleted', entity: 'news', label: 'Old news' },
  },
  // One event for each item the request switches or deletes: here one.
  'POST /api/news/bulk-status': {
    prepare: () => createNews('Jeddah office'),
    send: (id) => postAsAdmin('/api/news/bulk-status', { ids: [id], active: false }),
    expected: { action: 'news.updated', entity: 'news', label: 'Jeddah office' },
    fields: ['active'],
  },
  'POST /api/news/bulk-delete': {
    prepare: () => createNews('Dammam fair'),
    send: (id) => postAsAdmin('/api/news/bulk-delete', { ids: [id] }),
    expected: { action: 'news.deleted', entity: 'news', label: 'Dammam fair' },
  },
  'PUT /api/settings': {
    send: async () => {
      const current = (await app.inject({ method: 'GET', url: '/api/settings', headers: asAdmin() })).json<{
        autoBackup: boolean;
      }>();
      return app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: asAdmin(),
        payload: { ...current, autoBackup: !current.autoBackup },
      });
    },
    expected: { action: 'settings.saved', entity: 'settings' },
    fields: ['autoBackup'],
  },
  'POST /api/contact': {
    send: () => app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage }),
    expected: { action: 'contact-message.received', entity: 'contact-message', userId: null, username: null },
  },
  'PATCH /api/contact-messages/:id': {
    prepare: contactId,
    send: (id) =>
      app.inject({
        method: 'PATCH',
        url: `/api/contact-messages/${id}`,
        headers: asAdmin(),
        payload: { read: true },
      }),
    expected: { action: 'contact-message.updated', entity: 'contact-message', label: contactMessage.subject },
    fields: ['read'],
  },
  'DELETE /api/contact-messages/:id': {
    prepare: contactId,
    send: (id) => app.inject({ method: 'DELETE', url: `/api/contact-messages/${id}`, headers: asAdmin() }),
    expected: { action: 'contact-message.deleted', entity: 'contact-message', label: contactMessage.subject },
  },
  'POST /api/subscriptions': {
    send: () => {
      subscriber += 1;
      return app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        payload: { email: `buyer${subscriber}@example.com`, language: 'ar' },
      });
    },
    expected: { action: 'subscription.created', entity: 'subscription', userId: null },
    fields: ['language'],
  },
  'DELETE /api/subscriptions/:id': {
    prepare: async () => {
      subscriber += 1;
      const row = await app.db
        .insertInto('subscriptions')
        .values({
          email: `leaving${subscriber}@example.com`,
          language: 'en',
          created_at: '2030-01-01T09:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    send: (id) => app.inject({ method: 'DELETE', url: `/api/subscriptions/${id}`, headers: asAdmin() }),
    expected: { action: 'subscription.deleted', entity: 'subscription' },
    fields: ['language'],
  },
};

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * Writes that change nothing the site shows or anyone manages: a resumable upload's bytes on their
 * way in (the trail records what is made of them, the news item or product created from them), and
 * a visitor's web vitals added to the day's anonymous counters.
 */
const withoutTrail = new Set([
  'POST /api/uploads',
  'PATCH /api/uploads/:id',
  'DELETE /api/uploads/:id',
  'POST /api/field-vitals',
]);

describe('every write route', () => {
  it('is known to this test, so none can skip the trail', () => {
    const routes = app.routeAccess
      .filter((route) => isWrite(route.method))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !withoutTrail.has(route));
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => !(route in writes))).toEqual([]);
  });

  for (const [route, write] of Object.entries(writes)) {
    it(`${route} records exactly one event, naming who did what`, async () => {
      const prepared = (await write.prepare?.()) ?? 0;
      const before = await newestId();
      time.advance(1000);
      const res = await write.send(prepared);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const written = await eventsAfter(before);
      expect(written).toHaveLength(1);
      const [event] = written as [AuditEvent];
      const byAdmin = write.expected.username === undefined && write.expected.userId === undefined;
      expect(event).toMatchObject({
        at: new Date(time.clock()).toISOString(),
        address: '127.0.0.1',
        ...(byAdmin ? { userId: adminId, username: 'noura' } : {}),
        ...write.expected,
      });
      if (prepared > 0) expect(event.entityId).toBe(prepared);
      if (write.fields)
        expect(event.changes.map((change) => change.field).sort()).toEqual([...write.fields].sort());
    });
  }
});

describe('what an event says', () => {
  it('gives the old and new values of a text field, cut to 200 characters, and names others alone', async () => {
    const id = await createProduct('PPR Coupler');
    const { image } = await app.db
      .selectFrom('products')
      .select('image')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const before = await newestId();
    const long = 'ض'.repeat(300);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: asAdmin(),
      payload: {
        ...productText,
        name: 'PPR Coupler',
        description: long,
        features: ['Lead free'],
        applications: ['Hot water'],
        certifications: ['SASO'],
        image,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = (await eventsAfter(before)) as [AuditEvent];
    expect(event.changes).toEqual([
      { field: 'description', before: productText.description, after: `${'ض'.repeat(199)}…` },
      { field: 'features' },
    ]);
  });

  it('shows where a long text changed, when the change lies past the cut', async () => {
    const id = await createProduct('PPR Union');
    const { image } = await app.db
      .selectFrom('products')
      .select('image')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const long = `${'Polypropylene union for hot and cold water lines. '.repeat(8)}Rated PN16.`;
    const save = async (description: string) => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: asAdmin(),
        payload: {
          ...productText,
          name: 'PPR Union',
          description,
          features: ['Heat resistant'],
          applications: ['Hot water'],
          certifications: ['SASO'],
          image,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save(long);
    const before = await newestId();
    await save(long.replace('PN16', 'PN20'));
    const [event] = (await eventsAfter(before)) as [AuditEvent];
    const [change] = event.changes as [AuditChange];
    expect(change.field).toBe('description');
    expect(change.before).toMatch(/^….*Rated PN16\.$/);
    expect(change.after).toMatch(/^….*Rated PN20\.$/);
    expect(change.after?.length).toBeLessThanOrEqual(200);
  });

  it('names a new password alone', async () => {
    const id = await addUser(app, 'hind', 'first password', 'user');
    const before = await newestId();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: asAdmin(),
      payload: { username: 'hind', full_name: 'Hind', email: '', role: 'user', password: 'second password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = (await eventsAfter(before)) as [AuditEvent];
    expect(event.changes).toEqual([{ field: 'full_name', before: '', after: 'Hind' }, { field: 'password' }]);
  });

  it('keeps a deleted user’s name on their events, and lists them for the filter', async () => {
    const id = await addUser(app, 'temp-admin', 'temporary password', 'admin');
    const token = await signIn(app, 'temp-admin', 'temporary password');
    await app.inject({
      method: 'PUT',
      url: '/api/news/999999',
      headers: bearer(token),
      payload: { active: true },
    });
    const newsId = await createNews('Seen by temp');
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/news/${newsId}`,
      headers: bearer(token),
      payload: { active: false },
    });
    expect(edit.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: asAdmin() })).statusCode,
    ).toBe(200);
    const res = await app.inject({ method: 'GET', url: `/api/audit?user=${id}`, headers: asAdmin() });
    const { events: theirs } = res.json<{ events: AuditEvent[] }>();
    expect(theirs.map((event) => [event.action, event.username])).toEqual([
      ['news.updated', 'temp-admin'],
      ['sign-in.succeeded', 'temp-admin'],
    ]);
    const users = (await app.inject({ method: 'GET', url: '/api/audit/users', headers: asAdmin() })).json();
    expect(users).toContainEqual({ id, username: 'temp-admin' });
  });
});

describe('a refused write', () => {
  const refused: Array<[string, () => Promise<InjectResponse>]> = [
    [
      'a user with a taken name',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/users',
          headers: asAdmin(),
          payload: { username: 'noura', password: 'whatever1', role: 'user', full_name: '', email: '' },
        }),
    ],
    [
      'a user edit by a non-administrator',
      () =>
        app.inject({
          method: 'PUT',
          url: `/api/users/${adminId}`,
          headers: bearer(userToken),
          payload: { username: 'x', role: 'user' },
        }),
    ],
    [
      'deleting oneself',
      () => app.inject({ method: 'DELETE', url: `/api/users/${adminId}`, headers: asAdmin() }),
    ],
    [
      'a product edit without a name',
      () => app.inject({ method: 'PUT', url: '/api/products/1', headers: asAdmin(), payload: { name: '' } }),
    ],
    [
      'a product that does not exist',
      () => app.inject({ method: 'DELETE', url: '/api/products/999999', headers: asAdmin() }),
    ],
    ['a product without an image', () => postForm('/api/products/upload', textParts(productText))],
    ['news without a session', () => app.inject({ method: 'DELETE', url: '/api/news/1' })],
    [
      'a translation of a missing product',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/products/999999/translations/ar',
          headers: asAdmin(),
          payload: {
            name: 'اسم',
            description: 'وصف طويل بما يكفي',
            features: [],
            applications: [],
            certifications: [],
          },
        }),
    ],
    [
      'settings with an unknown switch',
      () =>
        app.inject({
          method: 'PUT',
          url: '/api/settings',
          headers: asAdmin(),
          payload: { autoBackup: true, requireTwoFactor: false, surprise: 1 },
        }),
    ],
    [
      'a contact message without an address',
      () =>
        app.inject({ method: 'POST', url: '/api/contact', payload: { ...contactMessage, email: 'nope' } }),
    ],
    [
      'a message state for a missing message',
      () =>
        app.inject({
          method: 'PATCH',
          url: '/api/contact-messages/999999',
          headers: asAdmin(),
          payload: { read: true },
        }),
    ],
    [
      'an address subscribed twice',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/subscriptions',
          payload: { email: 'buyer1@example.com', language: 'ar' },
        }),
    ],
    [
      'a sign-in without a password',
      () => app.inject({ method: 'POST', url: '/api/login', payload: { username: 'noura', password: '' } }),
    ],
  ];
  for (const [name, send] of refused) {
    it(`records nothing: ${name}`, async () => {
      const before = await newestId();
      const res = await send();
      // The repeated subscription answers as a new one would, and changes nothing.
      if (!name.includes('twice')) expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await eventsAfter(before)).toEqual([]);
    });
  }

  it('records a throttled sender once per window, however many times they are refused', async () => {
    const throttled = await startTestServer({ clock: time.clock });
    try {
      let refusedCount = 0;
      for (let n = 0; n < 12; n += 1) {
        const res = await throttled.inject({
          method: 'POST',
          url: '/api/subscriptions',
          payload: { email: `a${n}@example.com`, language: 'en' },
        });
        if (res.statusCode === 429) refusedCount += 1;
      }
      expect(refusedCount).toBeGreaterThan(1);
      const rows = await throttled.db
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', 'request.throttled')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ address: '127.0.0.1', user_id: null });
      expect(JSON.parse(rows[0]?.changes ?? '')).toEqual([{ field: 'limit', after: 'subscribe' }]);
    } finally {
      await throttled.close();
    }
  });
});

describe('secrets', () => {
  it('never appear in any event', async () => {
    const rows = await app.db.selectFrom('audit_events').selectAll().execute();
    const sessions = await app.db.selectFrom('sessions').select('token_hash').execute();
    const hashes = await app.db.selectFrom('users').select('password_hash').execute();
    const text = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(20);
    expect(issued.length).toBeGreaterThanOrEqual(2);
    for (const secret of [
      adminPassword,
      userPassword,
      'a new password',
      'brand new pass',
      'second password',
      adminToken,
      userToken,
      ...sessions.map((row) => row.token_hash),
      ...hashes.map((row) => row.password_hash),
      'scrypt$',
      ...issued,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
  it('keep a password typed into the username field out of the trail and its export', async () => {
    const typedPassword = 'Sunrise-over-Sudair-1979';
    const before = await newestId();
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: typedPassword, password: typedPassword },
    });
    expect(res.statusCode).toBe(401);
    const [failed] = await eventsAfter(before);
    expect(failed).toMatchObject({
      action: 'sign-in.failed',
      userId: null,
      username: null,
      changes: [
        { field: 'step', after: 'password' },
        { field: 'account', after: 'unknown' },
      ],
    });
    const exported = await app.inject({ method: 'GET', url: '/api/audit/export', headers: asAdmin() });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(typedPassword);
    expect(JSON.stringify(await app.db.selectFrom('audit_events').selectAll().execute())).not.toContain(
      typedPassword,
    );
  });

  it('name the account of a failed sign-in by its own username, however it was typed', async () => {
    const before = await newestId();
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: ' KHALID ', password: 'not his password' },
    });
    expect(res.statusCode).toBe(401);
    const [failed] = await eventsAfter(before);
    expect(failed).toMatchObject({
      action: 'sign-in.failed',
      username: 'khalid',
      entity: 'user',
      changes: [{ field: 'step', after: 'password' }],
    });
  });
});

describe('GET /api/audit', () => {
  it('filters by action, entity and its id, and by whole days, newest first', async () => {
    const id = await createProduct('Filter Pipe');
    time.advance(2 * 24 * 3600_000);
    adminToken = await signIn(app, 'noura', adminPassword);
    userToken = await signIn(app, 'khalid', userPassword);
    await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: asAdmin() });
    const query = async (search: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/audit?${search}`, headers: asAdmin() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ events: AuditEvent[]; total: number }>();
    };
    const history = await query(`entity=product&entityId=${id}`);
    expect(history.events.map((event) => event.action)).toEqual(['product.deleted', 'product.created']);
    expect(history.total).toBe(2);
    const today = new Date(time.clock()).toISOString().slice(0, 10);
    const onlyToday = await query(`entity=product&entityId=${id}&from=${today}&to=${today}`);
    expect(onlyToday.events.map((event) => event.action)).toEqual(['product.deleted']);
    const beforeToday = await query(`entity=product&entityId=${id}&to=2000-01-01`);
    expect(beforeToday).toMatchObject({ events: [], total: 0 });
    const deletions = await query('action=product.deleted');
    expect(deletions.events.every((event) => event.action === 'product.deleted')).toBe(true);
  });

  it('pages by fifty', async () => {
    const current = (await app.inject({ method: 'GET', url: '/api/settings', headers: asAdmin() })).json();
    for (let n = 0; n < auditPageSize + 5; n += 1) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: asAdmin(),
        payload: { ...current, autoBackup: n % 2 === 0 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = (
      await app.inject({ method: 'GET', url: '/api/audit?action=settings.saved', headers: asAdmin() })
    ).json();
    const second = (
      await app.inject({ method: 'GET', url: '/api/audit?action=settings.saved&page=2', headers: asAdmin() })
    ).json();
    expect(first.events).toHaveLength(auditPageSize);
    expect(first.total).toBeGreaterThanOrEqual(auditPageSize + 5);
    expect(second.events.length).toBe(first.total - auditPageSize);
    expect(second.events[0].id).toBeLessThan(first.events.at(-1).id);
  });

  it('refuses bad filters with a clear message, and everyone but administrators', async () => {
    for (const search of [
      'action=nonsense',
      'from=yesterday',
      'to=2026-13-45',
      'from=2026-02-30',
      'page=0',
      'user=abc',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/audit?${search}`, headers: asAdmin() });
      expect(res.statusCode, search).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/audit', headers: bearer(userToken) })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/audit/export' })).statusCode).toBe(401);
  });
});

describe('GET /api/audit/export', () => {
  it('answers the filtered events as CSV, with formula cells neutralised', async () => {
    const id = await createProduct('=HYPERLINK("http://evil.example")');
    const res = await app.inject({
      method: 'GET',
      url: `/api/audit/export?entity=product&entityId=${id}`,
      headers: asAdmin(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('time,user_id,username,address,action,entity,entity_id,label,changes');
    expect(lines[1]).toContain(
      `,${adminId},noura,127.0.0.1,product.created,product,${id},"'=HYPERLINK(""http://evil.example"")",`,
    );
  });
});

describe('retention', () => {
  it('deletes events past it, and records that it did', async () => {
    const pruning = await startTestServer({ clock: time.clock });
    try {
      const taken = (label: string) =>
        recordAudit(pruning.db, {
          actor: serverActor,
          action: 'backup.taken',
          entity: 'backup',
          label,
          at: time.clock(),
        });
      await taken('early');
      time.advance(366 * 24 * 3600_000);
      await taken('late');
      const pruned = await pruneAudit(pruning.db, {
        retentionDays: 365,
        now: time.clock(),
        actor: serverActor,
      });
      expect(pruned).toBe(1);
      const rows = await pruning.db
        .selectFrom('audit_events')
        .select(['action', 'label'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.action, row.label])).toEqual([
        ['backup.taken', 'late'],
        ['audit.pruned', null],
      ]);
      expect(
        await pruneAudit(pruning.db, { retentionDays: 365, now: time.clock(), actor: serverActor }),
      ).toBe(0);
    } finally {
      await pruning.close();
    }
  });
});
