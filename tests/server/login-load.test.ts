import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { startTestServer, testMediaDir } from './helpers';

/**
 * Password hashing shares Node's thread pool with file reads and compression. A flood of sign-ins
 * must not make the site's files and pages wait. 2^15 is a quarter of the production memory cost:
 * enough that fifty unbounded hashes keep every thread of the pool busy for seconds (the answers
 * below then take far longer than the bound), and light enough for a CI runner with two cores.
 */
const floodPasswordCost = 15;
const logins = 50;
const boundMs = 200;
/** On a machine busy with other work, the bound stretches to this many times the quiet answer. */
const loadedFactor = 4;

let app: App;
let origin: string;
beforeAll(async () => {
  app = await startTestServer(
    { passwordCost: floodPasswordCost, trustProxy: true },
    {
      renderer: {
        assets: { scripts: [], stylesheets: [] },
        // A page big enough to be compressed as it is sent, which runs on the same thread pool.
        render: async () =>
          new Response(`<!doctype html><title>page</title>${'<p>Pipes and fittings.</p>'.repeat(400)}`, {
            headers: { 'content-type': 'text/html' },
          }),
      },
    },
  );
  const images = path.join(testMediaDir(), 'images');
  mkdirSync(images, { recursive: true });
  writeFileSync(path.join(images, 'flood.png'), Buffer.alloc(256 * 1024, 7));
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

async function timed(url: string) {
  const started = performance.now();
  const res = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

type Timed = Awaited<ReturnType<typeof timed>>;

/**
 * Asks for each address five times, 75 ms apart from 100 ms on (plus its offset), from a client on
 * a thread of its own, as a visitor's browser is elsewhere: reading the answers on the server's
 * own thread would add the client's work to the times it measures.
 */
function measuredElsewhere<K extends string>(asked: Array<[K, string, number]>): Promise<Record<K, Timed[]>> {
  const client = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const timed = async (url) => {
      const started = performance.now();
      const res = await fetch(workerData.origin + url, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };
    const later = (ms, url) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => timed(url));
    Promise.all(
      workerData.asked.map(([, url, offset]) => Promise.all([100, 175, 250, 325, 400].map((ms) => later(ms + offset, url)))),
    ).then((times) => parentPort.postMessage(Object.fromEntries(workerData.asked.map(([key], i) => [key, times[i]]))));`,
    { eval: true, workerData: { origin, asked } },
  );
  return new Promise((resolve, reject) => {
    client.once('message', (times: Record<K, Timed[]>) => {
      void client.terminate();
      resolve(times);
    });
    client.once('error', reject);
  });
}

/** A failed anonymous sign-in from this address: its status and Retry-After. */
async function signIn(username: string, address: string) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password: 'not-a-password' }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

describe('a flood of anonymous sign-ins', () => {
  it('leaves media files and pages answering within 200 ms, and refuses what it cannot queue at once', async () => {
    // Warm up: the first answers of a fresh server compile their serializers, and the first
    // unknown username makes the stand-in hash that later ones are checked against.
    await timed('/media/images/flood.png');
    await timed('/');
    await signIn('someone', '203.0.113.1');
    // The same answers with no sign-in running, the quickest of five: when other work slows the
    // whole machine, the bound grows with it, while seconds behind a saturated pool still fail.
    const quiet = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push((await timed(url)).ms);
      return Math.min(...times);
    };
    const mediaBound = Math.max(boundMs, loadedFactor * (await quiet('/media/images/flood.png')));
    const pageBound = Math.max(boundMs, loadedFactor * (await quiet('/')));

    let lastAnswerAt = 0;
    const flood = Array.from({ length: logins }, (_, i) =>
      signIn(`guest${i}`, `198.51.100.${i + 1}`).then((answer) => {
        lastAnswerAt = performance.now();
        return answer;
      }),
    );
    // While they are checked, the media file and the page are asked for a few times, a little
    // apart: the machine running the tests may stall now and then for other work, so the quickest
    // of the tries counts. Behind a saturated thread pool, every one of them takes seconds.
    // Beside them, an answer that needs no thread of the pool (a database query and a little
    // JSON): how slow the machine itself is at that moment, with the sign-ins' own work on it.
    const { media, pages, health } = await measuredElsewhere([
      ['media', '/media/images/flood.png', 0],
      ['pages', '/', 25],
      ['health', '/api/health', 50],
    ]);
    // A saturated pool keeps the file and the page waiting for seconds while this answers at
    // once; a machine merely busy slows all three alike.
    const busy = loadedFactor * Math.min(...health.map((res) => res.ms));
    const measuredAt = performance.now();
    const answers = await Promise.all(flood);

    // Measured while sign-ins were still being checked.
    expect(lastAnswerAt).toBeGreaterThan(measuredAt);
    expect([...media, ...pages, ...health].every((res) => res.status === 200)).toBe(true);
    expect(Math.min(...media.map((res) => res.ms))).toBeLessThan(Math.max(mediaBound, busy));
    expect(Math.min(...pages.map((res) => res.ms))).toBeLessThan(Math.max(pageBound, busy));
    // The sign-ins that could not be queued were refused without waiting, saying when to come back.
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
  }, 30_000);
});
