import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsItem } from '../../src/api/news';
import type { App } from '../../src/server/app';
import { loadSampleNews } from '../../src/server/db/seed/sample-content';
import {
  seedNews,
  translateSampleNews,
  wasNewsSeeded,
  wereSampleNewsTranslated,
} from '../../src/server/db/seed/seed-news';
import { startTestServer, testMediaDir } from './helpers';
import { filesUnder } from './multipart';

const sampleNews = loadSampleNews();

const media = testMediaDir();
let app: App;
beforeEach(async () => {
  app = await startTestServer({ mediaDir: media });
});
afterEach(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

async function publicNews(lang = 'en'): Promise<NewsItem[]> {
  return (await app.inject(`/api/news?lang=${lang}`)).json();
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
    // The Arabic home page reads each in Arabic.
    expect(await publicNews('ar')).toEqual(
      items.map((item, index) => ({ ...item, ...sampleNews[index]?.arabic, language: 'ar' })),
    );
  });

  it('adds nothing where there is news already, and leaves no file behind', async () => {
    await seedNews(app.db, media, sampleNews);
    const before = filesUnder(media);
    expect(await seedNews(app.db, media, sampleNews)).toBe(0);
    expect(filesUnder(media)).toEqual(before);
    expect(await publicNews()).toHaveLength(sampleNews.length);
  });

  it('refuses an Arabic text the translation form would refuse, keeping no file and no row', async () => {
    const [first] = sampleNews;
    if (!first) throw new Error('there is no sample news');
    const untitled = { ...first, arabic: { ...first.arabic, title: ' ' } };
    await expect(seedNews(app.db, media, [untitled])).rejects.toThrow('Title is required');
    expect(filesUnder(media)).toEqual([]);
    expect(await publicNews()).toEqual([]);
  });

  it('refuses an entry the create form would refuse, keeping no file and no row', async () => {
    const untitled = { ...sampleNews[0], title: ' ' } as (typeof sampleNews)[number];
    await expect(seedNews(app.db, media, [untitled])).rejects.toThrow('Title is required');
    expect(filesUnder(media)).toEqual([]);
    expect(await publicNews()).toEqual([]);
  });
});

describe('translateSampleNews', () => {
  it('gives sample items added before news had Arabic their Arabic, once, leaving items changed since', async () => {
    await seedNews(app.db, media, sampleNews);
    // As a database seeded earlier holds them: no Arabic; one retitled since, one translated since.
    await app.db
      .updateTable('news')
      .set({ title_ar: null, description_ar: null, alt_text_ar: null, ar_updated_at: null })
      .execute();
    const [first, second, third] = sampleNews;
    if (!first || !second || !third) throw new Error('there are fewer than three sample items');
    await app.db
      .updateTable('news')
      .set({ title: 'Our Dammam branch' })
      .where('title', '=', first.title)
      .execute();
    await app.db
      .updateTable('news')
      .set({
        title_ar: 'عنوان كتبه المسؤول',
        description_ar: '',
        alt_text_ar: '',
        ar_updated_at: new Date().toISOString(),
      })
      .where('title', '=', second.title)
      .execute();
    expect(await wereSampleNewsTranslated(app.db)).toBe(false);

    expect(await translateSampleNews(app.db, sampleNews)).toBe(sampleNews.length - 2);
    expect(await wereSampleNewsTranslated(app.db)).toBe(true);
    const titles = (await publicNews('ar')).map((item) => item.title);
    expect(titles).toEqual([
      'Our Dammam branch',
      'عنوان كتبه المسؤول',
      ...sampleNews.slice(2).map((item) => item.arabic.title),
    ]);
  });
});
