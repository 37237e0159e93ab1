import type { AnyMachineSnapshot } from 'xstate';
import { newsEditMachine } from '../../../machines/news-edit.machine';
import { ApiError } from '../../../src/api/errors';
import type { AdminNewsItem } from '../../../src/api/news';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { branchNews } from '../news-fixtures';

/**
 * One change each, from the item as the dialog opens on it, on the tab shown: an emptied title is
 * refused, in either language (the item has its Arabic); the published item made a draft.
 */
const firstChanges = {
  english: [
    { field: 'title', value: '' },
    { field: 'title', value: 'Dammam branch opened' },
    { field: 'description', value: '' },
    { field: 'alt_text', value: 'Opening day' },
    { field: 'active', value: false },
    { field: 'status', value: 'draft' },
  ],
  arabic: [
    { field: 'title_ar', value: '' },
    { field: 'description_ar', value: 'افتُتح الفرع اليوم.' },
    { field: 'active', value: false },
  ],
} as const;

type Snapshot = { item: AdminNewsItem | null; values: Record<string, unknown>; tab: 'english' | 'arabic' };

/** Whether the dialog still shows the item as it opened on it. */
function isUntouched(snapshot: AnyMachineSnapshot): boolean {
  const { item, values } = snapshot.context as Snapshot;
  return (
    item !== null &&
    values.title === item.title &&
    values.description === item.description &&
    values.alt_text === item.alt_text &&
    values.title_ar === item.arabic?.title &&
    values.description_ar === item.arabic?.description &&
    values.alt_text_ar === item.arabic?.alt_text &&
    values.active === item.active &&
    values.status === item.status
  );
}

/** Any one change on the untouched dialog, then only a title again after it was emptied. */
function fieldChanges(snapshot: AnyMachineSnapshot) {
  const { tab } = snapshot.context as Snapshot;
  if (isUntouched(snapshot)) return firstChanges[tab];
  const { fieldErrors } = snapshot.context as { fieldErrors: Record<string, string> };
  if (tab === 'english' && 'title' in fieldErrors) return [{ field: 'title', value: 'Dammam branch opened' }];
  if (tab === 'arabic' && 'title_ar' in fieldErrors)
    return [{ field: 'title_ar', value: 'افتتاح فرع الدمام' }];
  return [];
}

/** The other tab, while the dialog is untouched (a change is then seen on either). */
function tabChoices(snapshot: AnyMachineSnapshot) {
  const { tab } = snapshot.context as Snapshot;
  return isUntouched(snapshot) ? [{ tab: tab === 'english' ? 'arabic' : 'english' }] : [];
}

/** How a save can fail; tried on a save of the unchanged item (each change is seen saved). */
const failures = [
  { error: new ApiError('response', 'Request failed with status code 404', 404, 'newsNotFound') },
  { error: new ApiError('response', 'Request failed with status code 502', 502) },
  { error: new ApiError('noResponse', 'Network Error') },
];

export const newsEditModel: MachineModel = {
  machine: newsEditMachine.provide({
    actors: { save: pendingActor() },
    actions: { notify: noop, changed: noop },
  }),
  inputs: [undefined],
  events: {
    'dialog.opened': [{ item: branchNews }],
    'dialog.closed': [{ with: 'Cancel' }, { with: 'Escape' }],
    'field.changed': fieldChanges,
    'tab.selected': tabChoices,
    'form.submitted': [{}],
    'xstate.done.actor.updateNews': [
      { output: { success: true, message: 'News item updated successfully', code: 'newsUpdated' } },
    ],
    'xstate.error.actor.updateNews': (snapshot) => (isUntouched(snapshot) ? failures : []),
  },
};
