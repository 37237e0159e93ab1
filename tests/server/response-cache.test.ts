import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/server/response-cache';

/** Kept answers over a data version the test moves, counting how often each answer is built. */
function keptOver(limit: number) {
  let version = 1;
  const built = new Map<string, number>();
  const answers = new ResponseCache(async () => String(version), limit);
  const ask = (key: string) =>
    answers.get(key, async () => {
      built.set(key, (built.get(key) ?? 0) + 1);
      return { body: Buffer.from(`${key} at ${version}`) };
    });
  return {
    ask,
    timesBuilt: (key: string) => built.get(key) ?? 0,
    change: () => {
      version += 1;
    },
  };
}

describe('kept answers', () => {
  it('builds an answer once while the data stays the same, and again once it changes', async () => {
    const kept = keptOver(10);
    expect((await kept.ask('list:en')).body.toString()).toBe('list:en at 1');
    await kept.ask('list:en');
    expect(kept.timesBuilt('list:en')).toBe(1);
    kept.change();
    expect((await kept.ask('list:en')).body.toString()).toBe('list:en at 2');
    expect(kept.timesBuilt('list:en')).toBe(2);
  });

  it('past its limit drops the answer longest unused: one asked for often stays however many others come once', async () => {
    const kept = keptOver(3);
    for (let i = 0; i < 50; i++) {
      await kept.ask('search:موا');
      await kept.ask(`search:typed once ${i}`);
    }
    expect(kept.timesBuilt('search:موا')).toBe(1);
    // The first of those asked once went long ago.
    await kept.ask('search:typed once 0');
    expect(kept.timesBuilt('search:typed once 0')).toBe(2);
  });

  it('does not keep a failure', async () => {
    const answers = new ResponseCache(async () => '1', 10);
    let calls = 0;
    const make = async () => {
      calls += 1;
      if (calls === 1) throw new Error('the database is busy');
      return { body: Buffer.from('fine') };
    };
    await expect(answers.get('list:en', make)).rejects.toThrow('the database is busy');
    expect((await answers.get('list:en', make)).body.toString()).toBe('fine');
  });
});
