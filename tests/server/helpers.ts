import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type MessageId, messages } from '../../src/api/messages';
import type { Role } from '../../src/api/users';
import { createUser } from '../../src/server/accounts/users';
import { type App, buildServer, type PageRendering, type ServerConfig } from '../../src/server/app';
import { serverActor } from '../../src/server/audit/audit-log';
import { serverTestDatabase, testFile } from './test-database';

export const fixtureClientDir = path.resolve('tests/fixtures/client');

/**
 * This test file's MEDIA_DIR, made on first use and removed after the file's tests
 * (`tests/server/setup.ts`). Files run one after another in a worker share this module, so each
 * file's folder is found by the file's path.
 */
const mediaDirs = new Map<string, string>();
export function testMediaDir(): string {
  let dir = mediaDirs.get(testFile());
  if (!dir) {
    dir = mkdtempSync(path.join(tmpdir(), 'media-test-'));
    mediaDirs.set(testFile(), dir);
  }
  return dir;
}

/** Removes this test file's MEDIA_DIR, if it made one. */
export function removeTestMediaDir(): void {
  const dir = mediaDirs.get(testFile());
  if (!dir) return;
  mediaDirs.delete(testFile());
  rmSync(dir, { recursive: true, force: true });
}

/** scrypt at 2^10 instead of 2^17: the same code, a thousandth of the work. */
export const testPasswordCost = 10;

/**
 * A server on a database of its own (in memory, or on PostgreSQL: see test-database.ts) and this
 * file's media folder, for `app.inject`. It renders no pages unless a test hands it a renderer
 * (tests/server/rendering.test.ts passes the app's own).
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  pages: PageRendering = { renderer: null },
) {
  const app = await buildServer(
    {
      database: await serverTestDatabase(),
      // The dashboard measures the data folder's disk; backups go there.
      dataDir: testMediaDir(),
      mediaDir: testMediaDir(),
      clientDir: fixtureClientDir,
      logLevel: 'silent',
      passwordCost: testPasswordCost,
      ...overrides,
    },
    {},
    pages,
  );
  await app.ready();
  return app;
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2030-01-01T09:00:00Z')) {
  let now = start;
  return {
    clock: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Creates a user directly in the database and returns their id. */
export function addUser(app: App, username: string, password: string, role: Role = 'user') {
  return createUser(
    app.db,
    { username, password, full_name: '', email: '', role },
    { now: Date.now(), passwordCost: testPasswordCost, actor: serverActor },
  );
}

/** Signs in through the API and returns the session token. */
export async function signIn(app: App, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/**
 * A test server (`startTestServer`) with its administrator, `admin` (password `admin-password`),
 * signed in: the app, the administrator's id and session token.
 */
export async function startSignedInServer(overrides: Partial<ServerConfig> = {}, pages?: PageRendering) {
  const app = await startTestServer(overrides, pages);
  const adminId = await addUser(app, 'admin', 'admin-password', 'admin');
  return { app, adminId, adminToken: await signIn(app, 'admin', 'admin-password') };
}

/** A user who is not an administrator, `sara` (password `sara-password`), added and signed in: her session token. */
export async function addSignedInUser(app: App) {
  await addUser(app, 'sara', 'sara-password');
  return signIn(app, 'sara', 'sara-password');
}

const idsByText = new Map<string, MessageId>(
  (Object.entries(messages) as Array<[MessageId, string]>).map(([id, text]) => [text, id]),
);

/**
 * The message whose English words these are, or null: the code a caller expects with them. The
 * server never reads a code from words; the tests name messages by their words, which no two share.
 */
export function messageIdOf(text: string): MessageId | null {
  return idsByText.get(text) ?? null;
}

/**
 * The body of a refusal with these English words: its `code` identifies the message (for a list
 * of rule messages joined by ". ", the first), so the site can show it in Arabic.
 */
export function refusal(message: string) {
  const code = [message, ...message.split('. ')].map(messageIdOf).find((id) => id !== null);
  return { success: false, message, code: code ?? 'invalidRequest' };
}

/** The body of a success with these English words, with its `code` as `refusal` gives one. */
export function success(message: string) {
  return { success: true, message, code: messageIdOf(message) };
}

/**
 * What every paged admin table refuses in its query, each with the words of its refusal: `sort`
 * names an order the table does not take.
 */
export function badTableQueries(sort: string): Array<[Record<string, string>, string]> {
  return [
    [{ page: '0' }, messages.pageInvalid],
    [{ page: 'two' }, messages.pageInvalid],
    [{ per_page: '101' }, messages.perPageInvalid],
    [{ sort }, messages.invalidValue],
    [{ q: 'x'.repeat(101) }, messages.searchTooLong],
  ];
}

/** A product row as the admin would have saved it, straight into the database: its id. */
export async function insertProduct(
  app: App,
  { name, category, features = [] }: { name: string; category: string | null; features?: string[] },
): Promise<number> {
  const now = '2030-05-01T10:00:00.000Z';
  const row = await app.db
    .insertInto('products')
    .values({
      name,
      category,
      image: '/media/products/sample.jpg',
      image_variants: '[]',
      description: `${name}, for hot and cold water.`,
      features: JSON.stringify(features),
      applications: '[]',
      certifications: '[]',
      specifications: '[]',
      faqs: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Each link of a paged list's `Link` header by its relation: `{ next: '/api/products?…' }`. */
export function linksOf(header: unknown): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of String(header).split(', ')) {
    const match = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
    if (match?.[1] && match[2]) links[match[2]] = match[1];
  }
  return links;
}

/** What a paged list's headers say: the items over all pages, and each link by its relation. */
export function pageOf(res: { headers: Record<string, unknown> }) {
  return { total: res.headers['x-total-count'], links: linksOf(res.headers.link) };
}
