/**
 * Why each failed browser test failed, in a few lines, from Playwright's JSON report. `npm test`
 * prints it last, where a CI log cut to its tail still shows it (the list reporter's full errors
 * come before the summary and are the first thing a short tail loses).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export const browserResultsFile = 'reports/playwright-results.json';

interface ReportError {
  message?: string;
  location?: { file: string; line: number };
}
interface ReportSpec {
  title: string;
  file: string;
  line: number;
  tests: Array<{ results: Array<{ status: string; errors?: ReportError[] }> }>;
}
interface ReportSuite {
  title: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

/** Colour codes out, blank lines out, and the call log after the message (the locator's retries). */
function plainLines(text: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
  const colour = /\u001b\[[0-9;]*m/g;
  const [message = ''] = text.replace(colour, '').split(/\n\s*Call log:/);
  return message
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
}

function* failedSpecs(suite: ReportSuite, titles: string[]): Generator<[string, ReportSpec, ReportError]> {
  const path = suite.title.endsWith('.ts') ? titles : [...titles, suite.title];
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        if (result.status !== 'passed' && result.status !== 'skipped')
          yield [[...path, spec.title].join(' › '), spec, result.errors?.[0] ?? { message: result.status }];
  for (const child of suite.suites ?? []) yield* failedSpecs(child, path);
}

/**
 * Each failed test as its place and title, then the first `linesPerFailure` lines of its error
 * (the matcher, what it expected and what it received) and where in the test it was raised; first,
 * any error of the run outside its tests (a server that logged warnings, found at its teardown).
 */
export function browserTestFailures(file = browserResultsFile, linesPerFailure = 6): string[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: ReportSuite[]; errors?: ReportError[] };
  const lines: string[] = [];
  // Errors of the run itself, outside any test (its global setup or teardown).
  for (const error of report.errors ?? []) {
    lines.push('✘ the browser-test run');
    for (const line of plainLines(error.message ?? '').slice(0, linesPerFailure)) lines.push(`    ${line}`);
  }
  for (const suite of report.suites ?? [])
    for (const [title, spec, error] of failedSpecs(suite, [])) {
      lines.push(`✘ ${spec.file}:${spec.line} › ${title}`);
      for (const line of plainLines(error.message ?? '').slice(0, linesPerFailure)) lines.push(`    ${line}`);
      if (error.location) lines.push(`    at ${relative('.', error.location.file)}:${error.location.line}`);
    }
  return lines;
}
