/**
 * What the home page's news section opens with. The home route's loader owns it: it runs on the
 * server for the first HTML and in the browser on every navigation, and hands the section the items
 * or that the call failed; the section's machine starts from that outcome.
 */
import type { NewsLoad } from '../../../machines/news-feed.machine';
import type { Language } from '../../api/language';
import type { NewsItem } from '../../api/news';
import type { LoadJson } from '../../api/requests/load-json';

/**
 * `GET /api/news`: the active items, newest first, in the page's language where they have it. Its
 * checks load with the first read, not the page.
 */
export async function loadNews(load: LoadJson, language: Language): Promise<NewsItem[]> {
  const [{ newsListSchema }, answer] = await Promise.all([
    import('../../api/news'),
    load(`/api/news?lang=${language}`),
  ]);
  return newsListSchema.parse(answer.body);
}

/** The section's items, or that the call (or its answer) failed: the section shows that as such. */
export function loadNewsSection(load: LoadJson, language: Language): Promise<NewsLoad> {
  return loadNews(load, language).then(
    (items): NewsLoad => ({ status: 'loaded', items }),
    (): NewsLoad => ({ status: 'failed' }),
  );
}
