/**
 * The walk every admin table page shares (the users and the products tables run the same flow,
 * machines/admin-list.ts): load, the failure with its retry, the empty table, and a delete with its
 * confirmation, each checked on the real page. Each table's own test file gives its rows and words.
 */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { expectAlerts, failRequest, failureText, onPage, type ShownAlert } from './admin-walk-helpers';
import type { RequestMatch } from './http-fake';
import type { MachineModel } from './model';
import { type AppScreen, renderScreen } from './screen';
import type { Step, ViewWalk } from './view-walk';

export interface AdminTable {
  model: MachineModel;
  url: string;
  page: () => ReactNode;
  /** The request that loads the rows. */
  list: RequestMatch;
  title: string;
  create: { name: string; href: string };
  /** The column headings, Actions last. */
  columns: string[];
  loadFailed: string;
  empty: string;
  /** The cells before Actions, row by row, as the table should show them after what the person did. */
  rows: (step: Step) => string[][];
  /** How a row is named in its buttons ("Delete bob"). */
  nameOf: (item: unknown) => string;
  /** What else a row shows: its picture, its Actions besides Delete (the last cell). */
  checkRow: (row: HTMLElement, cells: string[]) => void;
  /** The row the walk deletes: its request, the dialog's title and question. */
  deletion: { request: RequestMatch; title: string; question: string };
  /** The success alert and the answer that brings it. */
  deleted: { title: string; message: string; code: string };
  /** The alert's message when the delete failed without a message of the server's. */
  deleteError: string;
  /** The table's own events (a saved edit) and the alert each raises. */
  drivers?: ViewWalk<AppScreen>['drivers'];
  alertOf?: (event: EventObject) => ShownAlert | null;
}

/** The last event of a type the person performed, if any. */
export function lastOf<T extends EventObject>(step: Step, type: string): T | undefined {
  return step.performed.filter((e) => e.type === type).at(-1) as T | undefined;
}

const count = (step: Step, type: string) => step.performed.filter((e) => e.type === type).length;

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

  // Elements are looked up directly where they are unique: role queries over the whole page are
  // slow in jsdom, and a walk runs hundreds of checks.
  const page = () => {
    const heading = document.querySelector('h1');
    expect(heading).toHaveTextContent(new RegExp(`^${table.title}$`));
    const create = within(heading?.parentElement as HTMLElement).getByRole('link');
    expect(create).toHaveAccessibleName(table.create.name);
    expect(create).toHaveAttribute('href', table.create.href);
  };
  const dialog = () => {
    const open = document.querySelector<HTMLElement>('dialog[open]');
    expect(open).toHaveAccessibleName(table.deletion.title);
    return open as HTMLElement;
  };
  const noDialog = () => expect(document.querySelector('dialog[open]')).toBeNull();
  const deletesSent = (screen: AppScreen) =>
    screen.http.sent.filter((r) => `${r.method} ${r.url}` === table.deletion.request).length;

  /** The table on screen: its headings, and each row's cells and actions. */
  const expectRows = (step: Step) => {
    const rows = table.rows(step);
    const shown = document.querySelector('table');
    if (rows.length === 0) {
      expect(screen.getByText(table.empty)).toBeVisible();
      expect(shown).toBeNull();
      return;
    }
    expect(screen.queryByText(table.empty)).toBeNull();
    const headings = [...(shown?.tHead?.rows[0]?.cells ?? [])];
    expect(headings.map((th) => [th.tagName, th.getAttribute('scope'), th.textContent])).toEqual(
      table.columns.map((column) => ['TH', 'col', column]),
    );
    const bodyRows = [...(shown?.tBodies[0]?.rows ?? [])];
    expect(bodyRows.map((tr) => [...tr.children].slice(0, -1).map((td) => td.textContent))).toEqual(rows);
    bodyRows.forEach((tr, index) => {
      table.checkRow(tr, rows[index] ?? []);
      const actions = tr.lastElementChild as HTMLElement;
      const del = within(actions).getByRole('button', { name: /^Delete / });
      expect(del).toHaveTextContent('Delete');
      expect(del).toBeEnabled();
    });
  };

  return {
    model: table.model,
    everyVariant: true,
    timeout: 60_000,
    render: (_path, inspect) =>
      renderScreen({
        url: table.url,
        routes: { [table.url]: table.page, [table.create.href]: () => <h1>Create page</h1> },
        inspect,
      }),
    drivers: {
      'xstate.done.actor.fetchItems': ({ http }, event) =>
        http.answer(table.list, 200, (event as EventObject & { output: unknown }).output),
      'xstate.error.actor.fetchItems': ({ http }, event) => failRequest(http, table.list, event),
      'retry.requested': ({ user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
      'delete.requested': ({ user }, event) => {
        const { item } = event as EventObject & { item: unknown };
        return user.click(screen.getByRole('button', { name: `Delete ${table.nameOf(item)}` }));
      },
      'delete.confirmed': ({ user }) => user.click(within(dialog()).getByRole('button', { name: 'Delete' })),
      'delete.cancelled': ({ user }, event) =>
        (event as EventObject & { with?: string }).with === 'Escape'
          ? user.keyboard('{Escape}')
          : user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
      'xstate.done.actor.deleteItem': ({ http }) =>
        http.answer(table.deletion.request, 200, {
          success: true,
          message: table.deleted.message,
          code: table.deleted.code,
        }),
      'xstate.error.actor.deleteItem': ({ http }, event) => failRequest(http, table.deletion.request, event),
      ...table.drivers,
    },
    checks: {
      loading: ({ http }, step) => {
        page();
        expect(screen.getByText('Loading…')).toBeInTheDocument();
        expect(document.querySelector('table')).toBeNull();
        expect(onPage(table.loadFailed)).toEqual([]);
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
        const line = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
        expect(http.pending().map(line)).toEqual([table.list]);
        // One request per visit and one per retry.
        expect(http.sent.map(line)).toEqual(Array(1 + count(step, 'retry.requested')).fill(table.list));
        expectAlertsAfter(step);
      },
      failed: ({ http }, step) => {
        page();
        expect(onPage(table.loadFailed)).toHaveLength(1);
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(document.querySelector('table')).toBeNull();
        expect(screen.queryByText(table.empty)).toBeNull();
        expect(http.pending()).toEqual([]);
        expectAlertsAfter(step);
      },
      loaded: (app, step) => {
        page();
        expect(screen.queryByText('Loading…')).toBeNull();
        expect(onPage(table.loadFailed)).toEqual([]);
        expectRows(step);
        noDialog();
        expect(app.http.pending()).toEqual([]);
        expect(deletesSent(app)).toBe(count(step, 'delete.confirmed'));
        if (step.event?.type === 'delete.cancelled') {
          // Focus goes back to the row's Delete button.
          expect(document.activeElement).toHaveAccessibleName(/^Delete /);
        }
        expectAlertsAfter(step);
      },
      confirmingDelete: (app, step) => {
        page();
        expectRows(step);
        const open = within(dialog());
        expect(dialog()).toHaveTextContent(`${table.deletion.title}${table.deletion.question}`);
        expect(open.getByRole('button', { name: 'Cancel' })).toBeEnabled();
        expect(open.getByRole('button', { name: 'Delete' })).toBeEnabled();
        expect(app.http.pending()).toEqual([]);
        expect(deletesSent(app)).toBe(count(step, 'delete.confirmed'));
        expectAlertsAfter(step);
      },
      deleting: (app, step) => {
        page();
        expectRows(step);
        const open = within(dialog());
        expect(dialog()).toHaveTextContent(`${table.deletion.title}${table.deletion.question}`);
        expect(open.getByRole('button', { name: 'Cancel' })).toBeDisabled();
        expect(open.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
        expect(open.queryByRole('button', { name: 'Delete' })).toBeNull();
        expect(app.http.pending().map((r) => `${r.method} ${r.url}`)).toEqual([table.deletion.request]);
        expect(app.http.pending()[0]?.body).toBeUndefined();
        expectAlertsAfter(step);
      },
    },
  };
}
