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
import {
  categories,
  earlyBytes,
  findings,
  findingsText,
  measurePages,
  pageSummary,
  type Run,
  writeBaseline,
  writeLighthouseReports,
} from './lighthouse-pages';
import { median, table } from './report-format';
import { exitUnlessBuilt, startThrowawayServer } from './throwaway-server';

const outDir = 'reports/bench';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1.');
  process.exit(1);
}
exitUnlessBuilt();

// The server found its files at start-up: a rebuild during the run makes pages miss their scripts.
const buildTime = () => statSync('dist/client/.vite/manifest.json').mtimeMs;
const builtAt = buildTime();
const started = Date.now();
mkdirSync(outDir, { recursive: true });
const server = await startThrowawayServer();
let failed = false;
try {
  // The throw-away media folder is served by the same process as the pages: the baseline lives there.
  const products = (await (await fetch(`${server.url}/api/products`)).json()) as { id: number }[];
  const productId = products[0]?.id;
  if (productId === undefined) throw new Error('GET /api/products returned no product.');
  const pages: Record<string, string> = {
    baseline: writeBaseline(path.join(server.dataDir, 'media')),
    home: '/',
    'home ar': '/ar',
    products: '/products',
    'products ar': '/ar/products',
    product: `/products/${productId}`,
    'product ar': `/ar/products/${productId}`,
  };
  const { measured: results, failed: lost } = await measurePages(server.url, pages, runs);
  if (lost) failed = true;

  const baselineLcp = median(results.get('baseline')?.map(({ run }) => run.lcp) ?? []);
  const rows = [
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'kB', 'LCP ×base'],
  ];
  const report: Record<
    string,
    {
      path?: string;
      lcpRatio: number;
      runs: Run[];
      findings: ReturnType<typeof findings>;
      earlyBytes: string;
    }
  > = {};
  for (const [name, measured] of results) {
    const { typical, scores, fcp, lcp, tbt, cls, transferKb } = pageSummary(measured);
    if (!typical) continue;
    rows.push([
      `${name} ${pages[name]}`,
      ...categories.map((id) => String(scores[id])),
      fcp.toFixed(0),
      lcp.toFixed(0),
      tbt.toFixed(0),
      cls.toFixed(3),
      transferKb.toFixed(0),
      `${(lcp / baselineLcp).toFixed(2)}×`,
    ]);
    writeLighthouseReports(outDir, name, typical.lhr);
    report[name] = {
      path: pages[name],
      lcpRatio: lcp / baselineLcp,
      runs: measured.map(({ run }) => run),
      findings: findings(typical.lhr),
      earlyBytes: earlyBytes(typical.lhr),
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
    ...Object.entries(report).map(
      ([name, entry]) => `${findingsText(name, entry.findings)}\n${entry.earlyBytes}`,
    ),
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
  await server.stop();
}
process.exit(failed ? 1 : 0);
