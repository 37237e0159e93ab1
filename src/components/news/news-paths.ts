/** The news pages' language-neutral addresses, which the app prefixes with `/ar` for Arabic. */
import { listPageParam } from '../products/products-search';

/** What the archive reads from its address: `?page=2`, only a page from 2 on named. */
export function newsSearch(search: Record<string, unknown>): { page?: number | undefined } {
  return { page: listPageParam(search.page) };
}

/** A page of the archive: `/news`, `/news?page=2` (only a page from 2 on is named). */
export function newsArchivePath(page: number): string {
  return page > 1 ? `/news?page=${page}` : '/news';
}

/** An item's page. */
export function newsArticlePath(id: number): string {
  return `/news/${id}`;
}
