/**
 * The headers of one page of a list the API answers as a plain array: `X-Total-Count`, the items
 * over all pages, and an RFC 8288 `Link` to the first, previous, next and last pages, each the
 * list's own path with the same query, so that a caller pages through without an envelope.
 */
import type { FastifyReply } from 'fastify';
import type { TablePage, TableQuery } from '../db/table-page';

export interface ListPage {
  /** The list's path, e.g. `/api/products`. */
  path: string;
  /** The rest of the query, kept in every link; unset values are left out. */
  query: Record<string, string | number | undefined>;
  page: number;
  perPage: number;
  total: number;
  /** The list pages by a size of its own and takes no `per_page`: its links offer none. */
  fixedSize?: boolean;
}

/** The last page's number: 1 for an empty list, which still has its (empty) first page. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function pageHeaders({
  path,
  query,
  page,
  perPage,
  total,
  fixedSize,
}: ListPage): Record<string, string> {
  const last = lastPageOf(total, perPage);
  const address = (to: number) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) search.set(name, String(value));
    search.set('page', String(to));
    if (!fixedSize) search.set('per_page', String(perPage));
    return `<${path}?${search}>`;
  };
  const links = [`${address(1)}; rel="first"`];
  if (page > 1) links.push(`${address(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${address(page + 1)}; rel="next"`);
  links.push(`${address(last)}; rel="last"`);
  return { 'X-Total-Count': String(total), Link: links.join(', ') };
}

/** An admin table's query as its address names it. */
export interface TableAddress<Sort extends string> {
  page: number;
  per_page: number;
  q?: string | undefined;
  sort?: Sort | undefined;
}

/**
 * One page of an admin table, read by `list`, with its headers set on `reply`. A page past the
 * last is empty, its headers still giving the total and the way back.
 */
export async function tablePage<Sort extends string, Row>(
  reply: Pick<FastifyReply, 'headers'>,
  path: string,
  { page, per_page: perPage, q, sort }: TableAddress<Sort>,
  list: (query: TableQuery<Sort>) => Promise<TablePage<Row>>,
): Promise<Row[]> {
  const { rows, total } = await list({ page, perPage, q, sort });
  reply.headers(pageHeaders({ path, query: { q, sort }, page, perPage, total }));
  return rows;
}
