/**
 * The sample content is data in sample-content/, found beside package.json: the loader gives each
 * entry its picture's SVG, reads a missing file as no samples of that kind, and refuses a file that
 * is malformed, naming the file and each entry's problem.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadSampleCatalogue,
  loadSampleNews,
  SampleContentError,
  sampleContentDir,
} from '../../src/server/db/seed/sample-content';

const shipped = sampleContentDir();
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function emptyFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sample-content-'));
  folders.push(folder);
  return folder;
}

/** A copy of the shipped sample content, with one file's entries changed. */
function copyWith(file: string, change: (entries: Record<string, unknown>[]) => unknown): string {
  const copy = emptyFolder();
  cpSync(shipped, copy, { recursive: true });
  const entries = JSON.parse(readFileSync(path.join(copy, file), 'utf8'));
  writeFileSync(path.join(copy, file), JSON.stringify(change(entries)));
  return copy;
}

const problemsOf = (load: () => unknown): string => {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(SampleContentError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
};

describe('the sample content', () => {
  it('is the folder beside package.json, each entry given its picture as SVG', () => {
    expect(shipped).toBe(fileURLToPath(new URL('../../sample-content', import.meta.url)));
    const [first] = loadSampleCatalogue();
    const named = JSON.parse(readFileSync(path.join(shipped, 'catalogue.json'), 'utf8'))[0].artwork;
    expect(first?.artwork).toBe(readFileSync(path.join(shipped, 'artwork', named), 'utf8'));
    expect(loadSampleNews()[0]?.artwork).toMatch(/^<svg/);
  });

  it('has no samples of a kind whose file is gone', () => {
    const folder = emptyFolder();
    expect(loadSampleCatalogue(folder)).toEqual([]);
    expect(loadSampleNews(folder)).toEqual([]);
  });

  it('refuses a malformed catalogue, naming the file, the entries and their problems', () => {
    const folder = copyWith('catalogue.json', (entries) =>
      entries.map((entry, index) => {
        const { product, arabic } = entry as { product: Record<string, unknown>; arabic: object };
        if (index === 1) return { ...entry, product: { ...product, description: 'short' } };
        if (index === 2) return { ...entry, arabic: { ...arabic, colour: 'red' } };
        if (index === 3) return { ...entry, artwork: '../catalogue.json' };
        return entry;
      }),
    );
    const problems = problemsOf(() => loadSampleCatalogue(folder));
    expect(problems).toContain(path.join(folder, 'catalogue.json'));
    expect(problems).toContain('[1].product.description: Description must be at least 10 characters');
    expect(problems).toContain('[2].arabic: Unrecognized key: "colour"');
    expect(problems).toContain('[3].artwork: must be the name of an .svg file');

    const missing = copyWith('catalogue.json', (entries) =>
      entries.map((entry, index) => (index === 4 ? { ...entry, artwork: 'nowhere.svg' } : entry)),
    );
    expect(problemsOf(() => loadSampleCatalogue(missing))).toContain(
      `[4].artwork: there is no file ${path.join(missing, 'artwork', 'nowhere.svg')}`,
    );
  });

  it('refuses malformed news, and a file that is not JSON', () => {
    const folder = copyWith('news.json', (items) =>
      items.map((item, index) => (index === 0 ? { ...item, daysAgo: 'six' } : item)),
    );
    expect(problemsOf(() => loadSampleNews(folder))).toMatch(/news\.json:\n {2}- \[0\]\.daysAgo: /);
    writeFileSync(path.join(folder, 'news.json'), '[{');
    expect(problemsOf(() => loadSampleNews(folder))).toContain('not valid JSON');
  });
});
