import type { AnyMachineSnapshot } from 'xstate';
import { newsEditMachine } from '../../../machines/news-edit.machine';
import { ApiError } from '../../../src/api/errors';
import type { NewsItem } from '../../../src/api/news';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { branchNews } from '../news-fixtures';

/** One change each, from the item as the dialog opens on it: an emptied title is refused. */
const firstChanges = [
  { field: 'title', value: '' },
  { field: 'title', value: 'Dammam branch opened' },
  { field: 'description', value: '' },
  { field: 'alt_text', value: 'Opening day' },
  { field: 'active', value: false },
] as const;

/** Whether the dialog still shows the item as it opened on it. */
function isUntouched(snapshot: AnyMachineSnapshot): boolean {
  const { item, values } = snapshot.context as { item: NewsItem | null; values: Record<string, unknown> };
  return (
    item !== null &&
    values.title === item.title &&
    values.description === item.description &&
    values.alt_text === item.alt_text &&
    values.active === item.active
  );
}

/** Any one change on the untouched dialog, then only a title again after it was emptied. */
function fieldChanges(snapshot: AnyMachineSnapshot) {
  if (isUntouched(snapshot)) return firstChanges;
  const { fieldErrors } = snapshot.context as { fieldErrors: Record<string, string> };
  return 'title' in fieldErrors ? [{ field: 'title', value: 'Dammam branch opened' }] : [];
}

/** How a save can fail; tried on a save of the unchanged item (each change is seen saved). */
const failures = [
  { error: new ApiError('response', 'Request failed with status code 404', 404, 'newsNotFound') },
  { error: new ApiError('response', 'Request failed with status code 502', 502) },
  { error: new ApiError('noResponse', 'Network Error') },
];

export const newsEditModel: MachineModel = {
  machine: newsEditMachine.provide({
    actors: { updateNews: pendingActor() },
    actions: { notify: noop, changed: noop },
  }),
  inputs: [undefined],
  events: {
    'dialog.opened': [{ item: branchNews }],
    'dialog.closed': [{ with: 'Cancel' }, { with: 'Escape' }],
    'field.changed': fieldChanges,
    'form.submitted': [{}],
    'xstate.done.actor.updateNews': [
      { output: { success: true, message: 'News item updated successfully', code: 'newsUpdated' } },
    ],
    'xstate.error.actor.updateNews': (snapshot) => (isUntouched(snapshot) ? failures : []),
  },
};
