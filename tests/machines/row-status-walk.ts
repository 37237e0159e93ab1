/**
 * The walk of a table row's two-way status button (the news eye button, a message's read button),
 * shared by both screens: the person presses the row's button, one request switches that row, every
 * row waits for the answer, the alert says what changed and the table lists its rows afresh.
 */
import { expect } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import { lastOf } from './admin-table-walk';
import { expectAlerts, failRequest, failureText, type ShownAlert } from './admin-walk-helpers';
import type { RequestMatch } from './http-fake';
import type { MachineModel } from './model';
import type { AppScreen } from './screen';
import type { Step, ViewWalk } from './view-walk';

interface Row {
  id: number;
}

export interface RowStatusWalk<Item extends Row> {
  model: MachineModel;
  /** The event the row's button sends. */
  toggled: string;
  /** The rows the server holds at the start; the walk switches the first. */
  items: [Item, ...Item[]];
  /** The status the button switches, and the row with it switched. */
  on: (item: Item) => boolean;
  flip: (item: Item) => Item;
  render: (inspect: (event: InspectionEvent) => void) => Promise<AppScreen>;
  /** `GET …` of the table's list, and the switch request's method, address and body. */
  list: `GET ${string}`;
  method: 'PUT' | 'PATCH';
  urlOf: (item: Item) => string;
  bodyOf: (item: Item) => unknown;
  rowCells: (item: Item) => string[];
  checkRow: (row: HTMLElement, cells: string[], state: { waiting: boolean }) => void;
  /** The row's button, found by its accessible name for the row as shown. */
  buttonOf: (item: Item) => HTMLElement;
  /** The server's answer for a row now switched on or off, and the alert text of a failure. */
  answer: (on: boolean) => { message: string; code: string };
  failed: string;
}

const doneEvent = 'xstate.done.actor.updateStatus';
const errorEvent = 'xstate.error.actor.updateStatus';

export function rowStatusWalk<Item extends Row>(walk: RowStatusWalk<Item>): ViewWalk<AppScreen> {
  type Toggled = EventObject & { item: Item };
  const [first] = walk.items;
  const request = (item: Item): RequestMatch => `${walk.method} ${walk.urlOf(item)}` as const;
  const before = (step: Step, back = 1) => ({ ...step, performed: step.performed.slice(0, -back) });

  /** The rows as the server holds them after what the person did: each saved switch flips one. */
  function stored(step: Step): Item[] {
    let items: Item[] = walk.items;
    let toggled: Item | undefined;
    for (const event of step.performed) {
      if (event.type === walk.toggled) toggled = (event as Toggled).item;
      if (event.type === doneEvent && toggled) {
        const id = toggled.id;
        items = items.map((item) => (item.id === id ? walk.flip(item) : item));
      }
    }
    return items;
  }

  /** The alerts the person should have seen so far, oldest first. */
  function raised(step: Step): ShownAlert[] {
    const alerts: ShownAlert[] = [];
    let toggled: Item | undefined;
    for (const [index, event] of step.performed.entries()) {
      const shown = stored({ ...step, performed: step.performed.slice(0, index) });
      if (event.type === walk.toggled) toggled = shown.find((item) => item.id === (event as Toggled).item.id);
      if (event.type === doneEvent && toggled)
        alerts.push({ type: 'success', title: 'Success', message: walk.answer(!walk.on(toggled)).message });
      if (event.type === errorEvent)
        alerts.push({ type: 'error', title: 'Error', message: failureText(event, walk.failed) });
    }
    return alerts;
  }

  /** The table's rows as the server last listed them, each row's buttons waiting or not. */
  function expectTable(step: Step, items: Item[], { waiting }: { waiting: boolean }) {
    const rows = [...(document.querySelector('table')?.tBodies[0]?.rows ?? [])];
    const expected = items.map(walk.rowCells);
    expect(rows.map((tr) => [...tr.children].slice(0, -1).map((td) => td.textContent))).toEqual(expected);
    rows.forEach((tr, index) => {
      walk.checkRow(tr, expected[index] ?? [], { waiting });
    });
    const now = raised(step);
    expectAlerts(now, { justRaised: now.length > raised(before(step)).length });
  }

  const toggledRow = (step: Step) => {
    const toggled = lastOf<Toggled>(step, walk.toggled)?.item as Item;
    return stored(step).find((item) => item.id === toggled.id) as Item;
  };

  return {
    model: walk.model,
    everyVariant: true,
    scenarios: [
      // Switched one way, then back once the table showed the change.
      {
        input: undefined,
        initial: 'idle',
        steps: [
          { event: { type: walk.toggled, item: first }, state: 'updating' },
          { event: { type: doneEvent, output: { success: true } }, state: 'idle' },
          { event: { type: walk.toggled, item: first }, state: 'updating' },
          { event: { type: doneEvent, output: { success: true } }, state: 'idle' },
        ],
      },
      // The same both ways with a newer server, whose answers carry a code this client does not
      // know: the alert says the change in this client's own words.
      {
        input: undefined,
        initial: 'idle',
        steps: [
          { event: { type: walk.toggled, item: first }, state: 'updating' },
          { event: { type: doneEvent, output: { success: true, newer: true } }, state: 'idle' },
          { event: { type: walk.toggled, item: first }, state: 'updating' },
          { event: { type: doneEvent, output: { success: true, newer: true } }, state: 'idle' },
        ],
      },
    ],
    render: (_path, inspect) => walk.render(inspect),
    drivers: {
      [walk.toggled]: async ({ user, http }, event, step) => {
        // After a saved switch the table loads its rows afresh: the person waits for them.
        const shown = stored(before(step));
        if (http.pending().some((r) => `${r.method} ${r.url}` === walk.list))
          await http.answer(walk.list, 200, shown);
        const item = shown.find((i) => i.id === (event as Toggled).item.id) as Item;
        await user.click(walk.buttonOf(item));
      },
      [doneEvent]: ({ http }, event, step) => {
        const now = toggledRow(step);
        const { message, code } = walk.answer(walk.on(now));
        const newer = (event as EventObject & { output: { newer?: boolean } }).output.newer;
        return http.answer(request(now), 200, {
          success: true,
          message,
          code: newer ? 'addedByANewerServer' : code,
        });
      },
      [errorEvent]: ({ http }, event, step) => failRequest(http, request(toggledRow(step)), event),
    },
    checks: {
      idle: ({ http }, step) => {
        const sent = step.performed.filter((e) => e.type === walk.toggled).length;
        expect(http.sent.filter((r) => r.method === walk.method)).toHaveLength(sent);
        if (step.event?.type === doneEvent) {
          // Saved: the rows on screen wait while the table asks for them afresh.
          expect(http.pending().map((r) => `${r.method} ${r.url}`)).toEqual([walk.list]);
          expectTable(step, stored(before(step, 2)), { waiting: true });
        } else {
          expect(http.pending()).toEqual([]);
          expectTable(step, stored(step), { waiting: false });
        }
      },
      updating: ({ http }, step) => {
        const item = toggledRow(step);
        // One request switching the row the other way; every row waits for its answer.
        expect(http.pending()).toEqual([
          expect.objectContaining({ method: walk.method, url: walk.urlOf(item), body: walk.bodyOf(item) }),
        ]);
        expectTable(step, stored(step), { waiting: true });
      },
    },
  };
}
