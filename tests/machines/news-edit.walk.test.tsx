import { fireEvent, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { AdminNewsItem } from '../../src/api/news';
import { descriptionOf, expectAlerts, failRequest, failureText, type ShownAlert } from './admin-walk-helpers';
import { expectErrorFocus, formAlert } from './form-errors';
import { newsEditModel } from './models/news-edit.model';
import { branchNews, lineNews } from './news-fixtures';
import { newsList, renderNewsTable } from './news-walk-helpers';
import { fill } from './product-walk-helpers';
import { aheadAt, aheadTime, pastTime, publicationLabels, publishAtRefusal } from './publish-times';
import { type AppScreen, screen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const list = newsList;
const save = 'PUT /api/news/1';
const translate = 'PUT /api/news/1/translations/ar';
type Values = {
  title: string;
  description: string;
  alt_text: string;
  title_ar: string;
  description_ar: string;
  alt_text_ar: string;
  active: boolean;
  status: AdminNewsItem['status'];
  publish_at: string;
};
type Change = EventObject & { field: keyof Values; value: string | boolean };
type Tab = 'english' | 'arabic';

const valuesOf = (item: AdminNewsItem): Values => ({
  title: item.title,
  description: item.description,
  alt_text: item.alt_text,
  title_ar: item.arabic?.title ?? '',
  description_ar: item.arabic?.description ?? '',
  alt_text_ar: item.arabic?.alt_text ?? '',
  active: item.active,
  status: item.status,
  // The walks schedule at one time only, two days ahead.
  publish_at: item.publish_at === null ? '' : aheadTime,
});

/**
 * The publication a save sends: none while it is the item's own (the server keeps it), else the
 * one chosen, a scheduled one at its time in UTC.
 */
function sentPublication(values: Values, stored: AdminNewsItem) {
  const before = valuesOf(stored);
  if (
    values.status === before.status &&
    (values.status !== 'scheduled' || values.publish_at === before.publish_at)
  )
    return {};
  return {
    publication:
      values.status === 'scheduled'
        ? { status: 'scheduled', publish_at: aheadAt.toISOString() }
        : { status: values.status },
  };
}

/** The Arabic as the dialog sends it: trimmed. */
const sentArabic = (values: Values) => ({
  title: values.title_ar.trim(),
  description: values.description_ar.trim(),
  alt_text: values.alt_text_ar.trim(),
});

/** The Arabic as the server keeps it: an empty alt text takes the title. */
const arabicOf = (values: Values) => {
  const sent = sentArabic(values);
  return { ...sent, alt_text: sent.alt_text || sent.title };
};

/** Whether a save of `values` sends the Arabic too: only when it differs from the item's. */
function sendsArabic(values: Values, stored: AdminNewsItem): boolean {
  const typed = arabicOf(values);
  const before = stored.arabic ?? { title: '', description: '', alt_text: '' };
  return (
    typed.title !== before.title ||
    values.description_ar.trim() !== before.description ||
    values.alt_text_ar.trim() !== before.alt_text
  );
}

/**
 * What the dialog holds after the first `upTo` gestures, the item as the server then holds it, the
 * tab shown, and how many requests the saves sent.
 */
function typed(step: Step, upTo = step.performed.length) {
  let stored = branchNews;
  let values = valuesOf(stored);
  let tab = 'english' as Tab;
  let requests = 0;
  for (const event of step.performed.slice(0, upTo)) {
    // The dialog opens on the row as the table shows it, on its English tab.
    if (event.type === 'dialog.opened') {
      values = valuesOf(stored);
      tab = 'english';
    }
    if (event.type === 'tab.selected') tab = (event as EventObject & { tab: Tab }).tab;
    if (event.type === 'field.changed') {
      const { field, value } = event as Change;
      values = { ...values, [field]: value };
    }
    if (event.type === 'xstate.error.actor.updateNews') requests += 1;
    if (event.type === 'xstate.done.actor.updateNews') {
      const arabic = sendsArabic(values, stored);
      requests += arabic ? 2 : 1;
      stored = {
        ...stored,
        title: values.title.trim(),
        description: values.description.trim(),
        alt_text: values.alt_text.trim(),
        active: values.active,
        arabic: arabic ? arabicOf(values) : stored.arabic,
        status: values.status,
        publish_at: values.status === 'scheduled' ? aheadAt.toISOString() : null,
      };
    }
  }
  return { values, stored, tab, requests };
}

/** What the server receives: the trimmed text and whether it is active, all together, with the publication when it changed. */
const sentBody = (values: Values, stored: AdminNewsItem) => ({
  title: values.title.trim(),
  description: values.description.trim(),
  alt_text: values.alt_text.trim(),
  active: values.active,
  ...sentPublication(values, stored),
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
const labels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  alt_text: 'Alt text',
  title_ar: 'Arabic title',
  description_ar: 'Arabic description',
  alt_text_ar: 'Arabic alt text',
};
const control = (label: string) => inDialog().getByLabelText(label) as HTMLInputElement;
const activeSwitch = () => inDialog().getByRole('switch') as HTMLInputElement;
const radio = (name: string) => inDialog().getByRole('radio', { name }) as HTMLInputElement;
const button = (name: string) => inDialog().getByText(name).closest('button') as HTMLButtonElement;

/** The dialog open on the item's text, its status and its media, which it cannot change. */
function expectDialog(step: Step, { saving }: { saving: boolean }) {
  const open = dialog();
  expect(open).toHaveAccessibleName('Edit News Item');
  const { values, tab } = typed(step);
  for (const [field, label] of Object.entries(labels)) {
    expect(control(label)).toHaveValue(values[field as keyof Values] as string);
    expect(control(label).disabled).toBe(saving);
    // Each field on its own tab, the Arabic ones right to left beside the English they translate.
    const arabicField = field.endsWith('_ar');
    expect(control(label).closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(
      arabicField !== (tab === 'arabic'),
    );
    if (arabicField) {
      expect(control(label).closest('[dir]')).toHaveAttribute('dir', 'rtl');
      const english = (values[field.replace('_ar', '') as keyof Values] as string).trim();
      expect(control(label).parentElement?.parentElement).toHaveTextContent(
        `English source${english || 'Not filled in yet'}`,
      );
    }
  }
  const tabs = inDialog().getAllByRole('tab', { hidden: true });
  expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
    [expect.stringMatching(/^English/), String(tab === 'english')],
    [expect.stringMatching(/^Arabic/), String(tab === 'arabic')],
  ]);
  expect(inDialog().getByRole('tablist', { hidden: true })).toHaveAccessibleName('Language of the news text');
  expect(activeSwitch()).toHaveAccessibleName('Active (shown on the home page)');
  expect(activeSwitch().checked).toBe(values.active);
  expect(activeSwitch().disabled).toBe(saving);
  // Published now, a draft, or at a time typed in Riyadh time, shown only when chosen; a time is
  // checked as it is typed.
  for (const [status, label] of Object.entries(publicationLabels)) {
    expect(radio(label).checked).toBe(values.status === status);
    expect(radio(label).matches(':disabled')).toBe(saving);
  }
  const time = inDialog().queryByLabelText('Publish at (Riyadh time)') as HTMLInputElement | null;
  expect(time !== null).toBe(values.status === 'scheduled');
  const timeRefused = publishAtRefusal(values) !== null;
  if (time) {
    expect(time).toHaveValue(values.publish_at);
    expect(time.matches(':disabled')).toBe(saving);
    expect(descriptionOf(time)).toBe(values.publish_at === '' ? '' : (publishAtRefusal(values) ?? ''));
  }
  // The title is required in both languages (the item has its Arabic); each says so as soon as
  // it is emptied, and its tab is marked.
  const titleMissing = values.title.trim() === '';
  const arabicTitleMissing = values.title_ar.trim() === '';
  expect(descriptionOf(control('Title'))).toBe(titleMissing ? 'Title is required' : '');
  expect(descriptionOf(control('Arabic title'))).toBe(arabicTitleMissing ? 'Title is required' : '');
  expect(tabs.map((t) => t.textContent?.includes('(has errors)'))).toEqual([
    titleMissing,
    arabicTitleMissing,
  ]);
  expect(open?.querySelector('figure img')).toHaveAttribute('alt', 'The new branch from the street');
  expect(open?.querySelector('figcaption')).toHaveTextContent(
    'The picture or video cannot be changed here: create a new news item to use other media.',
  );
  expect(button('Cancel').disabled).toBe(saving);
  const submit = open?.querySelector('button[type="submit"]') as HTMLButtonElement;
  expect(submit).toHaveTextContent(saving ? 'Saving...' : 'Save Changes');
  expect(submit.disabled).toBe(saving || titleMissing || arabicTitleMissing || timeRefused);
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
      // The Arabic is edited on its tab, saved after the English, and shown when opened again.
      {
        input: undefined,
        initial: 'closed',
        steps: [
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
          { event: { type: 'tab.selected', tab: 'arabic' }, state: 'editing' },
          { event: { type: 'field.changed', field: 'title_ar', value: '' }, state: 'editing' },
          {
            event: { type: 'field.changed', field: 'title_ar', value: ' افتتاح فرع الدمام ' },
            state: 'editing',
          },
          { event: { type: 'field.changed', field: 'alt_text_ar', value: '' }, state: 'editing' },
          { event: { type: 'form.submitted' }, state: 'saving' },
          { event: { type: 'xstate.done.actor.updateNews', output: { success: true } }, state: 'closed' },
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
          { event: { type: 'tab.selected', tab: 'arabic' }, state: 'editing' },
        ],
      },
      // Scheduled: a past time is refused as it is typed, one ahead is saved with the text, and the
      // dialog opens again on the time, in Riyadh time.
      {
        input: undefined,
        initial: 'closed',
        steps: [
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
          { event: { type: 'field.changed', field: 'status', value: 'scheduled' }, state: 'editing' },
          { event: { type: 'field.changed', field: 'publish_at', value: pastTime }, state: 'editing' },
          { event: { type: 'field.changed', field: 'publish_at', value: aheadTime }, state: 'editing' },
          { event: { type: 'form.submitted' }, state: 'saving' },
          { event: { type: 'xstate.done.actor.updateNews', output: { success: true } }, state: 'closed' },
          { event: { type: 'dialog.opened', item: branchNews }, state: 'editing' },
          { event: { type: 'field.changed', field: 'status', value: 'published' }, state: 'editing' },
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
        } else if (field === 'status')
          await user.click(radio(publicationLabels[value as keyof typeof publicationLabels]));
        else if (field === 'publish_at')
          fireEvent.change(inDialog().getByLabelText('Publish at (Riyadh time)'), { target: { value } });
        else await fill(control(labels[field] ?? ''), String(value));
      },
      'tab.selected': ({ user }, event) =>
        user.click(
          inDialog().getByRole('tab', {
            name: (event as EventObject & { tab: string }).tab === 'arabic' ? 'Arabic' : 'English',
          }),
        ),
      'form.submitted': ({ user }) => user.click(button('Save Changes')),
      'xstate.done.actor.updateNews': async ({ http }, _event, step) => {
        const { values, stored } = typed(step, step.performed.length - 1);
        await http.answer(save, 200, {
          success: true,
          message: 'News item updated successfully',
          code: 'newsUpdated',
        });
        // The changed Arabic follows the English, with what was typed.
        if (sendsArabic(values, stored)) {
          const [arabic] = http.pending();
          expect(arabic).toEqual(
            expect.objectContaining({
              method: 'PUT',
              url: '/api/news/1/translations/ar',
              body: sentArabic(values),
            }),
          );
          await http.answer(translate, 200, {
            success: true,
            message: 'Translation saved successfully',
            code: 'translationSaved',
          });
        }
      },
      'xstate.error.actor.updateNews': ({ http }, event) => failRequest(http, save, event),
    },
    checks: {
      closed: ({ http }, step) => {
        expect(dialog()).toBeNull();
        // Every save sent its request (and its Arabic when changed), whether it succeeded or failed.
        const before = raised({ ...step, performed: step.performed.slice(0, -1) });
        expectAlerts(raised(step), { justRaised: raised(step).length > before.length });
        if (step.event?.type === 'xstate.done.actor.updateNews') {
          // Saved: the table asks for its rows afresh.
          expect(http.pending().map((r) => `${r.method} ${r.url}`)).toEqual([list]);
        } else expect(http.pending()).toEqual([]);
        expect(puts(http)).toHaveLength(typed(step).requests);
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
          expect.objectContaining({
            method: 'PUT',
            url: '/api/news/1',
            body: sentBody(typed(step).values, typed(step).stored),
          }),
        ]);
      },
    },
  });
});
