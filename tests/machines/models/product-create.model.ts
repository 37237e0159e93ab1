import type { AnyMachineSnapshot } from 'xstate';
import { productCreateMachine } from '../../../machines/product-create.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

type Values = Record<string, unknown>;

/** Offers a change only while the field does not hold it yet, which keeps the graph small. */
const changes =
  (
    pick: (snapshot: AnyMachineSnapshot) => Values,
    variants: ReadonlyArray<{ field: string; value: string }>,
  ) =>
  (snapshot: AnyMachineSnapshot) =>
    variants.filter(({ field, value }) => pick(snapshot)[field] !== value);

export const productImage = { name: 'pipe.jpg', type: 'image/jpeg', size: 200_000 };

// Valid values only: the empty start is the invalid form. English errors with a touched Arabic tab
// take the `wantsTranslation` branch of a refused submit; an Arabic-only error is an example test.
export const productCreateModel: MachineModel = {
  machine: productCreateMachine.provide({
    actors: { uploadProduct: pendingActor(), saveTranslation: pendingActor() },
    actions: { notify: noop, goToList: noop },
  }),
  inputs: [undefined],
  events: {
    'field.changed': changes(
      (s) => s.context.values,
      [
        { field: 'name', value: 'PVC Pipe' },
        { field: 'description', value: 'Pressure pipe for water networks' },
      ],
    ),
    'arabic.field.changed': changes(
      (s) => s.context.arabic,
      [
        { field: 'name', value: 'أنبوب ضغط' },
        { field: 'description', value: 'أنبوب ضغط لشبكات المياه' },
      ],
    ),
    'image.selected': (s) => (s.context.image ? [] : [{ file: productImage }]),
    // Choosing the tab already shown does nothing (no transition): only the other tab is offered.
    'tab.selected': (s) => [{ tab: s.matches({ tab: 'english' }) ? 'arabic' : 'english' }],
    'form.submitted': [{}],
    'xstate.done.actor.uploadProduct': [
      { output: { success: true, productId: 7, message: 'Product created successfully' } },
      { output: { success: false, message: 'Unknown product category' } },
    ],
    'xstate.error.actor.uploadProduct': [
      { error: { status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' } },
    ],
    'xstate.done.actor.saveTranslation': [
      { output: { success: true, message: 'Translation saved successfully' } },
      { output: { success: false, message: 'Only an Arabic translation (ar) can be saved' } },
    ],
    'xstate.error.actor.saveTranslation': [{ error: new ApiError('noResponse', 'Network Error') }],
  },
};
