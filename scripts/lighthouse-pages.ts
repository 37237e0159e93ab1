/**
 * Lighthouse runs of a server's pages for the benchmark scripts (`npm run bench`,
 * `npm run bench:catalogue`): mobile, simulated throttling; performance, accessibility, best
 * practices and SEO. Rounds interleave the pages, so that a noisy minute on a shared machine slows
 * each of them alike, and a baseline page (a tiny static HTML page served by the same server)
 * gives each page's LCP as a ratio measured in the same run.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { chromiumArgs, findChromium } from './chromium';
import { median } from './report-format';

const chromeFlags = ['--headless=new', ...chromiumArgs];
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const baselineHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Baseline</title><meta name="description" content="A minimal static page to compare the site's pages against.">
</head><body><h1>Baseline</h1><p>A minimal static page served by the same server, without scripts, styles or images.</p></body></html>
`;

/** Where the baseline page goes: the server's media folder, which it serves as `/media/baseline.html`. */
export function writeBaseline(mediaDir: string): string {
  writeFileSync(path.join(mediaDir, 'baseline.html'), baselineHtml);
  return '/media/baseline.html';
}

export interface Run {
  scores: Record<string, number | null>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
}

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
export function findings(lhr: Result) {
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

export function findingsText(name: string, found: ReturnType<typeof findings>): string {
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

/** The requests of a run as Lighthouse's `network-requests` audit lists them. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
}

/**
 * What a page asks the slow connection for while it is painted first, as Lighthouse simulates it: every
 * request the browser sends at high priority (the document, the stylesheet, preloaded scripts and
 * fonts, the pictures it knows are in view) competes for the same 1.6 Mbit/s. By kind: how many,
 * how many kB, and the time they take at that rate alone, without the round trips; then what is
 * left for later (low priority).
 */
export function earlyBytes(lhr: Result): string {
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const early = (request: NetworkRequest) => ['VeryHigh', 'High'].includes(request.priority ?? '');
  const kbPerSecond = 1638.4 / 8;
  const line = (label: string, chosen: NetworkRequest[]) => {
    const kb = chosen.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
    return `${label} ${chosen.length}× ${kb.toFixed(0)} kB (${((kb / kbPerSecond) * 1000).toFixed(0)} ms)`;
  };
  const kinds = [...new Set(requests.filter(early).map((request) => request.resourceType ?? 'Other'))];
  return [
    `  at high priority (competing with the first paint): ${line('all', requests.filter(early))}`,
    ...kinds.map(
      (kind) =>
        `    ${line(
          kind,
          requests.filter((request) => early(request) && (request.resourceType ?? 'Other') === kind),
        )}`,
    ),
    `  later, at low priority: ${line(
      'all',
      requests.filter((request) => !early(request)),
    )}`,
  ].join('\n');
}

/** One Lighthouse run of one URL, in the Chrome already started. */
async function measure(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: categories });
  if (!result) throw new Error(`${url}: Lighthouse returned no result.`);
  return result.lhr;
}

export type Measured = Map<string, { run: Run; lhr: Result }[]>;

/**
 * Each page of `pages` (name → path on `serverUrl`) measured `runs` times in one Chromium, the
 * rounds interleaved. A run Lighthouse loses (NO_NAVSTART and the like) is tried once more; a page
 * that fails twice is left without that run and `failed` says so.
 */
export async function measurePages(
  serverUrl: string,
  pages: Record<string, string>,
  runs: number,
): Promise<{ measured: Measured; failed: boolean }> {
  const measured: Measured = new Map(Object.keys(pages).map((name) => [name, []]));
  let failed = false;
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    for (let round = 1; round <= runs; round++) {
      for (const [name, pagePath] of Object.entries(pages)) {
        process.stdout.write(`round ${round}/${runs}: ${name} (${pagePath})… `);
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const lhr = await measure(`${serverUrl}${pagePath}`, chrome.port);
            const run = summarise(lhr);
            measured.get(name)?.push({ run, lhr });
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
  } finally {
    chrome.kill();
  }
  return { measured, failed };
}

/** A page's medians, the run with the median LCP standing for it (its findings, its full report). */
export function pageSummary(runs: { run: Run; lhr: Result }[]) {
  const typical = [...runs].sort((a, b) => a.run.lcp - b.run.lcp)[(runs.length - 1) >> 1];
  const med = (pick: (run: Run) => number) => median(runs.map(({ run }) => pick(run)));
  return {
    typical,
    scores: Object.fromEntries(categories.map((id) => [id, med((run) => run.scores[id] ?? Number.NaN)])),
    fcp: med((run) => run.fcp),
    lcp: med((run) => run.lcp),
    tbt: med((run) => run.tbt),
    cls: med((run) => run.cls),
    transferKb: med((run) => run.transferKb),
  };
}

/** Writes a page's typical run as Lighthouse's own HTML and JSON reports, `<outDir>/<name>.html|json`. */
export function writeLighthouseReports(outDir: string, name: string, lhr: Result): void {
  const file = path.join(outDir, name.replaceAll(' ', '-'));
  writeFileSync(`${file}.html`, generateReport(lhr, 'html'));
  writeFileSync(`${file}.json`, JSON.stringify(lhr));
}
