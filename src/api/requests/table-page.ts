/** How the paged admin tables read a page of their rows. */
import type { z } from 'zod';
import { api } from '../client';
import { adminTablePageSize } from '../limits';
import type { PublicationStatus } from '../publication';
import { totalCountOf } from './load-json';

/** The view a table asks for: the page from 1, the order, the search and the publication status when chosen. */
export interface TableView<TSort extends string> {
  page: number;
  sort?: TSort | undefined;
  q?: string | undefined;
  status?: PublicationStatus | undefined;
}

/**
 * One page of a table from its list path (50 rows; the order, the search and the status sent only
 * when chosen), and how many rows the whole view holds.
 */
export async function fetchTablePage<TRow, TSort extends string>(
  path: string,
  list: z.ZodType<TRow[]>,
  { page, sort, q, status }: TableView<TSort>,
  signal?: AbortSignal,
): Promise<{ rows: TRow[]; total: number }> {
  const params = {
    page,
    per_page: adminTablePageSize,
    ...(sort ? { sort } : {}),
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
  };
  const response = await api.get(path, { params, signal });
  const rows = list.parse(response.data);
  return { rows, total: totalCountOf(response.headers['x-total-count']) ?? rows.length };
}
