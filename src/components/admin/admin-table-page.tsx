import { Link, type LinkProps } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type { adminListMachine } from '../../../machines/admin-list';
import type { Result } from '../../api/users';
import { useFlow, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { LoadFailure } from '../ui/load-failure';
import { focusPageHeading } from '../ui/page-focus';
import { Spinner } from '../ui/spinner';
import { type AdminColumn, AdminTable } from './admin-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type AdminListActor<TItem extends { id: number }> = ActorRefFrom<ReturnType<typeof adminListMachine<TItem>>>;

/** Runs a table's machine with the page's two requests; its alerts go to the app's alerts. */
export function useAdminList<TItem extends { id: number }>(
  machine: ReturnType<typeof adminListMachine<TItem>>,
  requests: { fetchItems: () => Promise<TItem[]>; deleteItem: (id: number) => Promise<Result> },
): AdminListActor<TItem> {
  const notify = useNotify();
  return useFlow(
    machine.provide({
      actors: {
        fetchItems: fromPromise(() => requests.fetchItems()),
        deleteItem: fromPromise(({ input }: { input: { id: number } }) => requests.deleteItem(input.id)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
}

interface AdminTablePageProps<TItem extends { id: number }> {
  /** The table's machine (machines/admin-list.ts), provided by the page. */
  list: AdminListActor<TItem>;
  title: ReactNode;
  /** The page's create button, when its rows are made here (contact messages arrive from visitors). */
  create?: { to: LinkProps['to']; label: ReactNode };
  loadFailed: string;
  empty: ReactNode;
  /** The columns before the actions column, which the table adds itself. */
  columns: readonly AdminColumn<TItem>[];
  /** The row's actions before Delete, which the table adds itself. */
  actions: (item: TItem) => ReactNode;
  /** How a row is named to screen readers ("Delete {name}"). */
  nameOf: (item: TItem) => string;
  deleteTitle: string;
  /** What the confirmation says about the item about to go. */
  deleteQuestion: (item: TItem) => ReactNode;
  /** Dialogs of the page's own (the users' edit dialog). */
  children?: ReactNode;
}

/**
 * An admin table page that loads all its rows at once (/admin/users, /admin/news): heading with
 * the create button (if any),
 * the loading, failed and empty states, the table, and the delete confirmation, all driven by the
 * table's machine. The pages give the columns and the rows.
 */
export function AdminTablePage<TItem extends { id: number }>({
  list,
  title,
  create,
  loadFailed,
  empty,
  columns,
  actions,
  nameOf,
  deleteTitle,
  deleteQuestion,
  children,
}: AdminTablePageProps<TItem>) {
  const items = useSelector(list, (s) => s.context.items);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const busy = useSelector(list, (s) => s.hasTag('busy'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const pendingDelete = useSelector(list, (s) => s.context.pendingDelete);
  // Once confirmed, the dialog waits for the delete: neither Delete nor Cancel is offered then.
  const deleting = useSelector(list, (s) => !s.can({ type: 'delete.confirmed' }));
  const rows = useRef<HTMLTableSectionElement>(null);
  /** The row being deleted, and the row to give focus to once it has gone (the next, else the one before). */
  const afterDelete = useRef<{ deleted: number; next: number | null } | null>(null);

  // The confirmed row's Delete button, which had focus, goes with it: focus moves to the next row's
  // first control, or to the page's heading when no row is left. A refused delete leaves focus alone.
  useEffect(() => {
    const pending = afterDelete.current;
    if (!pending) return;
    if (items.some((item) => item.id === pending.deleted)) {
      if (pendingDelete === null && !busy) afterDelete.current = null;
      return;
    }
    afterDelete.current = null;
    const row = rows.current?.querySelector(`tr[data-row="${pending.next}"]`);
    const control = row?.querySelector<HTMLElement>('a[href], button:not(:disabled)');
    if (control) control.focus();
    else focusPageHeading();
  }, [items, pendingDelete, busy]);

  const confirmDelete = () => {
    const index = items.findIndex((item) => item.id === pendingDelete?.id);
    if (pendingDelete && index >= 0)
      afterDelete.current = {
        deleted: pendingDelete.id,
        next: (items[index + 1] ?? items[index - 1])?.id ?? null,
      };
    list.send({ type: 'delete.confirmed' });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{title}</h1>
        {create && (
          <Link to={create.to} className={buttonStyles.primary}>
            {create.label}
          </Link>
        )}
      </div>
      {/* Busy while the rows load and while a delete runs: assistive technology waits for the result. */}
      <div aria-busy={busy} className="overflow-x-auto rounded-xl bg-white shadow-sm dark:bg-slate-900">
        {/* A table that reloads after a change keeps its rows on screen meanwhile, marked busy. */}
        {loading && items.length === 0 ? (
          <Spinner />
        ) : failed ? (
          <LoadFailure message={loadFailed} onRetry={() => list.send({ type: 'retry.requested' })} />
        ) : items.length === 0 ? (
          <p className="p-8 text-center text-slate-600 dark:text-slate-400">{empty}</p>
        ) : (
          <AdminTable
            caption={title}
            items={items}
            columns={columns}
            actions={actions}
            nameOf={nameOf}
            onDelete={(item) => list.send({ type: 'delete.requested', item })}
            deleteDisabled={loading}
            rowsRef={rows}
          />
        )}
      </div>
      {children}
      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        title={deleteTitle}
        deleting={deleting}
        onCancel={() => list.send({ type: 'delete.cancelled' })}
        onConfirm={confirmDelete}
      >
        {pendingDelete && deleteQuestion(pendingDelete)}
      </ConfirmDeleteDialog>
    </div>
  );
}
