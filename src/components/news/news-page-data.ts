/**
 * What the news archive and article pages open with. Each page's route loader owns its data: it
 * runs on the server for the first HTML and in the browser on every navigation.
 */
import { notFound } from '@tanstack/react-router';
import type { NewsArchiveLoad } from '../../../machines/news-archive.machine';
import { positiveIdOf } from '../../api/ids';
import type { Language } from '../../api/language';
import type { NewsArticle } from '../../api/news';
import type { LoadJson } from '../../api/requests/load-json';
import { loadNewsArchive, loadNewsArticle } from '../../api/requests/news-reads';
/**
 * A page of the archive, or that the call failed: the page shows that with its try-again. A page
 * past the last throws the router's not-found, so it answers 404; the first page of no news at all
 * is the page's empty state.
 */
export async function loadNewsArchivePage(
  load: LoadJson,
  query: { language: Language; page: number },
): Promise<NewsArchiveLoad> {
  let loaded: NewsArchiveLoad;
  try {
    loaded = { status: 'loaded', ...(await loadNewsArchive(load, query)) };
  } catch {
    return { status: 'failed' };
  }
  if (query.page > 1 && loaded.items.length === 0) throw notFound();
  return loaded;
}

/**
 * An item's page. No such item (an id that is not one, a hidden item, or any failure of the call)
 * throws the router's not-found, so the page answers 404, as a product's page does.
 */
export async function loadNewsArticlePage(
  load: LoadJson,
  rawId: string,
  language: Language,
): Promise<NewsArticle> {
  const id = positiveIdOf(rawId);
  if (id === null) throw notFound();
  return loadNewsArticle(load, id, language).catch(() => {
    throw notFound();
  });
}
