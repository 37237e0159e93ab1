/**
 * The summary `npm run mutation` prints after Stryker: from its JSON report
 * (reports/mutation/mutation.json), one line per statechart in machines/ and per screen the walks
 * render, with the mutants killed, survived, not covered and timed out and the mutation score,
 * then the score of machines/ as a whole. `tsx scripts/mutation-report.ts [report.json] [--survivors]`;
 * with `--survivors` it also lists every mutant no test noticed (file and line, the line as written,
 * the change), to be killed by a new check or judged equivalent.
 *
 * The score is Stryker's: detected (killed or timed out) over valid (detected, survived or not
 * covered); mutants that did not compile, errored at run time or were ignored do not count.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const args = process.argv.slice(2);
const listSurvivors = args.includes('--survivors');
const reportFile = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ?? 'reports/mutation/mutation.json',
);

const mutantSchema = z.object({
  status: z.string(),
  mutatorName: z.string(),
  replacement: z.string().optional(),
  location: z.object({ start: z.object({ line: z.number() }) }),
});

const reportSchema = z.object({
  files: z.record(z.string(), z.object({ source: z.string(), mutants: z.array(mutantSchema) })),
});

interface Tally {
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
}

const emptyTally = (): Tally => ({ killed: 0, survived: 0, noCoverage: 0, timeout: 0 });

function tally(statuses: readonly string[]): Tally {
  const counts = emptyTally();
  for (const status of statuses) {
    if (status === 'Killed') counts.killed += 1;
    else if (status === 'Survived') counts.survived += 1;
    else if (status === 'NoCoverage') counts.noCoverage += 1;
    else if (status === 'Timeout') counts.timeout += 1;
  }
  return counts;
}

function add(a: Tally, b: Tally): Tally {
  return {
    killed: a.killed + b.killed,
    survived: a.survived + b.survived,
    noCoverage: a.noCoverage + b.noCoverage,
    timeout: a.timeout + b.timeout,
  };
}

/** Stryker's mutation score in percent, or null when no valid mutant was tested. */
function score({ killed, survived, noCoverage, timeout }: Tally): number | null {
  const valid = killed + survived + noCoverage + timeout;
  return valid === 0 ? null : ((killed + timeout) / valid) * 100;
}

const percent = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} %`);

function table(title: string, rows: ReadonlyArray<[string, Tally]>, totalLabel: string): string {
  const total = rows.reduce((sum, [, counts]) => add(sum, counts), emptyTally());
  const header = ['file', 'killed', 'survived', 'no coverage', 'timeout', 'score'];
  const line = (name: string, counts: Tally) => [
    name,
    String(counts.killed),
    String(counts.survived),
    String(counts.noCoverage),
    String(counts.timeout),
    percent(score(counts)),
  ];
  const body = [header, ...rows.map(([name, counts]) => line(name, counts)), line(totalLabel, total)];
  const widths = header.map((_, column) => Math.max(...body.map((cells) => (cells[column] ?? '').length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [
    title,
    '',
    format(header),
    rule,
    ...body.slice(1, -1).map(format),
    rule,
    format(body.at(-1) ?? []),
  ].join('\n');
}

let raw: string;
try {
  raw = readFileSync(reportFile, 'utf8');
} catch {
  console.error(`No mutation report at ${reportFile}: run \`npx stryker run\` first.`);
  process.exit(1);
}
const report = reportSchema.parse(JSON.parse(raw));

const rows = Object.entries(report.files)
  .map(([file, { mutants }]): [string, Tally] => [
    path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/'),
    tally(mutants.map((mutant) => mutant.status)),
  ])
  .sort(([a], [b]) => a.localeCompare(b));

const machineRows = rows.filter(([file]) => file.startsWith('machines/'));
const viewRows = rows.filter(([file]) => !file.startsWith('machines/'));

const sections = [table('Statecharts (machines/)', machineRows, 'machines/ overall')];
if (viewRows.length > 0) sections.push(table('Screens the walks render', viewRows, 'screens overall'));
console.log(`\nMutation report: ${path.relative(process.cwd(), reportFile)}\n`);
console.log(sections.join('\n\n'));
const machinesScore = score(machineRows.reduce((sum, [, counts]) => add(sum, counts), emptyTally()));
console.log(`\nmachines/ mutation score: ${percent(machinesScore)}`);

if (listSurvivors) {
  console.log('\nMutants no test noticed:\n');
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const lines = source.split('\n');
    for (const mutant of mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const { line } = mutant.location.start;
      const written = (lines[line - 1] ?? '').trim();
      console.log(
        `${path.relative(process.cwd(), path.resolve(file))}:${line} ${mutant.status} ${mutant.mutatorName}`,
      );
      console.log(`  ${written}\n  -> ${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  }
}
