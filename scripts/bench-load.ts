/**
 * `npm run bench:load [-- --duration S --connections N --only sqlite|postgres]`: a soak of mixed
 * traffic on the loopback interface, run the built product's two ways (run `npm run build` first):
 * one process on SQLite, then two processes sharing a throw-away PostgreSQL database (and one media
 * folder). For `--duration` seconds (60), visitors read public pages and the catalogue API over
 * `--connections` connections (100, split between the pages and the API, and between the
 * processes), while one administrator, through the processes in turn, creates, edits, gives a new
 * picture to and deletes products, and creates and deletes news items with pictures.
 *
 * It reports the errors and 5xx answers (the aim is none), p50/p99 per kind of request and process,
 * each process's resident memory at start and at the end, and whether the data is consistent
 * afterwards: the database's own integrity check, no row pointing at a missing file and no file
 * that nothing shows. Writes the tables and the JSON to reports/bench-load/. Linux only (it reads
 * /proc). Exits non-zero when something could not be measured or the data is not consistent.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { DatabaseLocation } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { keptFolders, mediaFolders, storedBaseOf } from '../src/server/media/media-files';
import { shownMedia } from '../src/server/media/sweep';
import { residentBytes } from './process-stats';
import { median, table } from './report-format';
import { createDatabase, postgresMissing, startThrowawayPostgres } from './throwaway-postgres';
import {
  exitUnlessBuilt,
  spawnBuiltServer,
  stopServer,
  throwawayDataDir,
  waitForUrl,
} from './throwaway-server';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    only: { type: 'string' },
  },
});
const durationS = Number(options.duration);
const connections = Number(options.connections);
const outDir = 'reports/bench-load';
const adminPassword = 'bench-load-password-0001';
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);

interface Kind {
  kind: string;
  process: number;
  requests: number;
  errors: number;
  serverErrors: number;
  p50: number;
  p99: number;
}

interface RunResult {
  name: string;
  kinds: Kind[];
  memory: Array<{ process: number; startMb: string; endMb: string }>;
  consistency: { integrity: string; missingFiles: string[]; unshownFiles: string[] };
}

/** The public addresses visitors read: pages in both languages and the catalogue API. */
async function publicPaths(origin: string): Promise<{ pages: string[]; api: string[] }> {
  const products = (await (await fetch(`${origin}/api/products`)).json()) as Array<{ id: number }>;
  const ids = products.slice(0, 8).map((product) => product.id);
  return {
    pages: [
      '/',
      '/ar',
      '/products',
      '/ar/products',
      '/about',
      ...ids.flatMap((id) => [`/products/${id}`, `/ar/products/${id}`]),
    ],
    api: [
      '/api/products',
      '/api/products?lang=ar',
      '/api/news',
      ...ids.map((id) => `/api/products/${id}?lang=ar`),
    ],
  };
}

/** Visitors on one process: `count` connections cycling through `paths`. */
function visitors(origin: string, paths: string[], count: number): Promise<autocannon.Result> {
  return autocannon({
    url: origin,
    connections: count,
    duration: durationS,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

function kindOf(kind: string, processIndex: number, result: autocannon.Result): Kind {
  const serverErrors = result['5xx'];
  return {
    kind,
    process: processIndex + 1,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    serverErrors,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** One administrator's work, through the processes in turn, until `until`. */
async function administrator(origins: string[], until: number): Promise<Kind[]> {
  const tokens = await Promise.all(
    origins.map(async (origin) => {
      const res = await fetch(`${origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: adminPassword }),
      });
      return ((await res.json()) as { token: string }).token;
    }),
  );
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer();
  const timings = new Map<string, { ms: number[]; errors: number; serverErrors: number }>();
  let turn = 0;
  const call = async (kind: string, method: string, url: string, body?: FormData | object) => {
    const at = turn % origins.length;
    turn += 1;
    const started = performance.now();
    const res = await fetch(`${origins[at]}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens[at]}`,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const answer = await res.text();
    const entry = timings.get(kind) ?? { ms: [], errors: 0, serverErrors: 0 };
    entry.ms.push(performance.now() - started);
    if (!res.ok) entry.errors += 1;
    if (res.status >= 500) entry.serverErrors += 1;
    timings.set(kind, entry);
    return res.ok ? JSON.parse(answer) : null;
  };
  const withPicture = (fields: Record<string, string>, name: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set(name, new Blob([picture], { type: 'image/jpeg' }), 'load.jpg');
    return form;
  };
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    const created = await call(
      'admin: create product',
      'POST',
      '/api/products/upload',
      withPicture(
        { name: `Load test pipe ${round}`, description: 'A pipe made during the load test.' },
        'image',
      ),
    );
    if (created?.productId) {
      const id = created.productId as number;
      const product = await call('admin: read product', 'GET', `/api/products/${id}`);
      await call('admin: edit product', 'PUT', `/api/products/${id}`, {
        name: `Load test pipe ${round} (edited)`,
        description: 'Edited during the load test.',
        features: [],
        applications: [],
        certifications: [],
        image: product?.image ?? '',
      });
      await call('admin: new picture', 'POST', `/api/products/${id}/image`, withPicture({}, 'image'));
      await call('admin: delete product', 'DELETE', `/api/products/${id}`);
    }
    const news = await call(
      'admin: create news',
      'POST',
      '/api/news/upload',
      withPicture({ title: `Load test news ${round}`, description: 'Made during the load test.' }, 'image'),
    );
    if (news?.id) await call('admin: delete news', 'DELETE', `/api/news/${news.id}`);
  }
  return [...timings].map(([kind, { ms, errors, serverErrors }]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return {
      kind,
      process: 0,
      requests: ms.length,
      errors,
      serverErrors,
      p50: Math.round(median(sorted)),
      p99: Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0),
    };
  });
}

/** The database's own check, and the media folder against the rows (run with the servers stopped). */
async function consistency(database: DatabaseLocation, mediaDir: string): Promise<RunResult['consistency']> {
  const db = openDatabase(database);
  try {
    let integrity: string;
    if (database.dialect === 'sqlite') {
      const checked = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      const keys = await sql`pragma foreign_key_check`.execute(db);
      integrity = `integrity_check ${checked.rows.map((row) => row.integrity_check).join(', ')}; foreign keys: ${keys.rows.length} broken`;
    } else {
      // PostgreSQL enforces its foreign keys; these count what they would have let through.
      const orphans = await sql<{ count: number }>`
        select (select count(*) from product_translations t where not exists (select 1 from products p where p.id = t.product_id))
             + (select count(*) from sessions s where not exists (select 1 from users u where u.id = s.user_id)) as count`.execute(
        db,
      );
      integrity = `rows without their parent: ${orphans.rows[0]?.count}`;
    }
    const shown = await shownMedia(db);
    const folders = mediaFolders(mediaDir);
    const onDisk = new Set<string>();
    const unshownFiles: string[] = [];
    for (const folder of keptFolders) {
      for (const name of existsSync(folders[folder]) ? readdirSync(folders[folder]) : []) {
        const base = storedBaseOf(name);
        if (base === null) continue;
        onDisk.add(`${folder}/${base}`);
        if (!shown.has(`${folder}/${base}`)) unshownFiles.push(`${folder}/${name}`);
      }
    }
    const missingFiles = [...shown].filter((file) => !onDisk.has(file));
    return { integrity, missingFiles, unshownFiles };
  } finally {
    await db.destroy();
  }
}

async function run(name: string, database: DatabaseLocation, processes: number): Promise<RunResult> {
  const dataDir = throwawayDataDir();
  const mediaDir = path.join(dataDir, 'media');
  const env = {
    ADMIN_PASSWORD: adminPassword,
    MEDIA_DIR: mediaDir,
    DATA_DIR: dataDir,
    ...(database.dialect === 'postgres' ? { DATABASE_URL: database.url } : {}),
  };
  // The first start seeds the samples; the others then start on a full database.
  const servers = [spawnBuiltServer(dataDir, env)];
  const origins = [await waitForUrl(servers[0] as (typeof servers)[0])];
  for (let index = 1; index < processes; index += 1) {
    const server = spawnBuiltServer(dataDir, env);
    servers.push(server);
    origins.push(await waitForUrl(server));
  }
  try {
    const pids = servers.map((server) => server.pid ?? 0);
    const startRss = pids.map(residentBytes);
    const paths = await publicPaths(origins[0] ?? '');
    const share = Math.max(1, Math.floor(connections / 2 / origins.length));
    const until = Date.now() + durationS * 1000;
    const [admin, ...readers] = await Promise.all([
      administrator(origins, until),
      ...origins.flatMap((origin) => [
        visitors(origin, paths.pages, share),
        visitors(origin, paths.api, share),
      ]),
    ]);
    const endRss = pids.map(residentBytes);
    const kinds = [
      ...readers.map((result, index) =>
        kindOf(index % 2 === 0 ? 'public pages' : 'catalogue API', Math.floor(index / 2), result),
      ),
      ...(admin as Kind[]),
    ];
    await Promise.all(servers.map(stopServer));
    return {
      name,
      kinds,
      memory: pids.map((_, index) => ({
        process: index + 1,
        startMb: mb(startRss[index] ?? 0),
        endMb: mb(endRss[index] ?? 0),
      })),
      consistency: await consistency(
        database.dialect === 'sqlite' ? { dialect: 'sqlite', file: path.join(dataDir, 'site.db') } : database,
        mediaDir,
      ),
    };
  } finally {
    await Promise.all(servers.map(stopServer));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(result: RunResult): string {
  const kinds = table([
    ['kind of request', 'process', 'requests', 'errors', '5xx', 'p50 ms', 'p99 ms'],
    ...result.kinds.map((k) => [
      k.kind,
      k.process === 0 ? 'both' : String(k.process),
      String(k.requests),
      String(k.errors),
      String(k.serverErrors),
      String(k.p50),
      String(k.p99),
    ]),
  ]);
  const memory = table([
    ['process', 'resident at start MB', 'at the end MB'],
    ...result.memory.map((m) => [String(m.process), m.startMb, m.endMb]),
  ]);
  const { integrity, missingFiles, unshownFiles } = result.consistency;
  return [
    `## ${result.name}`,
    '',
    kinds,
    '',
    memory,
    '',
    `Database: ${integrity}. Rows pointing at a missing file: ${missingFiles.length}. Files nothing shows: ${unshownFiles.length}.`,
  ].join('\n');
}

exitUnlessBuilt();
const results: RunResult[] = [];
if (options.only !== 'postgres') {
  console.log(`SQLite, one process: ${durationS} s at ${connections} connections…`);
  results.push(await run('SQLite, one process', { dialect: 'sqlite', file: '' }, 1));
}
if (options.only !== 'sqlite') {
  const missing = postgresMissing();
  if (missing !== null) {
    console.log(`PostgreSQL: skipped (${missing}).`);
  } else {
    const postgres = await startThrowawayPostgres();
    try {
      console.log(`PostgreSQL, two processes: ${durationS} s at ${connections} connections…`);
      const url = await createDatabase(postgres.url, 'bench_load');
      results.push(await run('PostgreSQL, two processes', { dialect: 'postgres', url, poolSize: 10 }, 2));
    } finally {
      postgres.stop();
    }
  }
}
const text = results.map(report).join('\n\n');
console.log(`\n${text}`);
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'report.md'), `${text}\n`);
writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(results, null, 2)}\n`);
const inconsistent = results.some(
  (r) =>
    r.consistency.missingFiles.length > 0 ||
    r.consistency.unshownFiles.length > 0 ||
    !/^integrity_check ok; foreign keys: 0 broken$|^rows without their parent: 0$/.test(
      r.consistency.integrity,
    ),
);
process.exit(inconsistent ? 1 : 0);
