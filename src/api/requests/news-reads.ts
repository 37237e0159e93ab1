/**
 * The news archive and article pages' reads, through the page's JSON reader. The answers' checks
 * load with the first read rather than with the page, which arrives with its data in its HTML.
 */
import type { Language } from '../language';
import type { NewsArticle, NewsItem } from '../news';
import type { LoadJson } from './load-json';

/** One page of the archive (`newsPerPage` items, newest first), and how many items all pages hold. */
export async function loadNewsArchive(
  load: LoadJson,
  { language, page }: { language: Language; page: number },
): Promise<{ items: NewsItem[]; total: number }> {
  const [{ newsListSchema }, answer] = await Promise.all([
    import('../news'),
    load(`/api/news?${new URLSearchParams({ lang: language, page: String(page) })}`),
  ]);
  const items = newsListSchema.parse(answer.body);
  return { items, total: answer.total ?? items.length };
}

/** One active item with its neighbours in the archive; a missing or hidden one fails (404). */
export async function loadNewsArticle(load: LoadJson, id: number, language: Language): Promise<NewsArticle> {
  const [{ newsArticleSchema }, answer] = await Promise.all([
    import('../news'),
    load(`/api/news/${id}?lang=${language}`),
  ]);
  return newsArticleSchema.parse(answer.body);
}

/** An item of any status, as an administrator previews it (`GET /api/admin/news/:id`). */
export async function loadNewsPreview(load: LoadJson, id: number, language: Language): Promise<NewsArticle> {
  const [{ newsArticleSchema }, answer] = await Promise.all([
    import('../news'),
    load(`/api/admin/news/${id}?lang=${language}`),
  ]);
  return newsArticleSchema.parse(answer.body);
}
