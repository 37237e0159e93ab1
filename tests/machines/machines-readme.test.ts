import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('machines/README.md', 'utf8');
const named = [...readme.matchAll(/`([a-z-]+)\.machine\.ts`/g)].map((m) => m[1] as string);
const onDisk = readdirSync('machines')
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => f.replace('.machine.ts', ''));

describe('machines/README.md', () => {
  it('names every machine in the folder', () => {
    expect(onDisk.filter((name) => !named.includes(name))).toEqual([]);
  });

  it.each(named)('names %s, which exists and has a model-based test', (name) => {
    expect(existsSync(`machines/${name}.machine.ts`), `machines/${name}.machine.ts`).toBe(true);
    expect(existsSync(`tests/machines/models/${name}.model.ts`), `its model`).toBe(true);
    // Walked on its real screen, or (not yet) replayed on the bare machine.
    const walk = `tests/machines/${name}.walk.test.tsx`;
    const test = `tests/machines/${name}.test.ts`;
    const contains = (file: string, call: RegExp) =>
      existsSync(file) && call.test(readFileSync(file, 'utf8'));
    expect(
      contains(walk, /itWalksTheScreen(<[^>]*>)?\(/) || contains(test, /itWalksEveryTransition\(/),
      `${walk} or ${test}`,
    ).toBe(true);
  });
});
