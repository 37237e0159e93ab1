/**
 * `npm run bench:hydration [-- --runs N]`: how long a page's controls stay dead. Chromium, with
 * its CPU slowed 4x (the DevTools protocol's `Emulation.setCPUThrottlingRate`, roughly a mid-range
 * phone), opens the built home page, the Arabic catalogue and the login page N times each (default
 * 5), each time in a fresh context (nothing cached), and measures from the page's first byte
 * (`responseStart`) to the moment React has taken it over (`html[data-hydrated]` set). It also
 * measures a baseline, a tiny static page served by the same server, from its first byte to its
 * first paint: the time any page needs to show up at all at that slowdown. It prints the medians,
 * each page's as a ratio of the baseline's (the machine is shared and noisy: compare runs by the
 * ratio), and the JavaScript each page fetched before it was hydrated, raw and gzipped.
 * Then it traces N more loads of each page and splits the tasks that block the main thread after
 * the first paint by the work they did (style and layout, module evaluation, running scripts,
 * compiling, parsing, garbage collection), to show where the blocking time goes.
 * Needs `npm run build` first. Exits non-zero only when something could not be measured.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { type BlockingTask, blockingTasks, workKinds } from './blocking-tasks';
import { chromiumArgs, findChromium } from './chromium';
import { median, table } from './report-format';
import { exitUnlessBuilt, startThrowawayServer } from './throwaway-server';

const cpuSlowdown = 4;
const clientDir = 'dist/client';
const baselineHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Baseline</title></head>
<body><h1>Baseline</h1><p>A minimal static page served by the same server, without scripts, styles or images.</p></body></html>
`;

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 5 : Number(process.argv[runsArg + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1.');
  process.exit(1);
}
exitUnlessBuilt();

interface Run {
  /** First byte to hydrated (pages) or to first paint (the baseline), in ms. */
  ms: number;
  /** The script files fetched before that moment, as paths. */
  scripts: string[];
}

/**
 * Says, on the console, when `data-hydrated` appears on `<html>` and when the page first paints,
 * watching from before its first byte is parsed. Waiting for that message rather than asking the
 * page keeps Playwright from injecting and compiling its own scripts while the page hydrates.
 * Passed as text: tsx would wrap inner functions in a `__name` helper the page does not have.
 */
const signals = `(() => {
  const say = (moment, at) => console.debug('bench:' + moment + ':' + at);
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    say('hydrated', performance.now());
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntries().find((entry) => entry.name === 'first-paint');
    if (!paint) return;
    observer.disconnect();
    say('first paint', paint.startTime);
  }).observe({ type: 'paint', buffered: true });
})();`;

async function measure(browser: Browser, url: string, until: 'hydrated' | 'first paint'): Promise<Run> {
  // A fresh context: no cache, no cookie, no service worker from the previous run.
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(signals);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const prefix = `bench:${until}:`;
    const signal = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith(prefix),
      timeout: 60_000,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const end = Number((await signal).text().slice(prefix.length));
    const { responseStart, scripts } = await page.evaluate((endAt) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        responseStart: navigation?.responseStart ?? Number.NaN,
        scripts: resources
          .filter((entry) => entry.startTime <= endAt && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname),
      };
    }, end);
    if (errors.length) throw new Error(`${url}: the page logged errors: ${errors.join(' | ')}`);
    return { ms: end - responseStart, scripts };
  } finally {
    await context.close();
  }
}

/** One more load of `url`, traced, for where its blocking time goes (at the same CPU slowdown). */
async function traceLoad(browser: Browser, url: string): Promise<BlockingTask[]> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await blockingTasks(browser, page, url);
  } finally {
    await context.close();
  }
}

/** A built file's size as served: raw, and gzipped as `npm run build` precompressed it. */
function sizes(file: string): { raw: number; gzip: number } {
  const onDisk = path.join(clientDir, file);
  const raw = statSync(onDisk).size;
  const gzip = existsSync(`${onDisk}.gz`)
    ? statSync(`${onDisk}.gz`).size
    : gzipSync(readFileSync(onDisk)).length;
  return { raw, gzip };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

// The server found its files at start-up: a rebuild during the run makes pages miss their scripts.
const buildTime = () => statSync(`${clientDir}/.vite/manifest.json`).mtimeMs;
const builtAt = buildTime();
const started = Date.now();
const server = await startThrowawayServer();
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
let failed = false;
try {
  // The throw-away media folder is served by the same process as the pages: the baseline lives there.
  writeFileSync(path.join(server.dataDir, 'media', 'baseline.html'), baselineHtml);
  const pages = {
    baseline: '/media/baseline.html',
    home: '/',
    'products ar': '/ar/products',
    login: '/login',
  } as const;
  const results = new Map<string, Run[]>(Object.keys(pages).map((name) => [name, []]));
  // Rounds interleave the pages, so a noisy minute slows the baseline as much as the pages.
  for (let round = 1; round <= runs; round++) {
    for (const [name, pagePath] of Object.entries(pages)) {
      process.stdout.write(`round ${round}/${runs}: ${name} (${pagePath})… `);
      try {
        const run = await measure(
          browser,
          `${server.url}${pagePath}`,
          name === 'baseline' ? 'first paint' : 'hydrated',
        );
        results.get(name)?.push(run);
        console.log(`${Math.round(run.ms)} ms`);
      } catch (error) {
        failed = true;
        console.log(`failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  }

  const baseline = median(results.get('baseline')?.map((run) => run.ms) ?? []);
  const rows = [['page', 'measured until', 'median ms', '×base', 'JS files', 'JS kB', 'JS kB gzip']];
  for (const [name, measured] of results) {
    if (!measured.length) continue;
    const ms = median(measured.map((run) => run.ms));
    // The scripts of the last run: the same files every time, give or take one fetched just late.
    const files = measured.at(-1)?.scripts ?? [];
    const total = files
      .map(sizes)
      .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
        raw: 0,
        gzip: 0,
      });
    rows.push([
      `${name} ${pages[name as keyof typeof pages]}`,
      name === 'baseline' ? 'first paint' : 'hydrated',
      ms.toFixed(0),
      `${(ms / baseline).toFixed(1)}×`,
      String(files.length),
      kB(total.raw),
      kB(total.gzip),
    ]);
  }
  // Where the blocking time goes: the long tasks after the first paint, in one traced load per
  // round, each figure the median over the rounds.
  const taskRows = [['page', 'long tasks', 'blocking ms', ...workKinds.map((kind) => `${kind} ms`)]];
  for (const [name, pagePath] of Object.entries(pages)) {
    if (name === 'baseline') continue;
    const loads: BlockingTask[][] = [];
    for (let round = 1; round <= runs; round++) {
      try {
        loads.push(await traceLoad(browser, `${server.url}${pagePath}`));
      } catch (error) {
        failed = true;
        console.log(`tracing ${pagePath} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
    if (!loads.length) continue;
    const medianOf = (figure: (tasks: BlockingTask[]) => number) => median(loads.map(figure)).toFixed(0);
    taskRows.push([
      `${name} ${pagePath}`,
      medianOf((tasks) => tasks.length),
      medianOf((tasks) => tasks.reduce((sum, task) => sum + task.ms - 50, 0)),
      ...workKinds.map((kind) => medianOf((tasks) => tasks.reduce((sum, task) => sum + task.by[kind], 0))),
    ]);
  }
  const rebuilt = buildTime() !== builtAt;
  if (rebuilt) failed = true;
  console.log(
    [
      '',
      table(rows),
      '',
      `Medians of ${runs} run(s), CPU slowed ${cpuSlowdown}x, from the first byte of the page; ` +
        `×base = that median / the baseline's (first byte to first paint of a static page). ` +
        `JS: the script files fetched before the page was hydrated.`,
      '',
      table(taskRows),
      '',
      `Traced loads at the same slowdown, medians of ${runs}: main-thread tasks over 50 ms after the first ` +
        `contentful paint, until 3 s after the load event. Blocking ms = their time past 50 ms each, as ` +
        `Total Blocking Time counts it; the other columns split the tasks' whole time by what it was spent ` +
        `on (self time of the trace's events). Wall time ${Math.round((Date.now() - started) / 1000)} s.`,
      ...(rebuilt
        ? ['INVALID: dist/ was rebuilt during the run, so these figures mix two builds: run it again.']
        : []),
    ].join('\n'),
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
