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
    // Walked on its real screen: the bare machine replaying its own paths would be its own oracle.
    const walk = `tests/machines/${name}.walk.test.tsx`;
    expect(existsSync(walk) && /itWalksTheScreen(<[^>]*>)?\(/.test(readFileSync(walk, 'utf8')), walk).toBe(
      true,
    );
  });
});
