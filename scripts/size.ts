/**
 * `npm run size`: the gzipped JavaScript and CSS each page of the production build loads before it
 * can run, against the budgets in scripts/size-budget.ts. Prints the table and exits non-zero when
 * a page is over its budget. Needs `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBuildManifest } from '../src/server/rendering/production';
import { table } from './report-format';
import { budgets, kilobytes, overBudget, pageWeights } from './size-budget';

const clientDir = 'dist/client';
const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('There is no build in dist/: run `npm run build` first.');
  process.exit(1);
}

const sizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
}

const weights = pageWeights(readBuildManifest(manifestFile), gzipSize);
console.log(
  table([
    ['page (route)', 'kind', 'JS kB gzip', 'JS budget', 'CSS kB gzip', 'CSS budget'],
    ...weights.map((page) => [
      page.route,
      page.kind,
      kilobytes(page.js),
      String(budgets[page.kind].js),
      kilobytes(page.css),
      String(budgets[page.kind].css),
    ]),
  ]),
);
const over = overBudget(weights);
if (over.length > 0) {
  console.error(`\nOver budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery page is within its budget.');
