import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { buttonStyles } from '../ui/button-styles';

/**
 * A cell: on a phone a line of the row's card, its column's heading drawn before it (with empty
 * alternative text, so it is not read twice); wider, a table cell.
 */
const cellStyles =
  "flex items-center gap-3 px-4 py-1.5 before:w-28 before:shrink-0 before:text-xs before:font-semibold before:uppercase before:text-slate-500 dark:before:text-slate-400 before:content-[attr(data-label)_/_''] md:table-cell md:py-3 md:before:content-none";

/** A column's two orders, when the server sorts by it: its first press asks for `ascending`. */
export interface ColumnSort<TSort extends string> {
  ascending: TSort;
  descending: TSort;
}

/** One column of an admin table before its actions: the heading, and what a row shows there. */
export interface AdminColumn<TItem, TSort extends string = never> {
  heading: string;
  cell: (item: TItem) => ReactNode;
  /** The column's cells' own classes (width, weight, figures), beside the table's padding. */
  className?: string;
  sort?: ColumnSort<TSort>;
}

/** Rows a person may choose, to act on them together. */
export interface RowChoice {
  selected: readonly number[];
  /** While the rows load afresh or change, a choice would be lost: the checkboxes wait. */
  waiting: boolean;
  onToggle: (id: number) => void;
  /** Chooses every row shown, or none when every one is chosen. */
  onTogglePage: () => void;
}

interface AdminTableProps<TItem extends { id: number }, TSort extends string> {
  /** The table's name for screen readers, who list tables by it. */
  caption: ReactNode;
  items: readonly TItem[];
  columns: readonly AdminColumn<TItem, TSort>[];
  /** The row's actions before Delete, which the table adds itself. */
  actions: (item: TItem) => ReactNode;
  /** How a row is named to screen readers ("Delete {name}"). */
  nameOf: (item: TItem) => string;
  onDelete: (item: TItem) => void;
  /** Rows kept on screen while they load afresh take no delete until then. */
  deleteDisabled: boolean;
  rowsRef?: Ref<HTMLTableSectionElement>;
  choice?: RowChoice;
  /** The order shown, and how to ask for another, when the server sorts. */
  sorting?: { current: TSort | undefined; onSort: (sort: TSort) => void };
}

/**
 * The rows of an admin table: on a phone each row is a card, each cell labelled with its column's
 * heading (drawn, not read: the table's own headings name the cells to screen readers); wider, a
 * table. A sortable column's heading is a button that says which way it sorts (`aria-sort`).
 */
export function AdminTable<TItem extends { id: number }, TSort extends string = never>({
  caption,
  items,
  columns,
  actions,
  nameOf,
  onDelete,
  deleteDisabled,
  rowsRef,
  choice,
  sorting,
}: AdminTableProps<TItem, TSort>) {
  const { t } = useLingui();
  const allChosen = choice !== undefined && items.every((item) => choice.selected.includes(item.id));
  return (
    <table className="block w-full text-start text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      {/*
        On a phone the headings are read, not drawn (each card's lines carry them), except those a
        person presses: choosing the page's rows and sorting stay on screen, as a bar over the cards.
      */}
      <thead
        className={`bg-slate-50 text-xs uppercase text-slate-500 dark:bg-slate-800 dark:text-slate-400 ${
          choice || sorting ? 'block md:table-header-group' : 'sr-only md:not-sr-only'
        }`}
      >
        <tr className="flex flex-wrap items-center md:table-row">
          {choice && (
            <td className="px-4 py-3">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                aria-label={t`Choose every row of this page`}
                checked={allChosen}
                disabled={choice.waiting}
                onChange={choice.onTogglePage}
              />
            </td>
          )}
          {columns.map(({ heading, sort }) => {
            const direction =
              sort && sorting?.current === sort.ascending
                ? 'ascending'
                : sort && sorting?.current === sort.descending
                  ? 'descending'
                  : undefined;
            return (
              <th
                key={heading}
                scope="col"
                className={`px-4 py-3 text-start ${sort && sorting ? '' : 'max-md:sr-only'}`}
                aria-sort={direction}
              >
                {sort && sorting ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-brand-800 dark:hover:text-brand-200"
                    onClick={() =>
                      sorting.onSort(direction === 'ascending' ? sort.descending : sort.ascending)
                    }
                  >
                    {heading}
                    <span aria-hidden="true">
                      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  heading
                )}
              </th>
            );
          })}
          <th scope="col" className="px-4 py-3 text-end max-md:sr-only">
            {t`Actions`}
          </th>
        </tr>
      </thead>
      <tbody
        ref={rowsRef}
        className="block divide-y divide-slate-100 md:table-row-group dark:divide-slate-800"
      >
        {items.map((item) => {
          const name = nameOf(item);
          return (
            <tr key={item.id} data-row={item.id} className="block py-2 md:table-row md:py-0">
              {choice && (
                <td className="block px-4 py-1.5 md:table-cell md:py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    aria-label={t`Choose ${name}`}
                    checked={choice.selected.includes(item.id)}
                    disabled={choice.waiting}
                    onChange={() => choice.onToggle(item.id)}
                  />
                </td>
              )}
              {columns.map(({ heading, cell, className = '' }) => (
                <td key={heading} data-label={heading} className={`${cellStyles} ${className}`}>
                  <div className="min-w-0">{cell(item)}</div>
                </td>
              ))}
              <td className="block px-4 py-2 md:table-cell">
                <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
                  {actions(item)}
                  <button
                    type="button"
                    className={buttonStyles.danger}
                    aria-label={t`Delete ${name}`}
                    disabled={deleteDisabled}
                    onClick={() => onDelete(item)}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
