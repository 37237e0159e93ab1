/**
 * The public news archive: `GET /api/news` a page at a time, one item's page (`GET /api/news/:id`)
 * with its neighbours, and the items' pages in the sitemap.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import type { NewsArticle, NewsItem, NewsNeighbour } from '../../src/api/news';
import type { App } from '../../src/server/app';
import { insertNews } from '../../src/server/news/news-items';
import { bearer, manualClock, pageOf, refusal, startSignedInServer } from './helpers';

let time: ReturnType<typeof manualClock>;
let app: App;
let token: string;
beforeEach(async () => {
  time = manualClock();
  ({ app, adminToken: token } = await startSignedInServer({ clock: time.clock }));
});
afterEach(() => app.close());

/** Items stored by hand are made from here on: before the clock the edits and translations read. */
const firstMade = Date.parse('2029-12-01T08:00:00.000Z');
const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const arabic = { title: 'خط إنتاج جديد', description: 'بدأ التشغيل هذا الشهر.', alt_text: 'خط البثق' };

/** An active image item straight into the database, made `minutes` after `firstMade`: its id. */
function store(title: string, minutes: number, withArabic?: typeof arabic): Promise<number> {
  return insertNews(
    app.db,
    {
      title,
      description: `About ${title}.`,
      alt_text: title,
      media_type: 'image',
      image: { path: `/media/news/${minutes}.png`, variants: [] },
      ...(withArabic && { arabic: withArabic }),
    },
    firstMade + minutes * minute,
  );
}

/** Items made a minute apart, the first the oldest: their ids, in the order made. */
async function storeMany(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await store(`Item ${i + 1}`, i));
  return ids;
}

function get(url: string) {
  return app.inject({ method: 'GET', url });
}

async function hide(id: number) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/news/${id}`,
    headers: bearer(token),
    payload: { active: false },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function translate(id: number, payload: typeof arabic) {
  return app.inject({
    method: 'PUT',
    url: `/api/news/${id}/translations/ar`,
    headers: bearer(token),
    payload,
  });
}

async function idsOf(url: string): Promise<number[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NewsItem[]>().map((item) => item.id);
}

async function article(id: number, lang?: string): Promise<NewsArticle> {
  const res = await get(lang ? `/api/news/${id}?lang=${lang}` : `/api/news/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/news, a page of the archive', () => {
  // The archive pages by 12 and takes no per_page: its links offer none.
  const link = (page: number, lang = 'en') => `/api/news?lang=${lang}&page=${page}`;

  it('answers 12 items a page, newest first, with the count and the links to the others', async () => {
    const ids = await storeMany(15);
    // The third and fourth made in one millisecond, split by the pages' edge: by id, newest first.
    await app.db
      .updateTable('news')
      .set({ created_at: iso(firstMade + 2 * minute) })
      .where('id', '=', ids[3] as number)
      .execute();
    const newestFirst = [...ids].reverse();

    const first = await get('/api/news?page=1');
    expect(first.json<NewsItem[]>().map((item) => item.id)).toEqual(newestFirst.slice(0, 12));
    expect(pageOf(first)).toEqual({ total: '15', links: { first: link(1), next: link(2), last: link(2) } });
    const second = await get('/api/news?page=2');
    expect(second.json<NewsItem[]>().map((item) => item.id)).toEqual(newestFirst.slice(12));
    expect(pageOf(second)).toEqual({ total: '15', links: { first: link(1), prev: link(1), last: link(2) } });
    // Past the last page: nothing, with the total and the way back.
    const past = await get('/api/news?page=3');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(pageOf(past)).toEqual({ total: '15', links: { first: link(1), prev: link(2), last: link(2) } });

    // Without a page, every active item as the home page has always read them, without the headers.
    const all = await get('/api/news');
    expect(all.json<NewsItem[]>().map((item) => item.id)).toEqual(newestFirst);
    expect(all.headers['x-total-count']).toBeUndefined();
    expect(all.headers.link).toBeUndefined();
  });

  it('answers a page in the language asked where an item has it, the links keeping the language', async () => {
    const plain = await store('Plain', 0);
    const translated = await store('Translated', 1, arabic);
    const res = await get('/api/news?lang=ar&page=1');
    expect(res.json<NewsItem[]>().map(({ id, title, language }) => ({ id, title, language }))).toEqual([
      { id: translated, title: arabic.title, language: 'ar' },
      { id: plain, title: 'Plain', language: 'en' },
    ]);
    expect(pageOf(res)).toEqual({ total: '2', links: { first: link(1, 'ar'), last: link(1, 'ar') } });
    // Each item as the home page's list shows it.
    expect(res.json()).toEqual((await get('/api/news?lang=ar')).json());
  });

  it('leaves hidden items out of the pages and the total', async () => {
    const ids = await storeMany(14);
    const [oldest, , third] = ids as [number, number, number];
    await hide(oldest);
    await hide(third);
    const first = await get('/api/news?page=1');
    expect(first.json<NewsItem[]>().map((item) => item.id)).toEqual(
      [...ids].reverse().filter((id) => id !== oldest && id !== third),
    );
    expect(pageOf(first)).toEqual({ total: '12', links: { first: link(1), last: link(1) } });
    expect(await idsOf('/api/news?page=2')).toEqual([]);
  });

  it('refuses a page that is not a whole number from 1 to 100000 with the rule’s message', async () => {
    await storeMany(1);
    for (const page of ['0', '-1', 'x', '1.5', '', '100001']) {
      const res = await get(`/api/news?page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json(), page).toEqual(refusal(messages.pageInvalid));
    }
    expect(await idsOf('/api/news?page=100000')).toEqual([]);
  });
});

describe('GET /api/news/:id', () => {
  it('answers an item in the language asked where it has it, else in English saying so', async () => {
    const plain = await store('Plain', 0);
    const translated = await store('Translated', 1, arabic);
    // Each item as the home page's list shows it in that language, with the page's own fields.
    const [translatedInArabic, plainInArabic] = (await get('/api/news?lang=ar')).json<NewsItem[]>();
    const [translatedInEnglish, plainInEnglish] = (await get('/api/news')).json<NewsItem[]>();

    const inArabic = await article(translated, 'ar');
    expect(inArabic).toMatchObject({ ...arabic, language: 'ar' });
    expect(inArabic).toEqual({
      ...translatedInArabic,
      updated_at: iso(firstMade + minute),
      newer: null,
      older: { id: plain, title: 'Plain', language: 'en' },
    });
    const untranslated = await article(plain, 'ar');
    expect(untranslated).toMatchObject({ title: 'Plain', description: 'About Plain.', language: 'en' });
    expect(untranslated).toEqual({
      ...plainInArabic,
      updated_at: iso(firstMade),
      newer: { id: translated, title: arabic.title, language: 'ar' },
      older: null,
    });
    // English, and a client that names no language, read the English.
    for (const lang of ['en', undefined]) {
      const english = await article(translated, lang);
      expect(english).toMatchObject({ title: 'Translated', alt_text: 'Translated', language: 'en' });
      expect(english).toEqual({
        ...translatedInEnglish,
        updated_at: iso(firstMade + minute),
        newer: null,
        older: { id: plain, title: 'Plain', language: 'en' },
      });
      expect(await article(plain, lang)).toEqual({
        ...plainInEnglish,
        updated_at: iso(firstMade),
        newer: { id: translated, title: 'Translated', language: 'en' },
        older: null,
      });
    }
  });

  it('says when the text shown last changed: for the Arabic, the later of its save and the English’s', async () => {
    const id = await store('Line', 0);
    const updatedAt = async (lang: string) => (await article(id, lang)).updated_at;
    const expectChanged = async (english: number, shownInArabic: number) => {
      expect(await updatedAt('en')).toBe(iso(english));
      expect(await updatedAt('ar')).toBe(iso(shownInArabic));
    };
    await expectChanged(firstMade, firstMade);

    const translatedAt = time.clock();
    expect((await translate(id, arabic)).statusCode).toBe(200);
    await expectChanged(firstMade, translatedAt);

    time.advance(minute);
    const editedAt = time.clock();
    const edit = { title: 'Second line', description: 'About Line.', alt_text: 'Line', active: true };
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/news/${id}`,
      headers: bearer(token),
      payload: edit,
    });
    expect(edited.statusCode).toBe(200);
    await expectChanged(editedAt, editedAt);

    // The eye button changes no text.
    time.advance(minute);
    await hide(id);
    const shown = await app.inject({
      method: 'PUT',
      url: `/api/news/${id}`,
      headers: bearer(token),
      payload: { active: true },
    });
    expect(shown.statusCode).toBe(200);
    await expectChanged(editedAt, editedAt);

    time.advance(minute);
    const retranslatedAt = time.clock();
    await translate(id, { ...arabic, title: 'خط إنتاج ثان' });
    await expectChanged(editedAt, retranslatedAt);
  });

  it('links the newer and the older active item, in the archive’s order, null at either end', async () => {
    // Made out of the ids' order, two in one millisecond; the archive reads a, hidden, b, c, d.
    const b = await store('B', 2);
    const c = await store('C', 2, arabic);
    const d = await store('D', 1);
    const a = await store('A', 4);
    const hidden = await store('Hidden', 3);
    await hide(hidden);
    expect(await idsOf('/api/news')).toEqual([a, c, b, d]);

    const neighbours = async (id: number, lang = 'en') => {
      const { newer, older } = await article(id, lang);
      return { newer: newer?.id ?? null, older: older?.id ?? null };
    };
    expect(await neighbours(a)).toEqual({ newer: null, older: c });
    expect(await neighbours(c)).toEqual({ newer: a, older: b });
    expect(await neighbours(b)).toEqual({ newer: c, older: d });
    expect(await neighbours(d)).toEqual({ newer: b, older: null });

    const titled = (id: number, title: string, language: 'en' | 'ar'): NewsNeighbour => ({
      id,
      title,
      language,
    });
    const { newer, older } = await article(b, 'ar');
    expect({ newer, older }).toEqual({ newer: titled(c, arabic.title, 'ar'), older: titled(d, 'D', 'en') });
  });

  it('answers 404 alike for a missing item and a hidden one, 400 for a malformed id or language', async () => {
    const hidden = await store('Hidden', 0);
    await hide(hidden);
    for (const id of [hidden, hidden + 1]) {
      const res = await get(`/api/news/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json(), String(id)).toEqual(refusal(messages.newsNotFound));
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await get(`/api/news/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toEqual(refusal(messages.invalidNewsId));
    }
    const shown = await store('Shown', 1);
    expect((await get(`/api/news/${shown}?lang=fr`)).statusCode).toBe(400);
  });
});

describe('news in the sitemap', () => {
  /** The `lastmod` of each of the sitemap's entries, by its address. */
  async function sitemapEntries(): Promise<Record<string, string>> {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const entries: Record<string, string> = {};
    for (const [, loc, lastmod] of res.body.matchAll(
      /<loc>([^<]+)<\/loc>[\s\S]*?<lastmod>([^<]+)<\/lastmod>/g,
    ))
      entries[loc as string] = lastmod as string;
    return entries;
  }

  it('lists each active item’s page in both languages, with when either of its texts last changed', async () => {
    const plain = await store('Plain', 0);
    const translated = await store('Translated', 1);
    const edited = await store('Edited', 2, arabic);
    const hidden = await store('Hidden', 3, arabic);
    await hide(hidden);
    time.advance(minute);
    await translate(translated, arabic);
    const translatedAt = iso(time.clock());
    time.advance(minute);
    const edit = { title: 'Edited again', description: '', alt_text: '', active: true };
    await app.inject({ method: 'PUT', url: `/api/news/${edited}`, headers: bearer(token), payload: edit });
    const editedAt = iso(time.clock());

    const entries = await sitemapEntries();
    const expected = { [plain]: iso(firstMade), [translated]: translatedAt, [edited]: editedAt };
    for (const [id, lastmod] of Object.entries(expected)) {
      expect(entries[`http://localhost:80/news/${id}`], id).toBe(lastmod);
      expect(entries[`http://localhost:80/ar/news/${id}`], id).toBe(lastmod);
    }
    const newsPages = Object.keys(entries).filter((loc) => /\/news\/\d+$/.test(loc));
    expect(newsPages).toHaveLength(6);
    expect(newsPages.some((loc) => loc.endsWith(`/news/${hidden}`))).toBe(false);
  });
});
