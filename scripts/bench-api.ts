/**
 * `npm run bench:api [-- --duration S --warmup S --rounds N]`: how fast the built server answers.
 * `npm run bench:catalogue [-- --products N …]` measures the same way on a catalogue grown to N
 * products (10,000 unless given; scripts/catalogue-at-scale.ts): its pages, a page deep in the
 * list, a search page, the search and suggestion answers, and the judged queries
 * (tests/fixtures/judged-queries.json), each of which must find its product in the first three;
 * then Lighthouse (mobile, `--lighthouse-runs N` times each, 3 unless given, 0 for none) on a
 * catalogue page and a search page in both languages (scripts/lighthouse-pages.ts).
 * It starts the built server on a throw-away database and media folder (scripts/throwaway-server.ts):
 * once to create and seed them, then three timed starts on the existing database (spawn until
 * `/api/health` answers; the median counts), reading the resident memory of each once it is idle.
 * The last one stays up and autocannon (50 connections, no Accept-Encoding, so nothing is
 * compressed) loads each target with a warm-up before every measurement. Each target has a
 * ceiling measured in the same run: a bare Fastify server in its own process sending the same
 * bytes (fetched once from the product) as a constant (scripts/bench-ceiling.ts). Rounds alternate
 * target and ceiling so the machine's noise hits both; the figure to compare across runs is the
 * ratio to the ceiling. The server's resident memory is sampled every 200 ms under load.
 * Builds nothing; writes the table and the JSON to reports/bench-api/. Linux only (it reads /proc).
 * Exits non-zero only when something could not be measured, never on a missed target.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/connection';
import { growCatalogue } from './catalogue-at-scale';
import { measurePages, pageSummary, writeBaseline, writeLighthouseReports } from './lighthouse-pages';
import { peakResidentBytes, processorMs, residentBytes } from './process-stats';
import { median, table } from './report-format';
import {
  exitUnlessBuilt,
  spawnBuiltServer,
  stopServer,
  throwawayDataDir,
  waitForUrl,
} from './throwaway-server';

/** `--catalogue`: the catalogue at scale rather than the sample site. */
const catalogueMode = process.argv.includes('--catalogue');
const outDir = catalogueMode ? 'reports/bench-catalogue' : 'reports/bench-api';
const connections = 50;
const starts = 3;
const sampleMs = 200;
const mb = (bytes: number) => bytes / (1024 * 1024);

interface Target {
  name: string;
  path: string;
  /** Most bytes the answer may have, when the goal sets one. */
  maxBytes?: number;
  /** The least share of its ceiling's requests per second. */
  minRatio: number;
  /** The most p99 latency, in ms. */
  maxP99: number;
}

const siteTargets: Target[] = [
  { name: 'server-rendered /', path: '/', minRatio: 0.5, maxP99: 50 },
  { name: 'server-rendered /ar/products', path: '/ar/products', minRatio: 0.5, maxP99: 50 },
  {
    name: 'GET /api/products?lang=ar',
    path: '/api/products?lang=ar',
    maxBytes: 30 * 1024,
    minRatio: 0.6,
    maxP99: 25,
  },
  { name: 'GET /api/products/1?lang=ar', path: '/api/products/1?lang=ar', minRatio: 0.6, maxP99: 25 },
];
/** The catalogue's pages as a phone loads them: deep in the list and a search, in both languages. */
const cataloguePages = {
  'catalogue page 3': '/products?page=3',
  'catalogue page 3 ar': '/ar/products?page=3',
  search: '/products?q=pipe',
  'search ar': `/ar/products?q=${encodeURIComponent('مواسير')}`,
};
const lighthouseGoals = { performance: 90, tbtMs: 200 };
const lighthouseRunsArg = process.argv.indexOf('--lighthouse-runs');
const lighthouseRuns = lighthouseRunsArg === -1 ? 3 : Number(process.argv[lighthouseRunsArg + 1]);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0) {
  console.error('--lighthouse-runs takes a whole number (0 for none).');
  process.exit(1);
}

/**
 * Lighthouse on the catalogue's pages, with the baseline page beside them: each page's median
 * performance score, TBT, LCP (and as a ratio of the baseline's) and CLS against the goals.
 */
async function catalogueLighthouse(serverUrl: string, mediaDir: string) {
  const pages = { baseline: writeBaseline(mediaDir), ...cataloguePages };
  const { measured, failed: lost } = await measurePages(serverUrl, pages, lighthouseRuns);
  const baselineLcp = pageSummary(measured.get('baseline') ?? []).lcp;
  const rows = [['page', 'perf', 'TBT ms', 'LCP ms', 'LCP ×base', 'CLS', 'goal', 'met']];
  const report: Record<string, ReturnType<typeof pageSummary>['scores'] & { tbt: number; lcp: number }> = {};
  for (const [name, runs] of measured) {
    const { typical, scores, tbt, lcp, cls } = pageSummary(runs);
    if (!typical || name === 'baseline') continue;
    writeLighthouseReports(outDir, name, typical.lhr);
    const performance = scores.performance ?? Number.NaN;
    rows.push([
      `${name} ${decodeURIComponent(pages[name as keyof typeof pages])}`,
      String(performance),
      tbt.toFixed(0),
      lcp.toFixed(0),
      `${(lcp / baselineLcp).toFixed(2)}×`,
      cls.toFixed(3),
      `perf ≥ ${lighthouseGoals.performance}, TBT ≤ ${lighthouseGoals.tbtMs} ms`,
      met(performance >= lighthouseGoals.performance && tbt <= lighthouseGoals.tbtMs),
    ]);
    report[name] = { ...scores, tbt, lcp };
  }
  return { rows, report, lost };
}
const siteGoals = { startMs: 1500, idleMb: 120, loadMb: 250 };

/** A page of the catalogue's HTML holds at most this, whatever the catalogue's size. */
const catalogueHtmlBytes = 100 * 1024;
const catalogueTargets = (products: number): Target[] => [
  {
    name: 'server-rendered /ar/products',
    path: '/ar/products',
    maxBytes: catalogueHtmlBytes,
    minRatio: 0.5,
    maxP99: 50,
  },
  {
    name: `server-rendered /ar/products?page=${Math.min(50, Math.ceil(products / 24))}`,
    path: `/ar/products?page=${Math.min(50, Math.ceil(products / 24))}`,
    maxBytes: catalogueHtmlBytes,
    minRatio: 0.5,
    maxP99: 50,
  },
  {
    name: 'server-rendered /ar/products?q=مواسير',
    path: `/ar/products?q=${encodeURIComponent('مواسير')}`,
    maxBytes: catalogueHtmlBytes,
    minRatio: 0,
    maxP99: 50,
  },
  {
    name: 'GET /api/products/suggestions?q=موا',
    path: `/api/products/suggestions?q=${encodeURIComponent('موا')}&lang=ar`,
    minRatio: 0,
    maxP99: 30,
  },
  {
    name: 'GET /api/products?q=مواسير ٢٥ مم',
    path: `/api/products?q=${encodeURIComponent('مواسير ٢٥ مم')}&lang=ar`,
    minRatio: 0,
    maxP99: 30,
  },
];
const catalogueGoals = { startMs: 1500, idleMb: 150, loadMb: 300 };
const goals = catalogueMode ? catalogueGoals : siteGoals;

/** A whole number of at least `min` after `--name`, or the default. */
function option(name: string, fallback: number, min: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} takes a whole number of at least ${min}.`);
    process.exit(1);
  }
  return value;
}

const durationS = option('duration', 20, 1);
const productCount = option('products', 10_000, 40);
const targets = catalogueMode ? catalogueTargets(productCount) : siteTargets;
const warmupS = option('warmup', 5, 0);
const rounds = option('rounds', 2, 1);

exitUnlessBuilt();

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** One GET without Accept-Encoding: the answer's status, content type and exact bytes. */
function get(url: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? 'application/octet-stream',
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Milliseconds from spawning the server on the existing database to its health check answering. */
async function timedStart(
  dataDir: string,
): Promise<{ server: ChildProcess; ms: number; cpuMs: number; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawnBuiltServer(dataDir, { PORT: String(port) });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  while (performance.now() - started < 60_000) {
    if (exited) throw new Error(`The server exited with ${server.exitCode} before it answered`);
    const answered = await get(`${url}/api/health`).then(
      ({ status }) => status === 200,
      () => false,
    );
    if (answered) {
      const ms = performance.now() - started;
      return { server, ms, cpuMs: processorMs(server.pid ?? 0), url };
    }
    await sleep(10);
  }
  await stopServer(server);
  throw new Error('The server did not answer /api/health within a minute');
}

/** A ceiling process for a target's bytes; answers its address. */
async function startCeiling(dir: string, index: number, target: Target, type: string, body: Buffer) {
  const bodyFile = path.join(dir, `ceiling-${index}.body`);
  writeFileSync(bodyFile, body);
  const routePath = target.path.split('?')[0] ?? '/';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-ceiling.ts', bodyFile, type, routePath],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /listening (\d+)/.exec(chunk.toString());
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`The ceiling server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}${target.path}` };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * A warm-up (its figures dropped), then the measured load. A server slower than the load leaves
 * requests queued when autocannon hangs up; it works them off (until its health check answers)
 * before the next measurement, so that no figure pays for the one before it.
 */
async function load(url: string, settle: () => Promise<unknown>): Promise<Run> {
  if (warmupS > 0) {
    await autocannon({ url, connections, duration: warmupS });
    await settle();
  }
  const result = await autocannon({ url, connections, duration: durationS });
  await settle();
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts timeouts among the errors, and answers other than 2xx apart.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** "24–28" for the rounds' spread, or one figure when they agree. */
function spread(values: number[], digits = 0): string {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}–${high}`;
}

const met = (ok: boolean) => (ok ? 'yes' : 'no');
const reportName = catalogueMode ? 'bench-catalogue' : 'bench-api';

/**
 * Each judged query against the running server: is its product among the first three? Each is
 * asked once, so none is answered from the kept searches: their times are what a query nobody
 * typed before costs, one at a time.
 */
async function judgeQueries(serverUrl: string) {
  const queries: { query: string; expect: string }[] = JSON.parse(
    readFileSync('tests/fixtures/judged-queries.json', 'utf8'),
  );
  const missed: string[] = [];
  const coldMs: number[] = [];
  for (const { query, expect } of queries) {
    const asked = performance.now();
    const answer = await get(`${serverUrl}/api/products?q=${encodeURIComponent(query)}&per_page=3`);
    coldMs.push(performance.now() - asked);
    const names = (JSON.parse(answer.body.toString()) as { name: string }[]).map((p) => p.name);
    // A variant is named after its sample: "PPR Pipe … – 25 mm, PN10, …" finds "PPR Pipe …".
    if (!names.some((name) => name === expect || name.startsWith(`${expect} – `)))
      missed.push(`${query} → ${expect}`);
  }
  coldMs.sort((a, b) => a - b);
  const at = (share: number) => coldMs[Math.min(coldMs.length - 1, Math.floor(share * coldMs.length))] ?? 0;
  return {
    total: queries.length,
    found: queries.length - missed.length,
    missed,
    cold: { p50: at(0.5), p99: at(0.99), max: coldMs.at(-1) ?? 0 },
  };
}

const startedAt = Date.now();
const dataDir = throwawayDataDir();
const children: ChildProcess[] = [];
let sampler: NodeJS.Timeout | undefined;
let failed = false;
try {
  mkdirSync(outDir, { recursive: true });
  console.log('First start: creating and seeding the throw-away database…');
  const first = spawnBuiltServer(dataDir);
  children.push(first);
  await waitForUrl(first);
  await stopServer(first);
  if (catalogueMode) {
    const grownAt = performance.now();
    console.log(`Growing the catalogue to ${productCount.toLocaleString('en')} products…`);
    const db = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'site.db') });
    await growCatalogue(db, productCount);
    await db.destroy();
    console.log(`  done in ${((performance.now() - grownAt) / 1000).toFixed(0)} s`);
  }

  const startMs: number[] = [];
  const startCpuMs: number[] = [];
  const idleBytes: number[] = [];
  let running: Awaited<ReturnType<typeof timedStart>> | undefined;
  for (let start = 1; start <= starts; start++) {
    if (running) await stopServer(running.server);
    running = await timedStart(dataDir);
    children.push(running.server);
    startMs.push(running.ms);
    startCpuMs.push(running.cpuMs);
    // Idle: once what the start scheduled after listening has run.
    await sleep(1000);
    idleBytes.push(residentBytes(running.server.pid ?? 0));
    console.log(
      `Start ${start}/${starts}: ${running.ms.toFixed(0)} ms (${running.cpuMs} ms of processor time), ${mb(idleBytes.at(-1) ?? 0).toFixed(1)} MB idle`,
    );
  }
  if (!running?.server.pid) throw new Error('No server is running');
  const { url: serverUrl } = running;
  const pid = running.server.pid;
  const settle = () => get(`${serverUrl}/api/health`);

  const measured = await Promise.all(
    targets.map(async (target, index) => {
      const answer = await get(`${serverUrl}${target.path}`);
      if (answer.status !== 200) throw new Error(`GET ${target.path} answered ${answer.status}`);
      const ceiling = await startCeiling(dataDir, index, target, answer.type, answer.body);
      children.push(ceiling.child);
      return {
        target,
        bytes: answer.body.length,
        ceilingUrl: ceiling.url,
        runs: [] as Run[],
        ceilingRuns: [] as Run[],
      };
    }),
  );

  let peakBytes = residentBytes(pid);
  sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, residentBytes(pid));
  }, sampleMs);
  for (let round = 1; round <= rounds; round++) {
    for (const entry of measured) {
      process.stdout.write(`round ${round}/${rounds}: ${entry.target.name}… `);
      const run = await load(`${serverUrl}${entry.target.path}`, settle);
      entry.runs.push(run);
      process.stdout.write(`${run.rps.toFixed(0)} req/s; ceiling… `);
      const ceilingRun = await load(entry.ceilingUrl, settle);
      entry.ceilingRuns.push(ceilingRun);
      console.log(`${ceilingRun.rps.toFixed(0)} req/s`);
    }
  }
  clearInterval(sampler);
  const highWaterBytes = peakResidentBytes(pid);
  const judged = catalogueMode ? await judgeQueries(serverUrl) : null;
  const lighthouse =
    catalogueMode && lighthouseRuns > 0
      ? await catalogueLighthouse(serverUrl, path.join(dataDir, 'media'))
      : null;
  if (lighthouse?.lost) failed = true;

  const rows = [
    ['target', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling req/s', '× ceiling', 'goal', 'met'],
  ];
  const report = measured.map(({ target, bytes, runs, ceilingRuns }) => {
    // Each round's ratio is to the ceiling measured beside it.
    const ratios = runs.map((run, i) => run.rps / (ceilingRuns[i]?.rps ?? Number.NaN));
    const ratio = median(ratios);
    const p99 = median(runs.map((run) => run.p99));
    const errors = runs.reduce((sum, run) => sum + run.errors, 0);
    const timeouts = runs.reduce((sum, run) => sum + run.timeouts, 0);
    const goal = [
      ...(target.maxBytes ? [`≤ ${target.maxBytes / 1024} KB`] : []),
      `≥ ${target.minRatio}×`,
      `p99 < ${target.maxP99} ms`,
      '0 errors',
    ].join(', ');
    const ok =
      (target.maxBytes === undefined || bytes <= target.maxBytes) &&
      ratio >= target.minRatio &&
      p99 < target.maxP99 &&
      errors === 0;
    rows.push([
      target.name,
      bytes.toLocaleString('en'),
      spread(runs.map((run) => run.rps)),
      spread(runs.map((run) => run.p50)),
      spread(runs.map((run) => run.p99)),
      timeouts > 0 ? `${errors} (${timeouts} timeouts)` : String(errors),
      spread(ceilingRuns.map((run) => run.rps)),
      `${ratio.toFixed(2)}×`,
      goal,
      met(ok),
    ]);
    return { ...target, bytes, ratio, ratios, met: ok, runs, ceilingRuns };
  });
  const start = median(startMs);
  const idle = mb(median(idleBytes));
  const peak = mb(peakBytes);
  const serverRows = [
    ['server', 'measured', 'goal', 'met'],
    [
      `start, existing database (median of ${starts})`,
      `${(start / 1000).toFixed(2)} s (${spread(
        startMs.map((ms) => ms / 1000),
        2,
      )} s)`,
      `≤ ${goals.startMs / 1000} s`,
      met(start <= goals.startMs),
    ],
    [
      'processor time of that start (user + system, median)',
      `${(median(startCpuMs) / 1000).toFixed(2)} s`,
      '',
      '',
    ],
    [
      'resident memory idle (median)',
      `${idle.toFixed(0)} MB`,
      `≤ ${goals.idleMb} MB`,
      met(idle <= goals.idleMb),
    ],
    [
      `resident memory under load (peak, every ${sampleMs} ms)`,
      `${peak.toFixed(0)} MB`,
      `≤ ${goals.loadMb} MB`,
      met(peak <= goals.loadMb),
    ],
    ['resident memory high-water mark (VmHWM)', `${mb(highWaterBytes).toFixed(0)} MB`, '', ''],
  ];
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const judgedRows = judged
    ? [
        ['judged queries (tests/fixtures/judged-queries.json)', 'measured', 'goal', 'met'],
        [
          `expected product in the first three, of ${judged.total}`,
          `${judged.found} (${((judged.found / judged.total) * 100).toFixed(0)} %)`,
          '100 %',
          met(judged.found === judged.total),
        ],
        ...judged.missed.map((query) => [`  missed: ${query}`, '', '', '']),
        [
          'each asked once (never kept): p50 / p99 / slowest',
          `${judged.cold.p50.toFixed(1)} / ${judged.cold.p99.toFixed(1)} / ${judged.cold.max.toFixed(1)} ms`,
          '',
          '',
        ],
      ]
    : null;
  const summary = [
    ...(catalogueMode ? [`Catalogue of ${productCount.toLocaleString('en')} products (SQLite).`] : []),
    table(rows),
    table(serverRows),
    ...(judgedRows ? [table(judgedRows)] : []),
    ...(lighthouse
      ? [
          `${table(lighthouse.rows)}\n\nLighthouse 12.2.3, mobile, simulated throttling, median of ${lighthouseRuns}; ` +
            'LCP ×base is the ratio to a tiny static page served by the same server in the same rounds.',
        ]
      : []),
    `autocannon 8, ${connections} connections, no Accept-Encoding; ${warmupS} s warm-up and ${durationS} s measured ` +
      `per figure, ${rounds} round(s) alternating each target with its ceiling (a bare Fastify route sending ` +
      `the same bytes). Spreads are min–max over the rounds; × ceiling is the median of each round's ratio. ` +
      `The start's processor time is what the start itself cost: on a machine shared with other work ` +
      `the wall time also counts the waiting for a core. Node ${process.version}. Wall time ${seconds} s.`,
  ].join('\n\n');
  console.log(`\n${summary}`);
  writeFileSync(path.join(outDir, `${reportName}.md`), `${summary}\n`);
  writeFileSync(
    path.join(outDir, `${reportName}.json`),
    `${JSON.stringify(
      {
        method: { connections, warmupS, durationS, rounds, node: process.version },
        seconds,
        targets: report,
        server: { startMs, startCpuMs, idleBytes, peakBytes, highWaterBytes },
        ...(catalogueMode ? { products: productCount, judged, lighthouse: lighthouse?.report } : {}),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to ${outDir}/: ${reportName}.md, ${reportName}.json.`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  clearInterval(sampler);
  await Promise.all(children.map(stopServer));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
