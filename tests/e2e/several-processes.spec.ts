/**
 * Two real server processes on different ports, sharing one PostgreSQL database, one media folder
 * and one data folder, behave as one site: what is done through one is seen through the other on
 * its very next request. Runs when `npm test` has a PostgreSQL server (TEST_POSTGRES_URL).
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createDatabase } from '../../scripts/throwaway-postgres';
import { spawnBuiltServer, stopServer, throwawayDataDir, waitForUrl } from '../../scripts/throwaway-server';
import { signInFailuresPerAddress } from '../../src/api/limits';

const postgres = process.env.TEST_POSTGRES_URL;
test.skip(!postgres, 'PostgreSQL is not available (TEST_POSTGRES_URL is not set)');
// One pair of processes for the whole file, its tests in order.
test.describe.configure({ mode: 'serial' });
// Each test is a whole journey through both processes (pages rendered by each, pictures resized),
// beside the rest of the suite on two cores: it is given three times a page test's time.
test.beforeEach(() => test.slow());

const adminPassword = 'two-processes-password-01';
let dataDir: string;
let servers: ChildProcess[] = [];
let one: string;
let other: string;
/** What the processes logged (warnings and errors), shown when a check fails. */
const serverLogs: string[] = [];

test.beforeAll(async () => {
  // Both start at once on an empty database: one applies the migrations, creates the
  // administrator and adds the samples, the other waits for each and adds nothing twice.
  test.setTimeout(240_000);
  dataDir = throwawayDataDir();
  const env = {
    DATABASE_URL: await createDatabase(postgres ?? '', 'two_processes'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminPassword,
  };
  servers = [spawnBuiltServer(dataDir, env), spawnBuiltServer(dataDir, env)];
  for (const [index, server] of servers.entries()) {
    for (const stream of [server.stdout, server.stderr]) {
      stream?.on('data', (chunk: Buffer) =>
        serverLogs.push(`process ${index + 1}: ${chunk.toString().trim()}`),
      );
    }
  }
  [one, other] = (await Promise.all(servers.map(waitForUrl))) as [string, string];
});

test.afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(request: APIRequestContext, origin: string): Promise<string> {
  const res = await request.post(`${origin}/api/login`, {
    data: { username: 'admin', password: adminPassword },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function picture(color: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test('started together, they added the samples once and took one backup', async ({ request }) => {
  for (const origin of [one, other]) {
    // The first page of 24, and the count of all the samples over the pages.
    const answer = await request.get(`${origin}/api/products`);
    expect(await answer.json()).toHaveLength(24);
    expect(answer.headers()['x-total-count']).toBe('40');
  }
  // The automatic backup is due at start: one process claims the hour, the other does not. The
  // backup (a database dump and a copy of the media) takes a while on a busy machine.
  await expect
    .poll(() => readdirSync(path.join(dataDir, 'backups')).filter((n) => !n.startsWith('.')), {
      timeout: 30_000,
    })
    .toHaveLength(1)
    .catch((error: Error) => {
      // What the processes logged (a failed backup, say) is read only once the wait is over.
      throw new Error(`${error.message}\nThe processes logged:\n${serverLogs.join('\n') || '(nothing)'}`);
    });
});

test('a sign-in through one is honoured by the other, and a sign-out through either ends it on both', async ({
  request,
}) => {
  const token = await signIn(request, one);
  const verified = async (origin: string) =>
    (await (await request.get(`${origin}/api/verify-token`, { headers: bearer(token) })).json()).success;
  const dashboard = async (origin: string) =>
    (await request.get(`${origin}/api/admin/stats`, { headers: bearer(token) })).status();
  expect(await verified(other)).toBe(true);
  expect(await dashboard(other)).toBe(200);
  expect((await request.post(`${other}/api/logout`, { headers: bearer(token) })).status()).toBe(200);
  for (const origin of [one, other]) {
    expect(await verified(origin)).toBe(false);
    expect(await dashboard(origin)).toBe(401);
  }
});

test('a product edited, given a new picture and deleted through one shows so on the other at once', async ({
  page,
  request,
}) => {
  const token = await signIn(request, one);
  const [first] = await (await request.get(`${other}/api/products`)).json();
  const productPage = `${other}/products/${first.id}`;
  // The other process has the page rendered and kept before the change.
  await page.goto(productPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);

  const full = await (await request.get(`${one}/api/products/${first.id}`)).json();
  const renamed = `${first.name} (two processes)`;
  const edit = await request.put(`${one}/api/products/${first.id}`, {
    headers: bearer(token),
    data: {
      name: renamed,
      description: full.description,
      features: full.features,
      applications: full.applications,
      certifications: full.certifications,
      image: full.image,
    },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  await page.goto(productPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

  const swap = await request.post(`${one}/api/products/${first.id}/image`, {
    headers: bearer(token),
    multipart: { image: { name: 'blue.png', mimeType: 'image/png', buffer: await picture('#1d4ed8') } },
  });
  expect(swap.status(), await swap.text()).toBe(200);
  const { image } = await swap.json();
  const served = await request.get(`${other}${image}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
  await page.goto(productPage);
  await expect(page.locator(`img[src="${image}"]`).first()).toBeAttached();

  expect((await request.delete(`${one}/api/products/${first.id}`, { headers: bearer(token) })).status()).toBe(
    200,
  );
  const gone = await page.goto(productPage);
  expect(gone?.status()).toBe(404);
  expect((await request.get(`${other}/api/products/${first.id}`)).status()).toBe(404);
});

test('a news item created through one is on the other’s home page, with its picture', async ({
  page,
  request,
}) => {
  const token = await signIn(request, other);
  await page.goto(`${one}/`);
  const created = await request.post(`${other}/api/news/upload`, {
    headers: bearer(token),
    multipart: {
      title: 'Two servers, one site',
      description: 'Published through one process, shown by the other.',
      image: { name: 'green.png', mimeType: 'image/png', buffer: await picture('#15803d') },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const news = await (await request.get(`${one}/api/news`)).json();
  const item = news.find((entry: { title: string }) => entry.title === 'Two servers, one site');
  expect(item).toBeDefined();
  expect((await request.get(`${one}${item.image_path}`)).status()).toBe(200);
  await page.goto(`${one}/`);
  await expect(page.getByText('Two servers, one site').first()).toBeAttached();
});

test('a news item scheduled through one goes live on both at its time, published once', async ({
  request,
}) => {
  const token = await signIn(request, one);
  const created = await request.post(`${one}/api/news/upload`, {
    headers: bearer(token),
    multipart: {
      title: 'Scheduled on two servers',
      status: 'draft',
      image: { name: 'blue.png', mimeType: 'image/png', buffer: await picture('#1d4ed8') },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const scheduled = await request.put(`${other}/api/news/${id}/publication`, {
    headers: bearer(token),
    data: { status: 'scheduled', publish_at: new Date(Date.now() + 3000).toISOString() },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  // Each process looks for what is due every 20 seconds; whichever comes first publishes it.
  const listedBy = async (origin: string) =>
    ((await (await request.get(`${origin}/api/news`)).json()) as { id: number }[]).some(
      (item) => item.id === id,
    );
  for (const origin of [one, other])
    await expect.poll(() => listedBy(origin), { timeout: 40_000, intervals: [1000] }).toBe(true);
  // Both processes kept looking after that: still one publishing, by the server's own schedule.
  const audit = await request.get(`${one}/api/audit?entity=news&entityId=${id}`, { headers: bearer(token) });
  const events = (
    (await audit.json()) as {
      events: { userId: number | null; changes: { field: string; after: unknown }[] }[];
    }
  ).events;
  const publishings = events.filter((event) =>
    event.changes.some((change) => change.field === 'status' && change.after === 'published'),
  );
  expect(publishings).toHaveLength(1);
  expect(publishings[0]?.userId).toBeNull();
});

test('failed sign-ins are counted across both processes', async ({ request }) => {
  // A different username each time, so that only the address's own limit is reached.
  const wrong = (origin: string, attempt: number) =>
    request.post(`${origin}/api/login`, {
      data: { username: `guess${attempt}`, password: 'not-the-password' },
    });
  // Alternating between the processes, the address reaches the limit once for the site.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < signInFailuresPerAddress; attempt += 1)
    statuses.push((await wrong(attempt % 2 === 0 ? one : other, attempt)).status());
  expect(statuses).toEqual(Array(signInFailuresPerAddress).fill(401));
  for (const origin of [one, other]) expect((await wrong(origin, 99)).status()).toBe(429);
});
