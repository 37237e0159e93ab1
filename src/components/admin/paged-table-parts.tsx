import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pagedTableMachine } from '../../../machines/paged-table';
import { adminTablePageSize } from '../../api/limits';
import { buttonStyles } from '../ui/button-styles';
import { LoadFailure } from '../ui/load-failure';
import { focusPageHeading } from '../ui/page-focus';
import { Spinner } from '../ui/spinner';
import { SteadyButton } from '../ui/steady-button';
import { AdminPager } from './admin-pager';
import { AdminSearchForm } from './admin-search-form';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** The parts of a paged admin table's page (machines/paged-table.ts) that every such table shows alike. */
type PagedTableFlow<TRow extends { id: number }, TSort extends string> = ActorRefFrom<
  ReturnType<typeof pagedTableMachine<TRow, TSort>>
>;

interface PagedTableAreaProps<TRow extends { id: number }, TSort extends string> {
  flow: PagedTableFlow<TRow, TSort>;
  loadFailed: string;
  /** What an empty view says (no rows yet, or none matching the search). */
  empty: ReactNode;
  /** The table, for the rows shown. */
  children: (rows: readonly TRow[]) => ReactNode;
}

/**
 * Where the rows go: loading, the failure with its retry, the empty view or the table. Busy while a
 * page loads or a delete runs: the last page stays on screen meanwhile.
 */
export function PagedTableArea<TRow extends { id: number }, TSort extends string>({
  flow,
  loadFailed,
  empty,
  children,
}: PagedTableAreaProps<TRow, TSort>) {
  const answer = useSelector(flow, (s) => s.context.answer);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const loading = useSelector(flow, (s) => s.matches({ browsing: 'loading' }));
  const failed = useSelector(flow, (s) => s.matches({ browsing: 'failed' }));
  const rows = answer?.rows ?? [];
  return (
    <div aria-busy={busy} className="overflow-x-auto rounded-xl bg-white shadow-sm dark:bg-slate-900">
      {failed ? (
        <LoadFailure message={loadFailed} onRetry={() => flow.send({ type: 'retry.requested' })} />
      ) : !answer || (loading && rows.length === 0) ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className="p-8 text-center text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        children(rows)
      )}
    </div>
  );
}

interface PagedTableFooterProps<TRow extends { id: number }, TSort extends string> {
  flow: PagedTableFlow<TRow, TSort>;
  /** What the pages are of, for screen readers' list of landmarks. */
  pagerLabel: string;
  /** The confirmation's title and question for the rows about to go. */
  deleteTitle: (doomed: readonly TRow[]) => string;
  deleteQuestion: (doomed: readonly TRow[]) => ReactNode;
}

/** Under a paged admin table: its pager while rows are shown, and the delete confirmation. */
export function PagedTableFooter<TRow extends { id: number }, TSort extends string>({
  flow,
  pagerLabel,
  deleteTitle,
  deleteQuestion,
}: PagedTableFooterProps<TRow, TSort>) {
  const answer = useSelector(flow, (s) => s.context.answer);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const failed = useSelector(flow, (s) => s.matches({ browsing: 'failed' }));
  const page = useSelector(flow, (s) => s.context.query.page);
  const doomed = useSelector(flow, (s) => s.context.doomed);
  const deleting = useSelector(flow, (s) => s.matches('deleting'));
  const pages = Math.max(1, Math.ceil((answer?.total ?? 0) / adminTablePageSize));
  return (
    <>
      {answer && answer.rows.length > 0 && !failed && (
        <AdminPager
          label={pagerLabel}
          page={page}
          pages={pages}
          busy={busy}
          onPrevious={() => flow.send({ type: 'page.requested', page: page - 1 })}
          onNext={() => flow.send({ type: 'page.requested', page: page + 1 })}
        />
      )}
      <ConfirmDeleteDialog
        open={doomed.length > 0}
        title={deleteTitle(doomed)}
        deleting={deleting}
        onCancel={() => flow.send({ type: 'delete.cancelled' })}
        onConfirm={() => flow.send({ type: 'delete.confirmed' })}
      >
        {doomed.length > 0 && deleteQuestion(doomed)}
      </ConfirmDeleteDialog>
    </>
  );
}

/**
 * A refused delete gives the focus back to its row's Delete button (the dialog does), a refused
 * status change to its button (a steady one); a delete or a change done takes that button away
 * with its row or with the choice, and the page's heading takes the focus instead.
 */
export function useFocusAfterRowChanges<TRow extends { id: number }, TSort extends string>(
  flow: PagedTableFlow<TRow, TSort>,
): void {
  const changing = useSelector(flow, (s) => s.matches('deleting') || s.matches('switching'));
  const wasChanging = useRef(false);
  useEffect(() => {
    if (wasChanging.current && !changing && document.activeElement === document.body) focusPageHeading();
    wasChanging.current = changing;
  }, [changing]);
}

interface PagedTableSearchProps<TRow extends { id: number }, TSort extends string> {
  flow: PagedTableFlow<TRow, TSort>;
  /** The search box's id, name and hint. */
  id: string;
  label: string;
  placeholder: string;
  /** The count line of the view: all the table holds, or what a search found. */
  count: (total: number, searched: string) => ReactNode;
  /** A filter beside the search box, applied as it changes. */
  filter?: ReactNode;
}

/** Over a paged admin table: its search box, and the count of the view, read out when it changes. */
export function PagedTableSearch<TRow extends { id: number }, TSort extends string>({
  flow,
  id,
  label,
  placeholder,
  count,
  filter,
}: PagedTableSearchProps<TRow, TSort>) {
  const answer = useSelector(flow, (s) => s.context.answer);
  const failed = useSelector(flow, (s) => s.matches({ browsing: 'failed' }));
  const searched = useSelector(flow, (s) => s.context.query.q ?? '');
  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        <AdminSearchForm
          id={id}
          label={label}
          placeholder={placeholder}
          searched={searched}
          onSearch={(typed) => flow.send({ type: 'search.submitted', q: typed })}
        />
        {filter}
      </div>
      <p aria-live="polite" className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
        {answer && !failed && count(answer.total, searched)}
      </p>
    </>
  );
}

/**
 * What the table's rows send to the flow: a row's Delete, and ordering by a column's heading; where
 * rows are chosen (`selected` given), choosing one row or the whole page, which the flow takes only
 * while the page rests (`resting`), so the checkboxes wait otherwise.
 */
export function tableGestures<TRow extends { id: number }, TSort extends string>(
  flow: PagedTableFlow<TRow, TSort>,
  {
    sort,
    selected,
    resting = true,
  }: { sort: TSort | undefined; selected?: readonly number[]; resting?: boolean },
) {
  return {
    onDelete: (row: TRow) => flow.send({ type: 'delete.requested', items: [row] }),
    sorting: { current: sort, onSort: (next: TSort) => flow.send({ type: 'sort.requested', sort: next }) },
    ...(selected && {
      choice: {
        selected,
        waiting: !resting,
        onToggle: (id: number) => flow.send({ type: 'row.toggled', id }),
        onTogglePage: () => flow.send({ type: 'page.toggled' }),
      },
    }),
  };
}

interface ChosenRowsBarProps<TRow extends { id: number }, TSort extends string> {
  flow: PagedTableFlow<TRow, TSort>;
  /** The rows chosen on the page shown; the bar shows only while there are some. */
  chosen: readonly TRow[];
  deleteLabel: ReactNode;
  /** Where rows have a status: the words of showing the rows chosen together, and of hiding them. */
  switchLabels?: { show: ReactNode; hide: ReactNode };
}

/**
 * Over a table whose rows are chosen: what the rows chosen can be given together (shown or hidden
 * where rows have a status), Delete last. Each button waits while the table is busy, keeping focus.
 */
export function ChosenRowsBar<TRow extends { id: number }, TSort extends string>({
  flow,
  chosen,
  deleteLabel,
  switchLabels,
}: ChosenRowsBarProps<TRow, TSort>) {
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  if (chosen.length === 0) return null;
  const switchButton = (active: boolean, label: ReactNode) => (
    <SteadyButton
      className={buttonStyles.secondary}
      disabled={busy}
      onClick={() => flow.send({ type: 'status.requested', active })}
    >
      {label}
    </SteadyButton>
  );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3 dark:bg-slate-800">
      {switchLabels && switchButton(true, switchLabels.show)}
      {switchLabels && switchButton(false, switchLabels.hide)}
      <button
        type="button"
        className={buttonStyles.danger}
        disabled={busy}
        onClick={() => flow.send({ type: 'delete.requested', items: [...chosen] })}
      >
        {deleteLabel}
      </button>
    </div>
  );
}

interface PagedTableHeadingProps {
  title: ReactNode;
  /** At the heading's end: the link that adds a row, or what the whole table offers (its export). */
  children: ReactNode;
}

/** The page's heading, with what the table offers at its end. */
export function PagedTableHeading({ title, children }: PagedTableHeadingProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** The link to the page that adds a row. */
export function CreateLink({
  to,
  children,
}: {
  to: '/admin/products/create' | '/admin/users/create' | '/admin/news/create';
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonStyles.primary}>
      {children}
    </Link>
  );
}
