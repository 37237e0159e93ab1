/**
 * `npm run bench [-- --runs N]`: the site's speed benchmark. Lighthouse (mobile, simulated
 * throttling; performance, accessibility, best practices, SEO) measures the production build's
 * home, catalogue and one product page in English and Arabic, N times each (default 3), and prints
 * the medians. It also measures a baseline: a tiny static HTML page served by the same server.
 * This box is shared, noisy and has 2 cores, so absolute milliseconds drift from one invocation to
 * the next; the figure to compare across invocations is each page's LCP as a ratio of the
 * baseline's, measured in the same invocation with the rounds interleaved. Needs `npm run build`
 * first; writes the table, the findings and the full JSON to reports/bench/.
 * Exits non-zero only when something could not be measured, never on a low score.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { chromiumArgs, findChromium } from './chromium';
import { median, table } from './report-format';
import { exitUnlessBuilt, startThrowawayServer } from './throwaway-server';

const outDir = 'reports/bench';
const chromeFlags = ['--headless=new', ...chromiumArgs];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const baselineHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Baseline</title><meta name="description" content="A minimal static page to compare the site's pages against.">
</head><body><h1>Baseline</h1><p>A minimal static page served by the same server, without scripts, styles or images.</p></body></html>
`;

interface Run {
  scores: Record<string, number | null>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
}

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1.');
  process.exit(1);
}
exitUnlessBuilt();

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`${lhr.finalDisplayedUrl}: no value for ${id}`);
  return value;
}

function summarise(lhr: Result): Run {
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  return {
    scores: Object.fromEntries(
      categories.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferKb: numeric(lhr, 'total-byte-weight') / 1024,
  };
}

/**
 * What Lighthouse suggests for one run: performance audits with estimated savings (largest first,
 * in ms of the metric they would improve most, and kB), failing audits of the other categories,
 * and audits that could not run at all.
 */
function findings(lhr: Result) {
  const audits = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => lhr.audits[ref.id] ?? []);
  const opportunities = audits('performance')
    .filter((audit) => audit.score !== 1 && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => {
      const details = audit.details as
        | { overallSavingsMs?: number; overallSavingsBytes?: number }
        | undefined;
      const metrics = Object.entries(audit.metricSavings ?? {}).filter(([, ms]) => (ms ?? 0) > 0);
      const ms = Math.max(details?.overallSavingsMs ?? 0, ...metrics.map(([, value]) => value ?? 0));
      const kb = (details?.overallSavingsBytes ?? 0) / 1024;
      const savings = metrics.map(([metric, value]) => `${metric} ${Math.round(value ?? 0)} ms`).join(', ');
      return { id: audit.id, title: audit.title, ms, kb, savings };
    })
    .filter((item) => item.ms > 0 || item.kb > 0)
    .sort((a, b) => b.ms - a.ms || b.kb - a.kb)
    .slice(0, 5);
  const failing = categories.slice(1).flatMap((category) =>
    audits(category)
      .filter((audit) => typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => ({ category, id: audit.id, title: audit.title })),
  );
  const errored = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => audit.id);
  return { opportunities, failing, errored };
}

function findingsText(name: string, found: ReturnType<typeof findings>): string {
  return [
    `${name}:`,
    ...found.opportunities.map(
      (o) =>
        `  save ~${Math.round(o.ms)} ms${o.savings ? ` (${o.savings})` : ''}, ${Math.round(o.kb)} kB: ${o.title}`,
    ),
    ...found.failing.map((f) => `  failing (${f.category}): ${f.title}`),
    ...(found.errored.length ? [`  could not run: ${found.errored.join(', ')}`] : []),
  ].join('\n');
}

/** One Lighthouse run of one URL, in the Chrome already started. */
async function measure(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: categories });
  if (!result) throw new Error(`${url}: Lighthouse returned no result.`);
  return result.lhr;
}

// The server found its files at start-up: a rebuild during the run makes pages miss their scripts.
const buildTime = () => statSync('dist/client/.vite/manifest.json').mtimeMs;
const builtAt = buildTime();
const started = Date.now();
mkdirSync(outDir, { recursive: true });
const server = await startThrowawayServer();
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  // The throw-away media folder is served by the same process as the pages: the baseline lives there.
  writeFileSync(path.join(server.dataDir, 'media', 'baseline.html'), baselineHtml);
  const products = (await (await fetch(`${server.url}/api/products`)).json()) as { id: number }[];
  const productId = products[0]?.id;
  if (productId === undefined) throw new Error('GET /api/products returned no product.');
  const pages: Record<string, string> = {
    baseline: '/media/baseline.html',
    home: '/',
    'home ar': '/ar',
    products: '/products',
    'products ar': '/ar/products',
    product: `/products/${productId}`,
    'product ar': `/ar/products/${productId}`,
  };
  const results = new Map(Object.keys(pages).map((name) => [name, [] as { run: Run; lhr: Result }[]]));
  chrome = await chromeLauncher.launch({ chromePath: findChromium() ?? '/usr/bin/chromium', chromeFlags });
  // Rounds interleave the pages, so a noisy minute slows the baseline as much as the pages.
  for (let round = 1; round <= runs; round++) {
    for (const [name, pagePath] of Object.entries(pages)) {
      process.stdout.write(`round ${round}/${runs}: ${name} (${pagePath})… `);
      // Lighthouse sometimes loses a trace (NO_NAVSTART and the like) and asks to be run again.
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const lhr = await measure(`${server.url}${pagePath}`, chrome.port);
          const run = summarise(lhr);
          results.get(name)?.push({ run, lhr });
          console.log(`LCP ${Math.round(run.lcp)} ms`);
          break;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (attempt === 2) failed = true;
          process.stdout.write(attempt === 2 ? `failed: ${message}\n` : 'retrying… ');
        }
      }
    }
  }

  const baselineLcp = median(results.get('baseline')?.map(({ run }) => run.lcp) ?? []);
  const rows = [
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'kB', 'LCP ×base'],
  ];
  const report: Record<
    string,
    { path?: string; lcpRatio: number; runs: Run[]; findings: ReturnType<typeof findings> }
  > = {};
  for (const [name, measured] of results) {
    // The run with the median LCP stands for the page: its findings and its full Lighthouse report.
    const typical = [...measured].sort((a, b) => a.run.lcp - b.run.lcp)[(measured.length - 1) >> 1];
    if (!typical) continue;
    const med = (pick: (run: Run) => number) => median(measured.map(({ run }) => pick(run)));
    const lcp = med((run) => run.lcp);
    rows.push([
      `${name} ${pages[name]}`,
      ...categories.map((id) => String(med((run) => run.scores[id] ?? Number.NaN))),
      med((run) => run.fcp).toFixed(0),
      lcp.toFixed(0),
      med((run) => run.tbt).toFixed(0),
      med((run) => run.cls).toFixed(3),
      med((run) => run.transferKb).toFixed(0),
      `${(lcp / baselineLcp).toFixed(2)}×`,
    ]);
    const file = path.join(outDir, name.replace(' ', '-'));
    writeFileSync(`${file}.html`, generateReport(typical.lhr, 'html'));
    writeFileSync(`${file}.json`, JSON.stringify(typical.lhr));
    report[name] = {
      path: pages[name],
      lcpRatio: lcp / baselineLcp,
      runs: measured.map(({ run }) => run),
      findings: findings(typical.lhr),
    };
  }
  const rebuilt = buildTime() !== builtAt;
  if (rebuilt) failed = true;
  const seconds = Math.round((Date.now() - started) / 1000);
  const summary = [
    table(rows),
    `Medians of ${runs} run(s); LCP ×base = median LCP / the baseline page's median LCP. ` +
      `Lighthouse 12.2.3, mobile, simulated throttling. Wall time ${seconds} s.` +
      (rebuilt
        ? '\nINVALID: dist/ was rebuilt during the run, so these figures mix two builds: run it again.'
        : ''),
    ...Object.entries(report).map(([name, entry]) => findingsText(name, entry.findings)),
  ].join('\n\n');
  console.log(`\n${summary}`);
  writeFileSync(path.join(outDir, 'bench.md'), `${summary}\n`);
  writeFileSync(
    path.join(outDir, 'bench.json'),
    `${JSON.stringify({ runs, seconds, pages: report }, null, 2)}\n`,
  );
  console.log(
    `\nFull results in ${outDir}/: bench.md, bench.json, and each page's median run as Lighthouse JSON and HTML.`,
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  chrome?.kill();
  server.stop();
}
process.exit(failed ? 1 : 0);
