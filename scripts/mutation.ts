/**
 * `npm run mutation [-- file…]`: mutation testing one file at a time. For each file in the mutate
 * scope of stryker.config.json (or each file named), one Stryker run mutates that file alone, so
 * each mutant runs only the tests of that file (see ownTestsOf); its JSON report is kept in
 * reports/mutation/files/. At the end every kept report is merged into reports/mutation/mutation.json
 * and scripts/mutation-report.ts prints the table per machine.
 *
 * Why one run per file: most mutants of a statechart are static (the machine is built when its
 * module loads), and Stryker runs every test it has for a static mutant. Narrowed to one file, that
 * is the few test files importing it; over the whole scope it is all of them, some thirty hours on
 * two cores instead of a few. A file whose kept report is newer than the file, its tests and the
 * walk tooling those tests import is skipped, so an interrupted run picks up where it stopped; `--fresh`
 * runs everything again.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { globToRegExp } from './glob-to-regexp.js';

const reportDir = 'reports/mutation';
const perFileDir = path.join(reportDir, 'files');
const mergedReport = path.join(reportDir, 'mutation.json');
const testDirs = ['tests/machines'];

const configSchema = z.object({ mutate: z.array(z.string()).min(1) });
const reportSchema = z.object({ files: z.record(z.string(), z.unknown()) }).passthrough();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name).split(path.sep).join('/'));
}

function scope(): string[] {
  const { mutate } = configSchema.parse(JSON.parse(readFileSync('stryker.config.json', 'utf8')));
  const patterns = mutate.map(globToRegExp);
  const roots = [...new Set(mutate.map((glob) => glob.split('/')[0] ?? '.'))];
  const files = roots.flatMap(filesUnder).filter((file) => patterns.some((pattern) => pattern.test(file)));
  // The statecharts first: their table is what the run is for.
  return [...new Set(files)].sort(
    (a, b) => Number(!a.startsWith('machines/')) - Number(!b.startsWith('machines/')) || a.localeCompare(b),
  );
}

const keptReportOf = (file: string) => path.join(perFileDir, `${file.replaceAll('/', '__')}.json`);

/**
 * A statechart's own tests, `tests/machines/<name>.test.ts` and `<name>.walk.test.tsx`: its mutants
 * must be caught by the tests written for it, not by some other screen that happens to load it
 * (which also keeps a widely imported machine, such as the language one, from running every walk
 * per mutant). A shared module without tests of its own (the form regions, the list, the carousel
 * shell) and a view is judged by every test that imports it.
 */
const machineNameOf = (file: string) => path.basename(file).replace(/(\.machine)?\.ts$/, '');

function ownTestsOf(file: string): string[] {
  if (!file.startsWith('machines/')) return [];
  const name = machineNameOf(file);
  return [`tests/machines/${name}.test.ts`, `tests/machines/${name}.walk.test.tsx`].filter(existsSync);
}

const testSourceExtensions = ['.ts', '.tsx'];
const relativeImport = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** The test-side files a test reaches through relative imports (walk tooling, models, fixtures). */
function testToolingReachedFrom(tests: string[]): string[] {
  const reached = new Set<string>(tests);
  const queue = [...tests];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const base = path.posix.join(path.posix.dirname(file), specifier ?? '');
      const target = testSourceExtensions.map((extension) => base + extension).find(existsSync);
      if (!target || reached.has(target) || !testDirs.some((dir) => target.startsWith(`${dir}/`))) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return [...reached];
}

/**
 * What a file's verdict depends on besides the file: its own tests with the walk tooling, models
 * and fixtures they import (so a change to one walk's helper leaves the other machines' reports
 * current), or, for a file without tests of its own, every test.
 */
function inputsOf(file: string): string[] {
  const own = ownTestsOf(file);
  if (own.length === 0) return testDirs.filter(existsSync).flatMap(filesUnder);
  return testToolingReachedFrom(own);
}

/** A kept report is current when it is newer than the file and than everything its verdict depends on. */
function upToDate(file: string): boolean {
  const kept = keptReportOf(file);
  if (!existsSync(kept)) return false;
  const keptAt = statSync(kept).mtimeMs;
  return [file, ...inputsOf(file)].every((input) => statSync(input).mtimeMs < keptAt);
}

const args = process.argv.slice(2);
const fresh = args.includes('--fresh');
const named = args.filter((arg) => !arg.startsWith('--'));
const files = named.length > 0 ? named : scope();
mkdirSync(perFileDir, { recursive: true });
const failed: string[] = [];

for (const [index, file] of files.entries()) {
  const label = `[${index + 1}/${files.length}] ${file}`;
  if (!fresh && upToDate(file)) {
    console.log(`${label}: kept report is current, skipped`);
    continue;
  }
  const started = Date.now();
  const ownTests = ownTestsOf(file);
  console.log(
    `${label}: mutating, against ${ownTests.length > 0 ? ownTests.join(', ') : 'every test importing it'}…`,
  );
  const run = spawnSync('npx', ['stryker', 'run', '--mutate', file, '--reporters', 'json,progress'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TESTS: ownTests.join(',') },
  });
  if (run.status !== 0) {
    // One file's failure (a test failing before any mutant) must not cost the others their run.
    console.error(`${label}: Stryker failed (exit ${run.status}); its report is not kept.`);
    failed.push(file);
    continue;
  }
  copyFileSync(mergedReport, keptReportOf(file));
  console.log(`${label}: done in ${Math.round((Date.now() - started) / 60_000)} min`);
}

// Merge every kept report of a file still in scope: the table covers all measured files.
const inScope = new Set(scope());
const reports = readdirSync(perFileDir)
  .filter((name) => name.endsWith('.json') && inScope.has(name.slice(0, -5).replaceAll('__', '/')))
  .map((name) => reportSchema.parse(JSON.parse(readFileSync(path.join(perFileDir, name), 'utf8'))));
const [first] = reports;
if (!first) {
  console.error('No mutation report was kept.');
  process.exit(1);
}
const merged = { ...first, files: Object.assign({}, ...reports.map((report) => report.files)) };
writeFileSync(mergedReport, JSON.stringify(merged));
const summary = spawnSync('npx', ['tsx', 'scripts/mutation-report.ts', mergedReport], { stdio: 'inherit' });
if (failed.length > 0) console.error(`\nNot measured, Stryker failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : (summary.status ?? 1));
