/**
 * The tests mutation testing runs (`npm run mutation`, stryker.config.json): the main config with
 * only the `machines` and `walks` projects, the statecharts' own tests and their model-based walks
 * on the real screens. The server and ui suites neither cover the machines nor need to run per mutant.
 */
import { defineConfig } from 'vitest/config';
import base from './vite.config.js';

const mutationProjects = new Set(['machines', 'walks']);

const projects = (base.test?.projects ?? []).filter(
  (project) =>
    typeof project === 'object' &&
    'test' in project &&
    mutationProjects.has(String(project.test?.name ?? '')),
);

if (projects.length !== mutationProjects.size) {
  throw new Error(`vite.config.ts must define the Vitest projects ${[...mutationProjects].join(' and ')}`);
}

export default defineConfig({
  ...base,
  // Each mutant runs instrumented code, two at a time on a shared machine: a walk through every
  // path of a screen may need longer than Vitest's default 5 s without anything being wrong.
  test: { ...base.test, testTimeout: 30_000, projects },
});
