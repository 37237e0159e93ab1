import type { AnyMachineSnapshot } from 'xstate';
import { productEditMachine } from '../../../machines/product-edit.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, cpvcPipeArabic } from '../product-fixtures';
import { hugePhoto, productImage, typing } from './product-files';

/** Whether the person can reach a tab's fields: the form takes changes and the tab is shown. */
const canType = (tab: 'english' | 'arabic') => (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ loaded: { form: 'editing', tab } });

/** `cpvcPipe` as the portal reads it: published. */
export const publishedPipe = { ...cpvcPipe, status: 'published' as const, publish_at: null };

/** `cpvcPipe` as stored with its Arabic text, kept as a draft. */
export const translatedPipe = {
  ...cpvcPipe,
  translationStatus: 'current' as const,
  status: 'draft' as const,
  publish_at: null,
};

/** Where the server stores a replaced image. */
export const newImage = {
  success: true,
  message: 'Product updated successfully',
  code: 'productUpdated' as const,
  image: '/media/products/new.jpg',
  imageVariants: [{ width: 400, format: 'webp' as const, path: '/media/products/new-400.webp' }],
};

// A product without Arabic text (the Arabic tab starts empty) and one with it. English: a name too
// short (refused) and the stored one back, and the image path cleared (refused); Arabic: a new name, which with the stored description
// is a translation to save (and without it, none), and a description too short to save.
export const productEditModel: MachineModel = {
  machine: productEditMachine.provide({
    actors: {
      loadProduct: pendingActor(),
      updateProduct: pendingActor(),
      updateTranslation: pendingActor(),
      upload: pendingActor() as never,
    },
    actions: { notify: noop, goToList: noop },
  }),
  inputs: [{ id: 1 }, { id: null }],
  events: {
    'field.changed': typing(canType('english'), (s) => s.context.values, [
      { field: 'name', value: 'PV' },
      { field: 'name', value: 'CPVC Pipe' },
      { field: 'image', value: '' },
    ]),
    'arabic.field.changed': typing(canType('arabic'), (s) => s.context.arabic, [
      { field: 'name', value: 'أنبوب جديد' },
      { field: 'description', value: 'قصير' },
    ]),
    // The stored image is swapped once; a refused file only while no refusal shows.
    'image.selected': (s) => {
      if (!canType('english')(s) || s.context.values.image === newImage.image) return [];
      return s.context.fileError ? [{ file: productImage }] : [{ file: productImage }, { file: hugePhoto }];
    },
    'tab.selected': (s) => [{ tab: s.matches({ loaded: { tab: 'english' } }) ? 'arabic' : 'english' }],
    'form.submitted': [{}],
    'xstate.done.actor.loadProduct': [
      { output: { product: publishedPipe, arabic: null } },
      { output: { product: translatedPipe, arabic: cpvcPipeArabic } },
    ],
    'xstate.error.actor.loadProduct': [
      { error: new ApiError('response', 'Request failed with status code 404', 404, 'productNotFound') },
      { error: new ApiError('noResponse', 'Network Error') },
    ],
    // The new picture stored, or refused for its pixels, or failed on the server.
    'xstate.done.actor.upload': [
      { output: { ok: true, result: newImage } },
      { output: { ok: false, reason: { kind: 'refused', code: 'imageTooManyPixels' } } },
      { output: { ok: false, reason: { kind: 'status', status: 500 } } },
    ],
    'xstate.done.actor.updateProduct': [
      { output: { success: true, message: 'Product updated successfully', code: 'productUpdated' } },
    ],
    'xstate.error.actor.updateProduct': [
      { error: new ApiError('response', 'Request failed with status code 400', 400, 'unknownImage') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('timeout', 'timeout of 10000ms exceeded') },
    ],
    'xstate.done.actor.updateTranslation': [
      { output: { success: true, message: 'Translation saved successfully', code: 'translationSaved' } },
    ],
    'xstate.error.actor.updateTranslation': [
      { error: new ApiError('response', 'Request failed with status code 404', 404, 'productNotFound') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('timeout', 'timeout of 10000ms exceeded') },
    ],
  },
};
