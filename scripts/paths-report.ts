/**
 * `npm run paths`: writes every machine's generated test paths, step by step, as a QA report
 * (Markdown and JSON) under reports/paths/, or under the folder given as `--out <folder>` (how
 * `npm test` runs it, so that the report cannot stop working unnoticed).
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type MachineModel, runModel } from '../tests/machines/model';

const modelsDir = path.resolve('tests/machines/models');
const outFlag = process.argv.indexOf('--out');
const outDir = path.resolve(outFlag === -1 ? 'reports/paths' : (process.argv[outFlag + 1] ?? ''));

async function loadModels(): Promise<MachineModel[]> {
  const files = (await readdir(modelsDir)).filter((f) => f.endsWith('.model.ts')).sort();
  const models: MachineModel[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(modelsDir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'machine' in value) models.push(value as MachineModel);
    }
  }
  return models;
}

const json = (value: unknown) => JSON.stringify(value);

function markdown(id: string, run: ReturnType<typeof runModel>): string {
  const lines = [
    `# ${id}: ${run.paths.length} paths`,
    '',
    `Transitions covered: ${run.covered.length} of ${run.declared.length}.`,
    ...(run.uncovered.length ? ['', 'Not covered:', ...run.uncovered.map((t) => `- ${t}`)] : []),
    '',
  ];
  run.paths.forEach((p, index) => {
    lines.push(`## Path ${index + 1} (input ${json(p.input)})`, '', '| step | state | event | next state |');
    lines.push('|---|---|---|---|');
    let state = p.initial;
    p.steps.forEach((step, n) => {
      lines.push(`| ${n + 1} | \`${json(state)}\` | \`${json(step.event)}\` | \`${json(step.state)}\` |`);
      state = step.state;
    });
    lines.push('');
  });
  return lines.join('\n');
}

await mkdir(outDir, { recursive: true });
const index: string[] = [
  '# Statechart paths',
  '',
  '| machine | paths | transitions covered |',
  '|---|---|---|',
];
for (const model of await loadModels()) {
  const id = model.machine.id;
  const run = runModel(model);
  await writeFile(path.join(outDir, `${id}.json`), JSON.stringify(run, null, 2));
  await writeFile(path.join(outDir, `${id}.md`), markdown(id, run));
  index.push(`| [${id}](${id}.md) | ${run.paths.length} | ${run.covered.length}/${run.declared.length} |`);
  console.log(`${id}: ${run.paths.length} paths, ${run.covered.length}/${run.declared.length} transitions`);
}
await writeFile(path.join(outDir, 'README.md'), `${index.join('\n')}\n`);
console.log(`Report written to ${path.relative(process.cwd(), outDir)}/README.md`);
