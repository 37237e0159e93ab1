import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { ContactMessageItem } from '../../src/api/contact';
import { lastOf } from './admin-table-walk';
import { expectAlerts, failRequest, failureText, type ShownAlert } from './admin-walk-helpers';
import {
  checkMessageRow,
  messageRowCells,
  messagesList,
  quoteMessage,
  renderMessagesTable,
  supportMessage,
} from './contact-messages-fixtures';
import { contactMessageReadModel } from './models/contact-message-read.model';
import { type AppScreen, screen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

type Toggled = EventObject & { item: ContactMessageItem };
const fullName = (item: ContactMessageItem) => `${item.firstName} ${item.lastName}`;

/** The messages as the server holds them after what the person did: each saved mark flips one. */
function stored(step: Step): ContactMessageItem[] {
  let items = [quoteMessage, supportMessage];
  let toggled: ContactMessageItem | undefined;
  for (const event of step.performed) {
    if (event.type === 'read.toggled') toggled = (event as Toggled).item;
    if (event.type === 'xstate.done.actor.updateStatus' && toggled) {
      const id = toggled.id;
      items = items.map((item) => (item.id === id ? { ...item, read: !item.read } : item));
    }
  }
  return items;
}

/** The alerts the person should have seen so far, oldest first. */
function raised(step: Step): ShownAlert[] {
  let shown = [quoteMessage, supportMessage];
  const alerts: ShownAlert[] = [];
  let toggled: ContactMessageItem | undefined;
  for (const [index, event] of step.performed.entries()) {
    if (event.type === 'read.toggled') toggled = shown.find((item) => item.id === (event as Toggled).item.id);
    if (event.type === 'xstate.done.actor.updateStatus')
      alerts.push({
        type: 'success',
        title: 'Success',
        message: toggled?.read ? 'Message marked as unread' : 'Message marked as read',
      });
    if (event.type === 'xstate.error.actor.updateStatus')
      alerts.push({ type: 'error', title: 'Error', message: failureText(event, 'Failed to update message') });
    shown = stored({ ...step, performed: step.performed.slice(0, index + 1) });
  }
  return alerts;
}

const buttonOf = (item: ContactMessageItem) =>
  screen.getByLabelText(`Mark the message from ${fullName(item)} as ${item.read ? 'unread' : 'read'}`);

/** The table's rows as the server last listed them, each row's buttons waiting or not. */
function expectTable(step: Step, items: ContactMessageItem[], { waiting }: { waiting: boolean }) {
  const rows = [...(document.querySelector('table')?.tBodies[0]?.rows ?? [])];
  const expected = items.map(messageRowCells);
  expect(rows.map((tr) => [...tr.children].slice(0, -1).map((td) => td.textContent))).toEqual(expected);
  rows.forEach((tr, index) => {
    checkMessageRow(tr, expected[index] ?? [], { waiting });
  });
  const before = raised({ ...step, performed: step.performed.slice(0, -1) });
  const now = raised(step);
  expectAlerts(now, { justRaised: now.length > before.length });
}

const patches = (http: AppScreen['http']) => http.sent.filter((r) => r.method === 'PATCH');

describe('the contact message read button', () => {
  itWalksTheScreen<AppScreen>({
    model: contactMessageReadModel,
    everyVariant: true,
    scenarios: [
      // Marked read, then unread again once the table showed it read.
      {
        input: undefined,
        initial: 'idle',
        steps: [
          { event: { type: 'read.toggled', item: quoteMessage }, state: 'updating' },
          { event: { type: 'xstate.done.actor.updateStatus', output: { success: true } }, state: 'idle' },
          { event: { type: 'read.toggled', item: quoteMessage }, state: 'updating' },
          { event: { type: 'xstate.done.actor.updateStatus', output: { success: true } }, state: 'idle' },
        ],
      },
    ],
    render: (_path, inspect) => renderMessagesTable(inspect),
    drivers: {
      'read.toggled': async ({ user, http }, event, step) => {
        // After a saved mark the table loads its rows afresh: the person waits for them.
        const before = { ...step, performed: step.performed.slice(0, -1) };
        if (http.pending().some((r) => `${r.method} ${r.url}` === messagesList))
          await http.answer(messagesList, 200, stored(before));
        const item = stored(before).find((i) => i.id === (event as Toggled).item.id) as ContactMessageItem;
        await user.click(buttonOf(item));
      },
      'xstate.done.actor.updateStatus': ({ http }, event, step) => {
        const toggled = lastOf<Toggled>(step, 'read.toggled')?.item as ContactMessageItem;
        const now = stored(step).find((i) => i.id === toggled.id);
        const message = now?.read ? 'Message marked as read' : 'Message marked as unread';
        const newer = (event as EventObject & { output: { newer?: boolean } }).output.newer;
        const code = newer ? 'addedByANewerServer' : now?.read ? 'contactMarkedRead' : 'contactMarkedUnread';
        return http.answer(`PATCH /api/contact-messages/${toggled.id}`, 200, {
          success: true,
          message,
          code,
        });
      },
      'xstate.error.actor.updateStatus': ({ http }, event, step) => {
        const toggled = lastOf<Toggled>(step, 'read.toggled')?.item as ContactMessageItem;
        return failRequest(http, `PATCH /api/contact-messages/${toggled.id}`, event);
      },
    },
    checks: {
      idle: ({ http }, step) => {
        const sent = step.performed.filter((e) => e.type === 'read.toggled').length;
        expect(patches(http)).toHaveLength(sent);
        if (step.event?.type === 'xstate.done.actor.updateStatus') {
          // Saved: the rows on screen wait while the table asks for them afresh.
          expect(http.pending().map((r) => `${r.method} ${r.url}`)).toEqual([messagesList]);
          const before = stored({ ...step, performed: step.performed.slice(0, -2) });
          expectTable(step, before, { waiting: true });
        } else {
          expect(http.pending()).toEqual([]);
          expectTable(step, stored(step), { waiting: false });
        }
      },
      updating: ({ http }, step) => {
        const toggled = lastOf<Toggled>(step, 'read.toggled')?.item as ContactMessageItem;
        const shown = stored(step);
        const item = shown.find((i) => i.id === toggled.id) as ContactMessageItem;
        // One request marking the row the other way; every row waits for its answer.
        expect(http.pending()).toEqual([
          expect.objectContaining({
            method: 'PATCH',
            url: `/api/contact-messages/${item.id}`,
            body: { read: !item.read },
          }),
        ]);
        expectTable(step, shown, { waiting: true });
      },
    },
  });
});
