/**
 * `npm test`: every quality gate (types, lint and format, no import circles, the Arabic catalogue
 * and the statecharts' paths report side by side; then the Vitest projects, the tests that time
 * the server under load (alone), the production build, what its pages download against their
 * budgets, and the browser tests on it) and a summary at the end. Stops after the first stage with a failing gate.
 *
 * With PostgreSQL installed (or `TEST_POSTGRES_URL` naming a server), a throw-away PostgreSQL
 * server runs beside the gates: the server suite runs on it too (Vitest's `server-pg` project), and
 * so do the browser tests of several server processes sharing one database. Without it, those are
 * skipped, and the summary says so.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserResultsFile, browserTestFailures } from './browser-test-failures';
import { postgresMissing, startThrowawayPostgres } from './throwaway-postgres';

interface Gate {
  name: string;
  command: string;
  postgres?: boolean;
}

/**
 * Stages run one after another; the gates of one stage run side by side, since each alone leaves a
 * core idle (the type checker and the reports are single-threaded). A stage of several gates prints
 * each gate's output whole when it ends, so outputs never interleave.
 */
const browserGate = 'browser tests (Playwright)';
const stages: Gate[][] = [
  [
    { name: 'types (tsc --noEmit)', command: 'npx tsc --noEmit' },
    { name: 'lint and format (Biome)', command: 'npx biome check --error-on-warnings .' },
    // A circle of imports makes the load order decide what a module sees: none is allowed.
    { name: 'no import circles (madge)', command: 'npm run -s circles' },
    { name: 'Arabic catalogue complete', command: 'npx tsx scripts/i18n-check.ts' },
    // The QA report of every statechart's paths, written where nothing keeps it: it must run.
    {
      name: 'paths report (npm run paths)',
      command: `npx tsx scripts/paths-report.ts --out ${path.join(tmpdir(), 'paths-report')}`,
    },
  ],
  // Vitest's default is a worker fewer than the cores: one, on two cores, which left the other idle.
  [
    {
      name: 'unit: machines, server, ui (Vitest)',
      command:
        'npx vitest run --project machines --project walks --project server --project ui --maxWorkers=2',
    },
  ],
  // Alone on the machine: these time answers while they load the server on purpose.
  [{ name: 'timing under load, alone (Vitest)', command: 'npx vitest run --project timing' }],
  // Waiting on PostgreSQL more than on the processor: a worker more than the cores keeps both busy,
  // and the build beside it takes up the time the processor would otherwise sit waiting.
  [
    {
      name: 'server suite on PostgreSQL (Vitest)',
      command: 'npx vitest run --project server-pg --maxWorkers=3',
      postgres: true,
    },
    { name: 'production build', command: 'npm run -s build' },
  ],
  [
    { name: 'Chromium available', command: 'npx tsx scripts/ensure-chromium.ts' },
    { name: 'download budgets (npm run size)', command: 'npx tsx scripts/size.ts' },
  ],
  [{ name: browserGate, command: 'npx playwright test' }],
];
const gates = stages.flat();

const missing = postgresMissing();
const postgres = missing === null ? await startThrowawayPostgres() : null;
// Interrupted (Ctrl-C), the throw-away server goes too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    postgres?.stop();
    process.exit(130);
  });
}
const postgresNote = postgres
  ? `PostgreSQL: the server suite and the several-process tests also run on ${postgres.url}`
  : `PostgreSQL: SKIPPED, the server suite runs on SQLite alone (${missing})`;
console.log(`\n${postgresNote}`);
const env = {
  ...process.env,
  FORCE_COLOR: '1',
  ...(postgres ? { TEST_POSTGRES_URL: postgres.url } : {}),
};

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
/** Gates that need PostgreSQL, left out without it. */
const skippedGates: string[] = [];

/** Runs one gate; alone in its stage it prints as it goes, beside others it prints once done. */
function runGate(gate: Gate, alone: boolean): Promise<boolean> {
  console.log(`\n▶ ${gate.name}: ${gate.command}\n`);
  const started = performance.now();
  const child = spawn(gate.command, {
    shell: true,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const ok = code === 0;
      const seconds = (performance.now() - started) / 1000;
      results.push({ name: gate.name, ok, seconds });
      if (!alone) {
        console.log(`\n── ${gate.name} (${ok ? 'passed' : 'FAILED'}, ${seconds.toFixed(1)} s) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(ok);
    });
  });
}

// A report an earlier run left would otherwise answer for a run that wrote none.
rmSync(browserResultsFile, { force: true });
const began = performance.now();
for (const stage of stages) {
  const runnable = stage.filter((gate) => {
    if (gate.postgres && !postgres) skippedGates.push(gate.name);
    return !gate.postgres || postgres;
  });
  const outcomes = await Promise.all(runnable.map((gate) => runGate(gate, runnable.length === 1)));
  if (outcomes.includes(false)) break;
}

postgres?.stop();

console.log('\nSummary');
console.log(`  ${postgresNote}`);
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(40)} ${r.seconds.toFixed(1)} s`);
for (const g of gates) {
  if (results.some((r) => r.name === g.name)) continue;
  console.log(
    `  – ${g.name.padEnd(40)} ${skippedGates.includes(g.name) ? 'SKIPPED: no PostgreSQL' : 'not run'}`,
  );
}
if (results.some((r) => r.name === browserGate && !r.ok)) {
  console.log('\nWhy the browser tests failed');
  for (const line of browserTestFailures()) console.log(`  ${line}`);
}
const failed = results.some((r) => !r.ok);
const minutes = ((performance.now() - began) / 60_000).toFixed(1);
console.log(
  failed ? `\nFAILED after ${minutes} min` : `\nAll ${results.length} gates passed in ${minutes} min.`,
);
process.exit(failed ? 1 : 0);
