import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsItem } from '../../src/api/news';
import type { App } from '../../src/server/app';
import { sampleNews } from '../../src/server/db/seed/news-data';
import { seedNews, wasNewsSeeded } from '../../src/server/db/seed/seed-news';
import { startTestServer, testMediaDir } from './helpers';
import { filesUnder } from './multipart';

const media = testMediaDir();
let app: App;
beforeEach(async () => {
  app = await startTestServer({ mediaDir: media });
});
afterEach(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

async function publicNews(): Promise<NewsItem[]> {
  return (await app.inject('/api/news')).json();
}

describe('seedNews', () => {
  it('adds the sample image items, newest first, each with its picture and WebP copies', async () => {
    expect(await wasNewsSeeded(app.db)).toBe(false);
    expect(await seedNews(app.db, media, sampleNews)).toBe(sampleNews.length);
    const items = await publicNews();
    expect(items.map((item) => item.title)).toEqual(sampleNews.map((item) => item.title));
    for (const item of items) {
      expect(item).toMatchObject({ media_type: 'image', active: true, video_path: null });
      expect(item.alt_text).not.toBe('');
      const files = [item.image_path ?? '', ...item.image_variants.map((variant) => variant.path)];
      expect(item.image_variants.map((variant) => variant.width)).toEqual([320, 640]);
      for (const file of files)
        expect(existsSync(path.join(media, file.replace(/^\/media\//, '')))).toBe(true);
    }
    expect(await wasNewsSeeded(app.db)).toBe(true);
  });

  it('adds nothing where there is news already, and leaves no file behind', async () => {
    await seedNews(app.db, media, sampleNews);
    const before = filesUnder(media);
    expect(await seedNews(app.db, media, sampleNews)).toBe(0);
    expect(filesUnder(media)).toEqual(before);
    expect(await publicNews()).toHaveLength(sampleNews.length);
  });

  it('refuses an entry the create form would refuse, keeping no file and no row', async () => {
    const untitled = { ...sampleNews[0], title: ' ' } as (typeof sampleNews)[number];
    await expect(seedNews(app.db, media, [untitled])).rejects.toThrow('Title is required');
    expect(filesUnder(media)).toEqual([]);
    expect(await publicNews()).toEqual([]);
  });
});
