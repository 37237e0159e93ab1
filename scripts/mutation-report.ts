/**
 * The summary `npm run mutation` prints after Stryker: from its JSON report
 * (reports/mutation/mutation.json), one line per statechart in machines/ and per screen the walks
 * render, with the mutants killed, survived, not covered and timed out and the mutation score,
 * then the score of machines/ as a whole. `tsx scripts/mutation-report.ts [report.json] [--survivors]`;
 * with `--survivors` it also lists every mutant no test noticed (file and line, the line as written,
 * the change), to be killed by a new check or judged equivalent; with `--equivalents`, those judged
 * equivalent (scripts/mutation-equivalents.ts) and why; `--markdown` prints the tables as Markdown.
 *
 * The score is Stryker's without the equivalent mutants: detected (killed or timed out) over valid
 * (detected, survived or not covered); mutants that did not compile, errored at run time, were
 * ignored or were judged equivalent do not count.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { equivalenceOf } from './mutation-equivalents.js';

const args = process.argv.slice(2);
const listSurvivors = args.includes('--survivors');
const listEquivalents = args.includes('--equivalents');
/** The tables as Markdown, for the README. */
const markdown = args.includes('--markdown');
const reportFile = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ?? 'reports/mutation/mutation.json',
);

const mutantSchema = z.object({
  status: z.string(),
  mutatorName: z.string(),
  replacement: z.string().optional(),
  location: z.object({
    start: z.object({ line: z.number(), column: z.number() }),
    end: z.object({ line: z.number(), column: z.number() }),
  }),
});

const reportSchema = z.object({
  files: z.record(z.string(), z.object({ source: z.string(), mutants: z.array(mutantSchema) })),
});

interface Tally {
  killed: number;
  survived: number;
  equivalent: number;
  noCoverage: number;
  timeout: number;
}

const emptyTally = (): Tally => ({ killed: 0, survived: 0, equivalent: 0, noCoverage: 0, timeout: 0 });

function tally(statuses: readonly string[]): Tally {
  const counts = emptyTally();
  for (const status of statuses) {
    if (status === 'Killed') counts.killed += 1;
    else if (status === 'Survived') counts.survived += 1;
    else if (status === 'Equivalent') counts.equivalent += 1;
    else if (status === 'NoCoverage') counts.noCoverage += 1;
    else if (status === 'Timeout') counts.timeout += 1;
  }
  return counts;
}

function add(a: Tally, b: Tally): Tally {
  return {
    killed: a.killed + b.killed,
    survived: a.survived + b.survived,
    equivalent: a.equivalent + b.equivalent,
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
  const header = ['file', 'killed', 'survived', 'equivalent', 'no coverage', 'timeout', 'score'];
  const line = (name: string, counts: Tally) => [
    name,
    String(counts.killed),
    String(counts.survived),
    String(counts.equivalent),
    String(counts.noCoverage),
    String(counts.timeout),
    percent(score(counts)),
  ];
  const body = [header, ...rows.map(([name, counts]) => line(name, counts)), line(totalLabel, total)];
  if (markdown) {
    const cells = (row: readonly string[]) => `| ${row.join(' | ')} |`;
    return [
      `**${title}**`,
      '',
      cells(header),
      cells(header.map((_, column) => (column === 0 ? '---' : '---:'))),
      ...body.slice(1).map(cells),
    ].join('\n');
  }
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

type Mutant = z.infer<typeof mutantSchema>;
interface Verdict {
  file: string;
  mutant: Mutant;
  /** Stryker's status, or 'Equivalent' for a survivor judged so. */
  status: string;
  reason: string | null;
}

/** Offset of a 1-based line and column in the source. */
function offsetOf(lines: readonly string[], { line, column }: { line: number; column: number }): number {
  return lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
}

const verdicts: Verdict[] = Object.entries(report.files).flatMap(([name, { source, mutants }]) => {
  const file = path.relative(process.cwd(), path.resolve(name)).split(path.sep).join('/');
  const lines = source.split('\n');
  return mutants.map((mutant): Verdict => {
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage')
      return { file, mutant, status: mutant.status, reason: null };
    const { start, end } = mutant.location;
    const reason = equivalenceOf({
      file,
      mutatorName: mutant.mutatorName,
      replacement: mutant.replacement ?? '',
      original: source.slice(offsetOf(lines, start), offsetOf(lines, end)),
      line: lines[start.line - 1] ?? '',
      source,
    });
    return { file, mutant, status: reason === null ? mutant.status : 'Equivalent', reason };
  });
});

const files = [...new Set(verdicts.map(({ file }) => file))].sort((a, b) => a.localeCompare(b));
const rows = files.map((file): [string, Tally] => [
  file,
  tally(verdicts.filter((verdict) => verdict.file === file).map(({ status }) => status)),
]);

const machineRows = rows.filter(([file]) => file.startsWith('machines/'));
const viewRows = rows.filter(([file]) => !file.startsWith('machines/'));

const sections = [table('Statecharts (machines/)', machineRows, 'machines/ overall')];
if (viewRows.length > 0) sections.push(table('Screens the walks render', viewRows, 'screens overall'));
console.log(`\nMutation report: ${path.relative(process.cwd(), reportFile)}\n`);
console.log(sections.join('\n\n'));
const machinesScore = score(machineRows.reduce((sum, [, counts]) => add(sum, counts), emptyTally()));
console.log(`\nmachines/ mutation score: ${percent(machinesScore)}`);

function list(title: string, shown: readonly Verdict[]): void {
  console.log(`\n${title}\n`);
  for (const { file, mutant, status, reason } of shown) {
    const { line } = mutant.location.start;
    const written = (report.files[file]?.source ?? '').split('\n')[line - 1]?.trim() ?? '';
    console.log(`${file}:${line} ${status} ${mutant.mutatorName}`);
    console.log(`  ${written}\n  -> ${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 160)}`);
    if (reason) console.log(`  equivalent: ${reason}`);
  }
}

if (listSurvivors)
  list(
    'Mutants no test noticed:',
    verdicts.filter(({ status }) => status === 'Survived' || status === 'NoCoverage'),
  );
if (listEquivalents)
  list(
    'Mutants judged equivalent:',
    verdicts.filter(({ status }) => status === 'Equivalent'),
  );
