/**
 * The tests mutation testing runs (`npm run mutation`, stryker.config.json): the main config with
 * only the `machines` and `walks` projects, the statecharts' own tests and their model-based walks
 * on the real screens. The server and ui suites neither cover the machines nor need to run per mutant.
 */
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import { defineConfig } from 'vitest/config';
import type { Reporter, Vitest } from 'vitest/node';
import { globToRegExp } from './scripts/glob-to-regexp.js';
import base from './vite.config.js';

const mutationProjects = new Set(['machines', 'walks']);

const allProjects = (base.test?.projects ?? []).filter(
  (project) =>
    typeof project === 'object' &&
    'test' in project &&
    mutationProjects.has(String(project.test?.name ?? '')),
);

if (allProjects.length !== mutationProjects.size) {
  throw new Error(`vite.config.ts must define the Vitest projects ${[...mutationProjects].join(' and ')}`);
}

/**
 * `MUTATION_TESTS` (comma-separated test files, set by scripts/mutation.ts) narrows the projects to
 * the own tests of the one statechart being mutated; without it every machine and walk test may run.
 */
const ownTests = process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? [];

const projects =
  ownTests.length === 0
    ? allProjects
    : allProjects.flatMap((project) => {
        if (typeof project !== 'object' || !('test' in project)) return [];
        const patterns = (project.test?.include ?? []).map(globToRegExp);
        const mine = ownTests.filter((file) => patterns.some((pattern) => pattern.test(file)));
        return mine.length > 0 ? [{ ...project, test: { ...project.test, include: mine } }] : [];
      });

/**
 * A test file that fails to load counts as one failed test. Most machine mutants are static: they
 * change the statechart as its module loads, and many make `createMachine` throw there (no initial
 * state, a target that does not exist), so every test file importing the machine fails before it
 * holds a test. Stryker's vitest runner (9.6.1) reads only the tests it finds and would call such a
 * mutant survived (stryker-js issue 6150); with this test it is killed, and a dry run over a file
 * that cannot load fails instead of quietly leaving that file out. Files that loaded are untouched.
 */
class UnloadableFileAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push(loadFailure(file));
    }
  }
}

function loadFailure(file: RunnerTestFile): RunnerTestCase {
  const test = {
    type: 'test',
    id: `${file.id}_load`,
    name: 'loads',
    fullName: `${file.name} loads`,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    annotations: [],
    artifacts: [],
    timeout: 0,
    result: { state: 'fail', errors: file.result?.errors ?? [], duration: file.result?.duration ?? 0 },
  };
  // A test case's `context` can only be made by Vitest's runner; nothing reads it after the run.
  return test as unknown as RunnerTestCase;
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Each mutant runs instrumented code, two at a time on a shared machine: a walk through every
    // path of a screen may need longer than Vitest's default 5 s without anything being wrong.
    testTimeout: 30_000,
    reporters: ['default', new UnloadableFileAsFailedTest()],
    projects,
  },
});
