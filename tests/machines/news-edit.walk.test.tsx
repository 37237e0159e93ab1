import { within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { NewsItem } from '../../src/api/news';
import { descriptionOf, expectAlerts, failRequest, failureText, type ShownAlert } from './admin-walk-helpers';
import { expectErrorFocus, formAlert } from './form-errors';
import { newsEditModel } from './models/news-edit.model';
import { branchNews, lineNews } from './news-fixtures';
import { newsList, renderNewsTable } from './news-walk-helpers';
import { fill } from './product-walk-helpers';
import { type AppScreen, screen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const list = newsList;
const save = 'PUT /api/news/1';
type Values = { title: string; description: string; alt_text: string; active: boolean };
type Change = EventObject & { field: keyof Values; value: string | boolean };

const valuesOf = (item: NewsItem): Values => ({
  title: item.title,
  description: item.description,
  alt_text: item.alt_text,
  active: item.active,
});

/** What the dialog holds after the first `upTo` gestures, and the item as the server then holds it. */
function typed(step: Step, upTo = step.performed.length): { values: Values; stored: NewsItem } {
  let stored = branchNews;
  let values = valuesOf(stored);
  for (const event of step.performed.slice(0, upTo)) {
    // The dialog opens on the row as the table shows it.
    if (event.type === 'dialog.opened') values = valuesOf(stored);
    if (event.type === 'field.changed') {
      const { field, value } = event as Change;
      values = { ...values, [field]: value };
    }
    if (event.type === 'xstate.done.actor.updateNews')
      stored = {
        ...stored,
        ...values,
        title: values.title.trim(),
        description: values.description.trim(),
        alt_text: values.alt_text.trim(),
      };
  }
  return { values, stored };
}

/** What the server receives: the trimmed text and the status, all together. */
const sentBody = (values: Values) => ({
  title: values.title.trim(),
  description: values.description.trim(),
  alt_text: values.alt_text.trim(),
  active: values.active,
});

function raised(step: Step): ShownAlert[] {
  return step.performed.flatMap((event): ShownAlert[] =>
    event.type === 'xstate.done.actor.updateNews'
      ? [{ type: 'success', title: 'Success', message: 'News item updated successfully' }]
      : [],
  );
}

const dialog = () => document.querySelector<HTMLElement>('dialog[open]');
const inDialog = () => within(dialog() as HTMLElement);
const labels: Record<string, string> = { title: 'Title', description: 'Description', alt_text: 'Alt text' };
const control = (label: string) => inDialog().getByLabelText(label) as HTMLInputElement;
const activeSwitch = () => inDialog().getByRole('switch') as HTMLInputElement;
const button = (name: string) => inDialog().getByText(name).closest('button') as HTMLButtonElement;

/** The dialog open on the item's text, its status and its media, which it cannot change. */
function expectDialog(step: Step, { saving }: { saving: boolean }) {
  const open = dialog();
  expect(open).toHaveAccessibleName('Edit News Item');
  const { values } = typed(step);
  for (const [field, label] of Object.entries(labels)) {
    expect(control(label)).toHaveValue(values[field as keyof Values] as string);
    expect(control(label).disabled).toBe(saving);
  }
  expect(activeSwitch()).toHaveAccessibleName('Active (shown on the home page)');
  expect(activeSwitch().checked).toBe(values.active);
  expect(activeSwitch().disabled).toBe(saving);
  // The title is required; it says so as soon as it is emptied.
  const titleMissing = values.title.trim() === '';
  expect(descriptionOf(control('Title'))).toBe(titleMissing ? 'Title is required' : '');
  expect(open?.querySelector('figure img')).toHaveAttribute('alt', 'The new branch from the street');
  expect(open?.querySelector('figcaption')).toHaveTextContent(
    'The picture or video cannot be changed here: create a new news item to use other media.',
  );
  expect(button('Cancel').disabled).toBe(saving);
  const submit = open?.querySelector('button[type="submit"]') as HTMLButtonElement;
  expect(submit).toHaveTextContent(saving ? 'Saving...' : 'Save Changes');
  expect(submit.disabled).toBe(saving || titleMissing);
}

const puts = (http: AppScreen['http']) => http.sent.filter((r) => r.method === 'PUT');

describe('the news edit dialog', () => {
  itWalksTheScreen<AppScreen>({
    model: newsEditModel,
    everyVariant: true,
    timeout: 120_000,
    render: (_path, inspect) => renderNewsTable(inspect),
    scenarios: [
      // Saved, then opened again on what was saved.
      {
        input: undefined,
        initial: 'closed',
        steps: [
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
          {
            event: { type: 'field.changed', field: 'title', value: '  Dammam branch opened ' },
            state: 'editing',
          },
          { event: { type: 'field.changed', field: 'active', value: false }, state: 'editing' },
          { event: { type: 'form.submitted' }, state: 'saving' },
          { event: { type: 'xstate.done.actor.updateNews', output: { success: true } }, state: 'closed' },
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
        ],
      },
      // Cancel and Escape both close the dialog, with nothing sent.
      {
        input: undefined,
        initial: 'closed',
        steps: [
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
          { event: { type: 'dialog.closed', with: 'Cancel' }, state: 'closed' },
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
          { event: { type: 'dialog.closed', with: 'Escape' }, state: 'closed' },
        ],
      },
      // A failed save's message goes as soon as the person saves again.
      {
        input: undefined,
        initial: 'closed',
        steps: [
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
          { event: { type: 'form.submitted' }, state: 'saving' },
          {
            event: {
              type: 'xstate.error.actor.updateNews',
              error: new ApiError('noResponse', 'Network Error'),
            },
            state: 'editing',
          },
          { event: { type: 'form.submitted' }, state: 'saving' },
          { event: { type: 'xstate.done.actor.updateNews', output: { success: true } }, state: 'closed' },
        ],
      },
    ],
    drivers: {
      'dialog.opened': async ({ user, http }, _event, step) => {
        // After a save the table loads its rows afresh: the person waits for them.
        if (http.pending().some((r) => `${r.method} ${r.url}` === list)) {
          const { stored } = typed(step, step.performed.length - 1);
          await http.answer(list, 200, [stored, lineNews]);
        }
        const { stored } = typed(step);
        await user.click(screen.getByLabelText(`Edit ${stored.title}`));
      },
      'dialog.closed': ({ user }, event) =>
        (event as EventObject & { with?: string }).with === 'Escape'
          ? user.keyboard('{Escape}')
          : user.click(button('Cancel')),
      'field.changed': async ({ user }, event) => {
        const { field, value } = event as Change;
        if (field === 'active') {
          if (activeSwitch().checked !== value) await user.click(activeSwitch());
        } else await fill(control(labels[field] ?? ''), String(value));
      },
      'form.submitted': ({ user }) => user.click(button('Save Changes')),
      'xstate.done.actor.updateNews': ({ http }) =>
        http.answer(save, 200, {
          success: true,
          message: 'News item updated successfully',
          code: 'newsUpdated',
        }),
      'xstate.error.actor.updateNews': ({ http }, event) => failRequest(http, save, event),
    },
    checks: {
      closed: ({ http }, step) => {
        expect(dialog()).toBeNull();
        // Every save sent its request, whether it succeeded or failed.
        const saves = step.performed.filter((e) => e.type.endsWith('.actor.updateNews')).length;
        const before = raised({ ...step, performed: step.performed.slice(0, -1) });
        expectAlerts(raised(step), { justRaised: raised(step).length > before.length });
        if (step.event?.type === 'xstate.done.actor.updateNews') {
          // Saved: the table asks for its rows afresh.
          expect(http.pending().map((r) => `${r.method} ${r.url}`)).toEqual([list]);
        } else expect(http.pending()).toEqual([]);
        expect(puts(http)).toHaveLength(saves);
        // Focus goes back to the row's Edit button once the dialog has closed.
        if (step.event?.type === 'dialog.closed')
          expect(document.activeElement).toHaveAttribute('aria-label', 'Edit New branch in Dammam');
      },
      editing: ({ http }, step) => {
        expectDialog(step, { saving: false });
        expectErrorFocus(dialog() ?? document, step);
        expect(http.pending()).toEqual([]);
        const failed = step.event?.type === 'xstate.error.actor.updateNews';
        const shown = formAlert(dialog() ?? document);
        if (failed)
          expect(shown).toHaveTextContent(
            failureText(step.event as EventObject, 'Failed to update news item'),
          );
        else if (
          !step.performed
            .slice(step.performed.map((e) => e.type).lastIndexOf('dialog.opened'))
            .some((e) => e.type === 'xstate.error.actor.updateNews')
        )
          expect(shown).toBeNull();
        // The table shows no alert for a failed save: the dialog says why.
        expectAlerts(raised(step), { justRaised: false });
      },
      saving: ({ http }, step) => {
        expectDialog(step, { saving: true });
        expect(formAlert(dialog() ?? document)).toBeNull();
        expect(http.pending()).toEqual([
          expect.objectContaining({ method: 'PUT', url: '/api/news/1', body: sentBody(typed(step).values) }),
        ]);
      },
    },
  });
});
