/**
 * Runs a paged admin table's machine (machines/paged-table.ts) on its page: the machine writes the
 * address (a history entry) and the address, moved under the page (Back, Forward, a link), reaches
 * it back. What the address held that the table refuses (an order it does not offer, a page that is
 * no number) leaves it, in place of the entry that held it, so it is neither shown nor shared.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type { pagedTableMachine, TablePage, TableQuery } from '../../../machines/paged-table';
import { useFlow, useNotify } from '../../root-actors';
import { compactTableQuery, tableQueryOf } from './admin-table-search';

type PagedTable<TRow extends { id: number }, TSort extends string> = ReturnType<
  typeof pagedTableMachine<TRow, TSort>
>;

interface PagedTableRequests<TRow, TSort extends string> {
  /** The table's address, e.g. `/admin/messages`. */
  path: '/admin/products' | '/admin/messages' | '/admin/users' | '/admin/news' | '/admin/subscriptions';
  /** The orders the table offers, as its address spells them. */
  sorts: readonly TSort[];
  /** The rows have a publication: the address may keep the view to one status. */
  filtersPublication?: boolean;
  fetchPage: (query: TableQuery<TSort>, signal: AbortSignal) => Promise<TablePage<TRow>>;
  deleteRows: (ids: number[]) => Promise<unknown>;
  /** Where rows have a status: shows (`active`) or hides the rows named together. */
  switchRows?: (ids: number[], active: boolean) => Promise<unknown>;
}

export function usePagedTable<TRow extends { id: number }, TSort extends string>(
  machine: PagedTable<TRow, TSort>,
  query: TableQuery<TSort>,
  {
    path,
    sorts,
    filtersPublication = false,
    fetchPage,
    deleteRows,
    switchRows,
  }: PagedTableRequests<TRow, TSort>,
): ActorRefFrom<PagedTable<TRow, TSort>> {
  const router = useRouter();
  const notify = useNotify();
  const [flow] = useState(() =>
    machine.provide({
      actors: {
        fetchPage: fromPromise(({ input, signal }) => fetchPage(input, signal)),
        deleteRows: fromPromise(({ input }) => deleteRows(input.ids)),
        ...(switchRows && {
          switchRows: fromPromise(({ input }) => switchRows(input.ids, input.active)),
        }),
      },
      actions: {
        writeUrl: (_, next) => void router.navigate({ to: path, search: compactTableQuery(next) }),
        notify: (_, notice) => notify(notice),
      },
    }),
  );
  const actor = useFlow(flow, { input: { query } });
  const { page, sort, q, status } = query;
  useEffect(() => {
    actor.send({ type: 'url.synced', query: { page, sort, q, status } });
  }, [actor, page, sort, q, status]);
  // Only while the address is this page's: on the way to another page it names that one's view.
  const address = useRouterState({
    select: (state) => (state.location.pathname === path ? state.location.search : null),
  });
  useEffect(() => {
    if (!address) return;
    const kept = compactTableQuery(tableQueryOf(address, sorts, filtersPublication));
    const held = Object.keys(address);
    if (held.length !== Object.keys(kept).length || held.some((name) => !(name in kept)))
      void router.navigate({ to: path, search: kept, replace: true });
  }, [router, address, path, sorts, filtersPublication]);
  return actor;
}
