/**
 * The walk every admin table page shares (the users, news and messages tables run the same flow,
 * machines/admin-list.ts): load, the failure with its retry, the empty table, and a delete with its
 * confirmation, each checked on the real page. Each table's own test file gives its rows and words.
 */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  answerSuccess,
  eventOf,
  expectAlerts,
  failRequest,
  failureText,
  onPage,
  type ShownAlert,
} from './admin-walk-helpers';
import type { RequestMatch } from './http-fake';
import type { MachineModel, ModelPath } from './model';
import { type AppScreen, renderScreen } from './screen';
import type { Step, ViewWalk } from './view-walk';

export interface AdminTable {
  model: MachineModel;
  url: string;
  page: () => ReactNode;
  /** The request that loads the rows. */
  list: RequestMatch;
  title: string;
  /** The create button beside the heading; none for rows that arrive from elsewhere (contact messages). */
  create?: { name: string; href: string };
  /** The column headings, Actions last. */
  columns: string[];
  loadFailed: string;
  empty: string;
  /**
   * The cells before Actions, row by row, as the table should show them after what the person did,
   * when the server listed rows (`deleted`: the walk's row was deleted since).
   */
  rows: (step: Step, what: { deleted: boolean }) => string[][];
  /** How a row is named in its buttons ("Delete bob"). */
  nameOf: (item: unknown) => string;
  /**
   * What else a row shows: its picture, its Actions besides Delete (the last cell); `waiting` while
   * the table loads its rows afresh or a delete is being confirmed or sent.
   */
  checkRow: (row: HTMLElement, cells: string[], state: { waiting: boolean }) => void;
  /** The row the walk deletes: its request, the dialog's title and question. */
  deletion: { request: RequestMatch; title: string; question: string };
  /** The success alert and the answer that brings it. */
  deleted: { title: string; message: string; code: string };
  /** The alert's message when the delete failed without a message of the server's. */
  deleteError: string;
  /** The rows the server lists, and the row the spec's own paths delete. */
  listed: unknown[];
  doomed: unknown;
  /** A refusal the server can answer the delete with. */
  refusal: unknown;
  /**
   * Whether the rows are loaded afresh after a saved change or a delete (the news table): the rows
   * on screen stay, marked busy, while they load.
   */
  reloads?: boolean;
  /** Paths of the table's own written from the spec (a saved edit). */
  scenarios?: ModelPath[];
  /** The table's own events (a saved edit) and the alert each raises. */
  drivers?: ViewWalk<AppScreen>['drivers'];
  alertOf?: (event: EventObject) => ShownAlert | null;
}

/** The last event of a type the person performed, if any. */
export function lastOf<T extends EventObject>(step: Step, type: string): T | undefined {
  return step.performed.filter((e) => e.type === type).at(-1) as T | undefined;
}

const count = (step: Step, type: string) => step.performed.filter((e) => e.type === type).length;

/** The rows the server last listed, without those deleted since (what a reloading table keeps showing). */
export function lastListed<T extends { id: number }>(step: Step): T[] {
  let rows: T[] = [];
  for (const event of step.performed) {
    if (event.type === 'xstate.done.actor.fetchItems') rows = (event as EventObject & { output: T[] }).output;
    if (event.type === 'delete.requested') {
      const { item } = event as EventObject & { item: T };
      rows = rows.map((row) => (row.id === item.id ? { ...row, doomed: true } : row));
    }
    if (event.type === 'xstate.done.actor.deleteItem') rows = rows.filter((row) => !('doomed' in row));
    if (event.type === 'xstate.error.actor.deleteItem' || event.type === 'delete.cancelled')
      rows = rows.map(({ doomed: _, ...row }: T & { doomed?: boolean }) => row as T);
  }
  return rows;
}

export function adminTableWalk(table: AdminTable): ViewWalk<AppScreen> {
  /** The alerts the person should have seen so far, oldest first. */
  const raisedAlerts = (step: Step): ShownAlert[] =>
    step.performed.flatMap((event): ShownAlert[] => {
      switch (event.type) {
        case 'xstate.error.actor.fetchItems':
          return [{ type: 'error', title: 'Error', message: failureText(event, table.loadFailed) }];
        case 'xstate.done.actor.deleteItem':
          return [{ type: 'success', title: table.deleted.title, message: table.deleted.message }];
        case 'xstate.error.actor.deleteItem':
          return [{ type: 'error', title: 'Error', message: failureText(event, table.deleteError) }];
        default: {
          const alert = table.alertOf?.(event);
          return alert ? [alert] : [];
        }
      }
    });
  const expectAlertsAfter = (step: Step) => {
    const raised = raisedAlerts(step);
    const before = raisedAlerts({ ...step, performed: step.performed.slice(0, -1) });
    expectAlerts(raised, { justRaised: raised.length > before.length });
  };

  // Elements are read straight from the page: role queries are slow in jsdom, and a walk runs
  // hundreds of checks. What they would find is checked as plainly: texts, labels, states.
  const page = () => {
    const heading = document.querySelector('h1');
    expect(heading?.textContent).toBe(table.title);
    const create = heading?.parentElement?.querySelector('a');
    if (!table.create) expect(create).toBeNull();
    else {
      expect(create?.textContent).toBe(table.create.name);
      expect(create).toHaveAttribute('href', table.create.href);
    }
  };
  const dialog = () => {
    const open = document.querySelector<HTMLElement>('dialog[open]');
    expect(open).toHaveAccessibleName(table.deletion.title);
    return open as HTMLElement;
  };
  /** The dialog's buttons as the person reads them: each one's text and whether it is disabled. */
  const dialogButtons = () =>
    [...dialog().querySelectorAll('button')].map((button) => [button.textContent, button.disabled]);
  const noDialog = () => expect(document.querySelector('dialog[open]')).toBeNull();
  /** Whether the table's area tells assistive technology to wait (loading, or a delete running). */
  const expectBusy = (busy: boolean) =>
    expect(document.querySelector('h1')?.parentElement?.nextElementSibling).toHaveAttribute(
      'aria-busy',
      String(busy),
    );
  const deletesSent = (screen: AppScreen) =>
    screen.http.sent.filter((r) => `${r.method} ${r.url}` === table.deletion.request).length;

  /** The delete confirmation over the table: asking, or waiting for the delete it sent. */
  const expectConfirmation = (app: AppScreen, step: Step, { deleting }: { deleting: boolean }) => {
    page();
    expectRows(step, { waiting: true });
    expect(dialog()).toHaveTextContent(`${table.deletion.title}${table.deletion.question}`);
    expect(dialogButtons()).toEqual([
      ['Cancel', deleting],
      [deleting ? 'Deleting...' : 'Delete', deleting],
    ]);
    expectBusy(deleting);
    expect(app.http.pending().map((r) => `${r.method} ${r.url}`)).toEqual(
      deleting ? [table.deletion.request] : [],
    );
    expectAlertsAfter(step);
  };

  /** The table on screen: its headings, and each row's cells and actions. */
  const expectRows = (step: Step, state: { reloading?: boolean; waiting?: boolean } = {}) => {
    const reloading = state.reloading ?? false;
    const waiting = state.waiting ?? reloading;
    const loaded = lastOf<EventObject & { output: unknown[] }>(step, 'xstate.done.actor.fetchItems');
    const deleted = step.performed.some((e) => e.type === 'xstate.done.actor.deleteItem');
    const rows = loaded?.output.length === 0 ? [] : table.rows(step, { deleted });
    const shown = document.querySelector('table');
    if (rows.length === 0) {
      expect(onPage(table.empty)).toHaveLength(1);
      expect(shown).toBeNull();
      return;
    }
    expect(onPage(table.empty)).toEqual([]);
    const headings = [...(shown?.tHead?.rows[0]?.cells ?? [])];
    expect(headings.map((th) => [th.tagName, th.getAttribute('scope'), th.textContent])).toEqual(
      table.columns.map((column) => ['TH', 'col', column]),
    );
    const bodyRows = [...(shown?.tBodies[0]?.rows ?? [])];
    expect(bodyRows.map((tr) => [...tr.children].slice(0, -1).map((td) => td.textContent))).toEqual(rows);
    bodyRows.forEach((tr, index) => {
      table.checkRow(tr, rows[index] ?? [], { waiting });
      const del = tr.lastElementChild?.querySelector('button:last-of-type');
      expect(del?.textContent).toBe('Delete');
      expect(del).toHaveAttribute('aria-label', expect.stringMatching(/^Delete /));
      if (reloading) expect(del).toBeDisabled();
      else expect(del).toBeEnabled();
    });
  };

  const loaded = eventOf('xstate.done.actor.fetchItems', { output: table.listed });
  const requested = eventOf('delete.requested', { item: table.doomed });
  const confirmed = eventOf('delete.confirmed');
  return {
    model: table.model,
    // The spec's own paths: walked whatever the machine declares, so a lost transition fails.
    scenarios: [
      {
        input: undefined,
        initial: 'loading',
        steps: [
          { event: loaded, state: 'loaded' },
          { event: requested, state: 'confirmingDelete' },
          { event: eventOf('delete.cancelled', { with: 'Escape' }), state: 'loaded' },
          { event: requested, state: 'confirmingDelete' },
          { event: confirmed, state: 'deleting' },
          { event: eventOf('xstate.error.actor.deleteItem', { error: table.refusal }), state: 'loaded' },
          { event: requested, state: 'confirmingDelete' },
          { event: confirmed, state: 'deleting' },
          {
            event: eventOf('xstate.done.actor.deleteItem', {
              output: { success: true, message: table.deleted.message, code: table.deleted.code },
            }),
            state: table.reloads ? 'loading' : 'loaded',
          },
          // The server now lists the rows without the deleted one.
          ...(table.reloads
            ? [
                {
                  event: eventOf('xstate.done.actor.fetchItems', {
                    output: table.listed.filter((item) => item !== table.doomed),
                  }),
                  state: 'loaded',
                },
              ]
            : []),
        ],
      },
      {
        input: undefined,
        initial: 'loading',
        steps: [
          {
            event: eventOf('xstate.error.actor.fetchItems', {
              error: new ApiError('noResponse', 'Network Error'),
            }),
            state: 'failed',
          },
          { event: eventOf('retry.requested'), state: 'loading' },
          {
            event: eventOf('xstate.error.actor.fetchItems', {
              error: new ApiError('timeout', 'timeout exceeded'),
            }),
            state: 'failed',
          },
          { event: eventOf('retry.requested'), state: 'loading' },
          { event: loaded, state: 'loaded' },
        ],
      },
      ...(table.scenarios ?? []),
    ],
    everyVariant: true,
    timeout: 300_000,
    render: (_path, inspect) =>
      renderScreen({
        url: table.url,
        routes: {
          [table.url]: table.page,
          ...(table.create && { [table.create.href]: () => <h1>Create page</h1> }),
        },
        inspect,
        quickUser: true,
      }),
    drivers: {
      'xstate.done.actor.fetchItems': ({ http }, event) =>
        http.answer(table.list, 200, (event as EventObject & { output: unknown }).output),
      'xstate.error.actor.fetchItems': ({ http }, event) => failRequest(http, table.list, event),
      'retry.requested': ({ user }) => user.click(screen.getByText('Try again')),
      'delete.requested': ({ user }, event) => {
        const { item } = event as EventObject & { item: unknown };
        return user.click(screen.getByLabelText(`Delete ${table.nameOf(item)}`));
      },
      'delete.confirmed': ({ user }) => user.click(within(dialog()).getByText('Delete')),
      'delete.cancelled': ({ user }, event) =>
        (event as EventObject & { with?: string }).with === 'Escape'
          ? user.keyboard('{Escape}')
          : user.click(within(dialog()).getByText('Cancel')),
      'xstate.done.actor.deleteItem': ({ http }, event) =>
        answerSuccess(http, table.deletion.request, 200, event),
      'xstate.error.actor.deleteItem': ({ http }, event) => failRequest(http, table.deletion.request, event),
      ...table.drivers,
    },
    checks: {
      loading: ({ http }, step) => {
        page();
        // A table that reloads keeps the rows it showed on screen meanwhile.
        if (table.reloads && lastListed(step).length > 0) {
          expect(onPage('Loading…')).toEqual([]);
          expectRows(step, { reloading: true });
          noDialog();
        } else {
          expect(onPage('Loading…')).toHaveLength(1);
          expect(document.querySelector('table')).toBeNull();
        }
        expectBusy(true);
        expect(onPage(table.loadFailed)).toEqual([]);
        expect(onPage('Try again')).toEqual([]);
        const line = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
        expect(http.pending().map(line)).toEqual([table.list]);
        // One request per visit and one per retry (and, reloading, one after each change).
        const changes = table.reloads
          ? count(step, 'xstate.done.actor.deleteItem') + count(step, 'item.updated')
          : 0;
        expect(http.sent.map(line).filter((sent) => sent === table.list)).toEqual(
          Array(1 + count(step, 'retry.requested') + changes).fill(table.list),
        );
        if (!table.reloads) expect(http.sent).toHaveLength(1 + count(step, 'retry.requested'));
        expectAlertsAfter(step);
      },
      failed: ({ http }, step) => {
        page();
        expect(onPage(table.loadFailed)).toHaveLength(1);
        expectBusy(false);
        const retry = onPage('Try again');
        expect(retry.map((button) => [button.tagName, (button as HTMLButtonElement).disabled])).toEqual([
          ['BUTTON', false],
        ]);
        expect(document.querySelector('table')).toBeNull();
        expect(onPage(table.empty)).toEqual([]);
        expect(http.pending()).toEqual([]);
        expectAlertsAfter(step);
      },
      loaded: (app, step) => {
        page();
        expect(onPage('Loading…')).toEqual([]);
        expect(onPage(table.loadFailed)).toEqual([]);
        expectRows(step);
        expectBusy(false);
        noDialog();
        expect(app.http.pending()).toEqual([]);
        expect(deletesSent(app)).toBe(count(step, 'delete.confirmed'));
        if (step.event?.type === 'delete.cancelled') {
          // Focus goes back to the row's Delete button.
          expect(document.activeElement).toHaveAttribute('aria-label', expect.stringMatching(/^Delete /));
        }
        expectAlertsAfter(step);
      },
      confirmingDelete: (app, step) => {
        expectConfirmation(app, step, { deleting: false });
        expect(deletesSent(app)).toBe(count(step, 'delete.confirmed'));
      },
      deleting: (app, step) => {
        expectConfirmation(app, step, { deleting: true });
        expect(app.http.pending()[0]?.body).toBeUndefined();
      },
    },
  };
}
