import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { NewsItem } from '../../src/api/news';
import { lastOf } from './admin-table-walk';
import { expectAlerts, failRequest, failureText, type ShownAlert } from './admin-walk-helpers';
import { newsStatusModel } from './models/news-status.model';
import { branchNews, lineNews } from './news-fixtures';
import { checkNewsRow, newsList, newsRowCells, renderNewsTable } from './news-walk-helpers';
import { type AppScreen, screen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const list = newsList;
type Toggled = EventObject & { item: NewsItem };

/** The items as the server holds them after what the person did: each saved switch flips one. */
function stored(step: Step): NewsItem[] {
  let items = [branchNews, lineNews];
  let toggled: NewsItem | undefined;
  for (const event of step.performed) {
    if (event.type === 'status.toggled') toggled = (event as Toggled).item;
    if (event.type === 'xstate.done.actor.updateStatus' && toggled) {
      const id = toggled.id;
      items = items.map((item) => (item.id === id ? { ...item, active: !item.active } : item));
    }
  }
  return items;
}

/** The alerts the person should have seen so far, oldest first. */
function raised(step: Step): ShownAlert[] {
  let shown = [branchNews, lineNews];
  const alerts: ShownAlert[] = [];
  let toggled: NewsItem | undefined;
  for (const [index, event] of step.performed.entries()) {
    if (event.type === 'status.toggled') {
      toggled = shown.find((item) => item.id === (event as Toggled).item.id);
    }
    if (event.type === 'xstate.done.actor.updateStatus')
      alerts.push({
        type: 'success',
        title: 'Success',
        message: toggled?.active ? 'News item deactivated successfully' : 'News item activated successfully',
      });
    if (event.type === 'xstate.error.actor.updateStatus')
      alerts.push({
        type: 'error',
        title: 'Error',
        message: failureText(event, 'Failed to update news status'),
      });
    shown = stored({ ...step, performed: step.performed.slice(0, index + 1) });
  }
  return alerts;
}

const eyeOf = (item: NewsItem) =>
  screen.getByLabelText(`${item.active ? 'Deactivate' : 'Activate'} ${item.title}`);

/** The table's rows as the server last listed them, each row's buttons waiting or not. */
function expectTable(step: Step, items: NewsItem[], { waiting }: { waiting: boolean }) {
  const rows = [...(document.querySelector('table')?.tBodies[0]?.rows ?? [])];
  const expected = items.map(newsRowCells);
  expect(rows.map((tr) => [...tr.children].slice(0, -1).map((td) => td.textContent))).toEqual(expected);
  rows.forEach((tr, index) => {
    checkNewsRow(tr, expected[index] ?? [], { waiting });
  });
  const before = raised({ ...step, performed: step.performed.slice(0, -1) });
  const now = raised(step);
  expectAlerts(now, { justRaised: now.length > before.length });
}

const puts = (http: AppScreen['http']) => http.sent.filter((r) => r.method === 'PUT');

describe('the news status button', () => {
  itWalksTheScreen<AppScreen>({
    model: newsStatusModel,
    everyVariant: true,
    scenarios: [
      // Switched off, then on again once the table showed it off.
      {
        input: undefined,
        initial: 'idle',
        steps: [
          { event: { type: 'status.toggled', item: branchNews }, state: 'updating' },
          { event: { type: 'xstate.done.actor.updateStatus', output: { success: true } }, state: 'idle' },
          { event: { type: 'status.toggled', item: branchNews }, state: 'updating' },
          { event: { type: 'xstate.done.actor.updateStatus', output: { success: true } }, state: 'idle' },
        ],
      },
    ],
    render: (_path, inspect) => renderNewsTable(inspect),
    drivers: {
      'status.toggled': async ({ user, http }, event, step) => {
        // After a saved switch the table loads its rows afresh: the person waits for them.
        const before = { ...step, performed: step.performed.slice(0, -1) };
        if (http.pending().some((r) => `${r.method} ${r.url}` === list))
          await http.answer(list, 200, stored(before));
        const item = stored(before).find((i) => i.id === (event as Toggled).item.id) as NewsItem;
        await user.click(eyeOf(item));
      },
      'xstate.done.actor.updateStatus': ({ http }, event, step) => {
        const toggled = lastOf<Toggled>(step, 'status.toggled')?.item as NewsItem;
        const now = stored(step).find((i) => i.id === toggled.id);
        const message = now?.active
          ? 'News item activated successfully'
          : 'News item deactivated successfully';
        const newer = (event as EventObject & { output: { newer?: boolean } }).output.newer;
        const code = newer ? 'addedByANewerServer' : now?.active ? 'newsActivated' : 'newsDeactivated';
        return http.answer(`PUT /api/news/${toggled.id}`, 200, { success: true, message, code });
      },
      'xstate.error.actor.updateStatus': ({ http }, event, step) => {
        const toggled = lastOf<Toggled>(step, 'status.toggled')?.item as NewsItem;
        return failRequest(http, `PUT /api/news/${toggled.id}`, event);
      },
    },
    checks: {
      idle: ({ http }, step) => {
        const last = step.event?.type;
        const sent = step.performed.filter((e) => e.type === 'status.toggled').length;
        expect(puts(http)).toHaveLength(sent);
        if (last === 'xstate.done.actor.updateStatus') {
          // Saved: the rows on screen wait while the table asks for them afresh.
          expect(http.pending().map((r) => `${r.method} ${r.url}`)).toEqual([list]);
          const before = stored({ ...step, performed: step.performed.slice(0, -2) });
          expectTable(step, before, { waiting: true });
        } else {
          expect(http.pending()).toEqual([]);
          expectTable(step, stored(step), { waiting: false });
        }
      },
      updating: ({ http }, step) => {
        const toggled = lastOf<Toggled>(step, 'status.toggled')?.item as NewsItem;
        const shown = stored(step);
        const item = shown.find((i) => i.id === toggled.id) as NewsItem;
        // One request switching the row to the other status; every row waits for its answer.
        expect(http.pending()).toEqual([
          expect.objectContaining({
            method: 'PUT',
            url: `/api/news/${item.id}`,
            body: { active: !item.active },
          }),
        ]);
        expectTable(step, shown, { waiting: true });
      },
    },
  });
});
