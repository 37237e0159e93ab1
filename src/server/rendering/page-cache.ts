/**
 * Rendered public pages kept in memory, so a page is rendered once per change instead of once per
 * request. Bounded by entries and by bytes (the least recently used go first), and by age: the
 * render reads the clock too (the footer's year), and a page older than `maxAgeMs` is rendered
 * again. Concurrent misses for one key share one render. It is emptied when the data version moves
 * (`follow`), whichever process changed the rows; a render that began before that finishes for the
 * requests waiting on it but is not kept, since it may have read the rows before they changed.
 */
import type { Clock } from '../clock';

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
  maxAgeMs: number;
}

/** Room for both languages of every page and a few hundred products, well under the memory budget. */
export const defaultPageCacheLimits: PageCacheLimits = {
  maxEntries: 1000,
  maxBytes: 48 * 1024 * 1024,
  maxAgeMs: 10 * 60 * 1000,
};

/** What a render made, and whether it may be kept (a page made while the API was failing is not). */
export interface Rendered<Page> {
  page: Page;
  keep: boolean;
}

export interface PageCache<Page extends { bytes: number }> {
  /** The page kept for `key`, if it is still fresh. */
  cached(key: string): Page | undefined;
  /** Renders the page for `key`, or joins the render already under way for it. */
  fill(key: string, render: () => Promise<Rendered<Page>>): Promise<Page>;
  /**
   * Empties the cache when `dataVersion` (read before the rows a render reads) differs from the
   * one it last followed.
   */
  follow(dataVersion: string): void;
}

export function createPageCache<Page extends { bytes: number }>(
  limits: PageCacheLimits,
  clock: Clock,
): PageCache<Page> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { page: Page; storedAt: number }>();
  const rendering = new Map<string, Promise<Page>>();
  let bytes = 0;
  let generation = 0;
  let followed: string | undefined;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.page.bytes;
  };

  const store = (key: string, page: Page) => {
    remove(key);
    if (page.bytes > limits.maxBytes) return;
    entries.set(key, { page, storedAt: clock() });
    bytes += page.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      remove(oldest);
    }
  };

  return {
    cached(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (clock() - entry.storedAt >= limits.maxAgeMs) {
        bytes -= entry.page.bytes;
        return undefined;
      }
      entries.set(key, entry);
      return entry.page;
    },
    fill(key, render) {
      const underWay = rendering.get(key);
      if (underWay) return underWay;
      const startedIn = generation;
      const done = render()
        .then(({ page, keep }) => {
          if (keep && startedIn === generation) store(key, page);
          return page;
        })
        .finally(() => {
          if (rendering.get(key) === done) rendering.delete(key);
        });
      rendering.set(key, done);
      return done;
    },
    follow(dataVersion) {
      if (dataVersion === followed) return;
      followed = dataVersion;
      entries.clear();
      rendering.clear();
      bytes = 0;
      generation += 1;
    },
  };
}
