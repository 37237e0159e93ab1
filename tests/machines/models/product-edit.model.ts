import type { AnyMachineSnapshot } from 'xstate';
import { productEditMachine } from '../../../machines/product-edit.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, cpvcPipeArabic } from '../product-fixtures';

type Change = { field: string; value: string };

/** Offers a change only while the field does not hold it yet, which keeps the graph small. */
const changes =
  (pick: (snapshot: AnyMachineSnapshot) => Record<string, unknown>, variants: Change[]) =>
  (snapshot: AnyMachineSnapshot) =>
    variants.filter(({ field, value }) => pick(snapshot)[field] !== value);

// A product without Arabic text (the Arabic tab starts empty) and one with it. English edits:
// a name too short (refused) and a good one; Arabic: a new name, which with the stored
// description is a translation to save, and without it a translation skipped.
export const productEditModel: MachineModel = {
  machine: productEditMachine.provide({
    actors: { loadProduct: pendingActor(), updateProduct: pendingActor(), updateTranslation: pendingActor() },
    actions: { notify: noop, goToList: noop },
  }),
  inputs: [{ id: 1 }, { id: null }],
  events: {
    'field.changed': changes((s) => s.context.values, [{ field: 'name', value: 'PV' }]),
    'arabic.field.changed': changes((s) => s.context.arabic, [{ field: 'name', value: 'أنبوب جديد' }]),
    'image.replaced': (s) =>
      s.context.values.image === '/media/products/new.jpg'
        ? []
        : [{ image: '/media/products/new.jpg', imageVariants: [] }],
    'tab.selected': (s) => [{ tab: s.matches({ loaded: { tab: 'english' } }) ? 'arabic' : 'english' }],
    'form.submitted': [{}],
    'xstate.done.actor.loadProduct': [
      { output: { product: cpvcPipe, arabic: null } },
      { output: { product: cpvcPipe, arabic: cpvcPipeArabic } },
    ],
    'xstate.error.actor.loadProduct': [
      { error: new ApiError('response', 'Request failed with status code 404', 404, 'Product not found') },
    ],
    'xstate.done.actor.updateProduct': [
      { output: { success: true, message: 'Product updated successfully' } },
      { output: { success: false, message: '' } },
    ],
    'xstate.error.actor.updateProduct': [{ error: new ApiError('noResponse', 'Network Error') }],
    'xstate.done.actor.updateTranslation': [
      { output: { success: true, message: 'Translation saved successfully' } },
      { output: { success: false, message: '' } },
    ],
    'xstate.error.actor.updateTranslation': [{ error: new TypeError('not an ApiError') }],
  },
};
