import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Notice } from '../../machines/notice';
import {
  type LoadedProduct,
  type ProductChanges,
  productEditMachine,
} from '../../machines/product-edit.machine';
import type { UploadInput } from '../../machines/upload.machine';
import { ApiError } from '../../src/api/errors';
import type { ImageSwapRequest } from '../../src/api/product-uploads';
import type { ProductTranslation } from '../../src/api/products';
import type { UploadFailureReason } from '../../src/api/upload-failure';
import type { Result } from '../../src/api/users';
import { newImage } from './models/product-edit.model';
import { hugePhoto, productImage } from './models/product-files';
import { cpvcPipe, cpvcPipeArabic } from './product-fixtures';

type UpdateRequest = { id: number; changes: ProductChanges };
type TranslationRequest = { productId: number; translation: ProductTranslation };

function start(id: number | null) {
  const clock = new SimulatedClock();
  const effects = {
    loadProduct: vi.fn<(request: { id: number }) => void>(),
    updateProduct: vi.fn<(request: UpdateRequest) => void>(),
    updateTranslation: vi.fn<(request: TranslationRequest) => void>(),
    upload: vi.fn<(input: UploadInput<ImageSwapRequest>) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
    goToList: vi.fn(),
  };
  // Each actor records its request and never answers: each test sends the answer it is about.
  const recorded = <TOutput, TInput>(record: (input: TInput) => void) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      record(input);
      return new Promise(() => {});
    });
  const actor = createActor(
    productEditMachine.provide({
      actors: {
        loadProduct: recorded<LoadedProduct, { id: number }>(effects.loadProduct),
        updateProduct: recorded<Result, UpdateRequest>(effects.updateProduct),
        updateTranslation: recorded<Result, TranslationRequest>(effects.updateTranslation),
        upload: recorded<never, UploadInput<ImageSwapRequest>>(effects.upload) as never,
      },
      actions: { notify: (_, notice) => effects.notify(notice), goToList: () => effects.goToList() },
    }),
    { clock, input: { id } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, effects, snapshot };
}

const loaded = (output: LoadedProduct) => ({ type: 'xstate.done.actor.loadProduct', output }) as never;
const saved = {
  type: 'xstate.done.actor.updateProduct',
  output: { success: true, message: 'Product updated successfully', code: 'productUpdated' },
} as never;
const saveFailed = (error: unknown) => ({ type: 'xstate.error.actor.updateProduct', error }) as never;
const translationFailed = (error: unknown) =>
  ({ type: 'xstate.error.actor.updateTranslation', error }) as never;
const error = (message: unknown) => ({ type: 'error', title: 'errorTitle', message });
const productUpdated = { type: 'success', title: 'productUpdatedTitle', message: 'productUpdated' };

/** The edit form of `cpvcPipe`, loaded with or without its Arabic text. */
function editing(arabic: LoadedProduct['arabic'] = cpvcPipeArabic) {
  const form = start(1);
  form.actor.send(loaded({ product: { ...cpvcPipe, status: 'published', publish_at: null }, arabic }));
  return form;
}

describe('product edit machine', () => {
  it.each([null, 0, -3, 2.5])("says 'Invalid product ID' and shows Product Not Found for id %s", (id) => {
    const { effects, snapshot } = start(id);
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().hasTag('notFound')).toBe(true);
    expect(effects.notify).toHaveBeenCalledWith(error('invalidProductId'));
    expect(effects.loadProduct).not.toHaveBeenCalled();
  });

  it('loads the product, its publication and its Arabic text into the form', () => {
    const { actor, effects, snapshot } = start(1);
    expect(effects.loadProduct).toHaveBeenCalledWith({ id: 1 });
    expect(snapshot().hasTag('busy')).toBe(true);
    actor.send(
      loaded({
        product: { ...cpvcPipe, status: 'scheduled', publish_at: '2030-01-01T06:00:00.000Z' },
        arabic: cpvcPipeArabic,
      }),
    );
    expect(snapshot().value).toEqual({ loaded: { form: 'editing', tab: 'english' } });
    expect(snapshot().context.values).toEqual({
      name: 'CPVC Pipe',
      category: 'cpvc-pipes',
      description: cpvcPipe.description,
      features: cpvcPipe.features,
      applications: cpvcPipe.applications,
      certifications: cpvcPipe.certifications,
      image: cpvcPipe.image,
      // Scheduled for 09:00 in Riyadh (06:00 UTC), as the time field shows it.
      status: 'scheduled',
      publish_at: '2030-01-01T09:00',
    });
    expect(snapshot().context.arabic.name).toBe(cpvcPipeArabic.name);
  });

  it.each([
    ['an answer without a message', new ApiError('response', 'x', 500), 'productLoadFailed'],
    ["the server's message", new ApiError('response', 'x', 404, 'productNotFound'), 'productNotFound'],
    ['no answer', new ApiError('noResponse', 'Network Error'), 'networkError'],
  ])('shows Product Not Found after a failed load, explaining %s', (_, failure, message) => {
    const { actor, effects, snapshot } = start(5);
    actor.send({ type: 'xstate.error.actor.loadProduct', error: failure } as never);
    expect(snapshot().value).toBe('notFound');
    expect(snapshot().hasTag('notFound')).toBe(true);
    expect(effects.notify).toHaveBeenCalledWith(error(message));
  });

  it('requires an image path and a 3-character name', () => {
    const { actor, effects, snapshot } = editing();
    actor.send({ type: 'field.changed', field: 'name', value: 'PV' });
    actor.send({ type: 'field.changed', field: 'image', value: ' ' });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().context.fieldErrors).toEqual({ name: 'nameMin', image: 'imageRequired' });
    expect(effects.updateProduct).not.toHaveBeenCalled();
  });

  it('leaves the publishing out of a save that did not change it: the server keeps it', () => {
    const { actor, effects } = editing();
    actor.send({ type: 'field.changed', field: 'name', value: 'CPVC Pipe 2 inch' });
    actor.send({ type: 'form.submitted' });
    expect(effects.updateProduct.mock.calls[0]?.[0].changes).not.toHaveProperty(
      'publication',
      expect.anything(),
    );
  });

  it('saves a change of publishing with the product: a Riyadh time ahead, sent in UTC', () => {
    const { actor, effects, snapshot } = editing();
    actor.send({ type: 'field.changed', field: 'status', value: 'scheduled' });
    actor.send({ type: 'field.changed', field: 'publish_at', value: '2021-05-01T10:00' });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().context.fieldErrors).toEqual({ publish_at: 'publishAtPast' });
    expect(effects.updateProduct).not.toHaveBeenCalled();
    // A month ahead, on the hour, as the field holds it (Riyadh is UTC+3 all year).
    const ahead = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    ahead.setUTCMinutes(0, 0, 0);
    const riyadh = new Date(ahead.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 16);
    actor.send({ type: 'field.changed', field: 'publish_at', value: riyadh });
    actor.send({ type: 'form.submitted' });
    expect(effects.updateProduct.mock.calls[0]?.[0].changes.publication).toEqual({
      status: 'scheduled',
      publish_at: ahead.toISOString(),
    });
  });

  it('stores a chosen image at once, then puts its path and variants in the saved product', () => {
    const { actor, effects, snapshot } = editing();
    actor.send({ type: 'field.changed', field: 'image', value: '' });
    actor.send({ type: 'form.submitted' });
    actor.send({ type: 'image.selected', file: productImage });
    expect(snapshot().value).toEqual({ loaded: { form: 'replacingImage', tab: 'english' } });
    expect(effects.upload).toHaveBeenCalledWith({
      parts: [{ kind: 'productImage', file: productImage }],
      request: { productId: 1 },
      stallMs: 10_000,
    });
    expect(snapshot().can({ type: 'form.submitted' })).toBe(false);
    expect(snapshot().can({ type: 'field.changed', field: 'name', value: 'x' })).toBe(false);
    actor.send({ type: 'xstate.done.actor.upload', output: { ok: true, result: newImage } } as never);
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'imageReplacedTitle',
      message: 'productUpdated',
    });
    expect(snapshot().context.imageVariants).toEqual(newImage.imageVariants);
    expect(snapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'form.submitted' });
    expect(effects.updateProduct).toHaveBeenCalledWith({
      id: 1,
      changes: expect.objectContaining({ image: '/media/products/new.jpg', name: 'CPVC Pipe' }),
    });
  });

  it('refuses a file that is not an image under 5 MB before sending it, until a good one comes', () => {
    const { actor, effects, snapshot } = editing();
    actor.send({ type: 'image.selected', file: hugePhoto });
    expect(snapshot().context.fileError).toBe('imageSize');
    expect(snapshot().matches({ loaded: { form: 'editing' } })).toBe(true);
    expect(effects.upload).not.toHaveBeenCalled();
    actor.send({ type: 'image.selected', file: productImage });
    expect(snapshot().context.fileError).toBeNull();
  });

  it.each<[string, UploadFailureReason, string]>([
    ["the server's reason", { kind: 'refused', code: 'imageTooManyPixels' }, 'imageTooManyPixels'],
    ['an answer without one', { kind: 'status', status: 500 }, 'imageReplaceFailed'],
    ['no answer', { kind: 'noResponse' }, 'networkError'],
  ])('keeps the stored image when the swap failed with %s', (_, reason, message) => {
    const { actor, effects, snapshot } = editing();
    actor.send({ type: 'image.selected', file: productImage });
    actor.send({ type: 'xstate.done.actor.upload', output: { ok: false, reason } } as never);
    expect(effects.notify).toHaveBeenCalledWith(error(message));
    expect(snapshot().context.values.image).toBe(cpvcPipe.image);
    expect(snapshot().matches({ loaded: { form: 'editing' } })).toBe(true);
  });

  it('saves the product alone when the Arabic text is unchanged, then goes to the list 1000 ms later', () => {
    const { actor, clock, effects, snapshot } = editing();
    // Spaces around the text and blank lines in a list change nothing that would be saved.
    actor.send({ type: 'arabic.field.changed', field: 'name', value: ` ${cpvcPipeArabic.name} ` });
    actor.send({
      type: 'arabic.field.changed',
      field: 'description',
      value: `${cpvcPipeArabic.description}\n`,
    });
    actor.send({
      type: 'arabic.field.changed',
      field: 'features',
      value: [' ', ...cpvcPipeArabic.features, ''],
    });
    actor.send({ type: 'arabic.field.changed', field: 'applications', value: ['  '] });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(snapshot().can({ type: 'form.submitted' })).toBe(false);
    actor.send(saved);
    expect(effects.notify).toHaveBeenCalledWith(productUpdated);
    expect(effects.updateTranslation).not.toHaveBeenCalled();
    clock.increment(999);
    expect(effects.goToList).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it("saves a changed Arabic text after the product: 'Translation Updated', then the list", () => {
    const { actor, clock, effects, snapshot } = editing();
    actor.send({ type: 'tab.selected', tab: 'arabic' });
    actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أنبوب جديد' });
    actor.send({ type: 'form.submitted' });
    actor.send(saved);
    expect(snapshot().value).toEqual({ loaded: { form: 'savingTranslation', tab: 'arabic' } });
    expect(effects.updateTranslation).toHaveBeenCalledWith({
      productId: 1,
      translation: {
        name: 'أنبوب جديد',
        description: cpvcPipeArabic.description,
        features: cpvcPipeArabic.features,
        applications: [],
        certifications: [],
      },
    });
    actor.send({
      type: 'xstate.done.actor.updateTranslation',
      output: { success: true, message: 'Translation saved successfully', code: 'translationSaved' },
    } as never);
    expect(effects.notify).toHaveBeenLastCalledWith({
      type: 'success',
      title: 'translationUpdatedTitle',
      message: 'translationSaved',
    });
    clock.increment(1000);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it('saves the Arabic text when only a list changed', () => {
    const { actor, effects } = editing();
    actor.send({ type: 'arabic.field.changed', field: 'features', value: ['مقاوم للحرارة'] });
    actor.send({ type: 'form.submitted' });
    actor.send(saved);
    expect(effects.updateTranslation).toHaveBeenCalledWith({
      productId: 1,
      translation: expect.objectContaining({ features: ['مقاوم للحرارة'] }),
    });
  });

  it('clears an Arabic error once the Arabic text is no longer to be saved, and saves', () => {
    const { actor, effects, snapshot } = editing(null);
    actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أنبوب' });
    actor.send({ type: 'arabic.field.changed', field: 'description', value: 'قصير' });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().context.arabicErrors).toEqual({ description: 'descriptionMin' });
    actor.send({ type: 'arabic.field.changed', field: 'name', value: '' });
    actor.send({ type: 'arabic.field.changed', field: 'description', value: '' });
    actor.send({ type: 'form.submitted' });
    expect(effects.updateProduct).toHaveBeenCalledTimes(1);
    expect(snapshot().context.arabicErrors).toEqual({});
  });

  it("says the spec's success messages when an answer carries no message of its own", () => {
    const { actor, effects } = editing();
    actor.send({ type: 'image.selected', file: productImage });
    const { code: _, ...withoutCode } = newImage;
    actor.send({ type: 'xstate.done.actor.upload', output: { ok: true, result: withoutCode } } as never);
    expect(effects.notify).toHaveBeenLastCalledWith({
      type: 'success',
      title: 'imageReplacedTitle',
      message: 'productUpdated',
    });
    actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أنبوب جديد' });
    actor.send({ type: 'form.submitted' });
    actor.send({
      type: 'xstate.done.actor.updateProduct',
      output: { success: true, message: 'Saved' },
    } as never);
    expect(effects.notify).toHaveBeenLastCalledWith(productUpdated);
    actor.send({
      type: 'xstate.done.actor.updateTranslation',
      output: { success: true, message: 'Saved' },
    } as never);
    expect(effects.notify).toHaveBeenLastCalledWith({
      type: 'success',
      title: 'translationUpdatedTitle',
      message: 'translationSaved',
    });
  });

  it('skips a new Arabic text without a description, and refuses one too short', () => {
    const skipped = editing(null);
    skipped.actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أنبوب جديد' });
    skipped.actor.send({ type: 'form.submitted' });
    skipped.actor.send(saved);
    expect(skipped.effects.updateTranslation).not.toHaveBeenCalled();
    const refused = editing(null);
    refused.actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أن' });
    refused.actor.send({ type: 'arabic.field.changed', field: 'description', value: 'وصف طويل بما يكفي' });
    refused.actor.send({ type: 'form.submitted' });
    expect(refused.snapshot().value).toEqual({ loaded: { form: 'editing', tab: 'arabic' } });
    expect(refused.snapshot().context.arabicErrors).toEqual({ name: 'nameMin' });
    expect(refused.effects.updateProduct).not.toHaveBeenCalled();
  });

  it.each([
    ["the server's reason", saveFailed(new ApiError('response', 'x', 400, 'unknownImage')), 'unknownImage'],
    ['an error answer without one', saveFailed(new ApiError('response', 'x', 500)), 'productUpdateFailed'],
    ['a timeout', saveFailed(new ApiError('timeout', 'x')), 'productUpdateError'],
    ['an error', saveFailed(new TypeError('x')), 'productUpdateError'],
    ['no answer', saveFailed(new ApiError('noResponse', 'x')), 'networkError'],
  ])('stays on the form after %s', (_, answer, message) => {
    const { actor, effects, snapshot } = editing();
    actor.send({ type: 'form.submitted' });
    actor.send(answer);
    expect(effects.notify).toHaveBeenCalledWith(error(message));
    expect(snapshot().matches({ loaded: { form: 'editing' } })).toBe(true);
    expect(effects.goToList).not.toHaveBeenCalled();
  });

  it.each([
    ['an error answer without a reason', new ApiError('response', 'x', 500), 'translationUpdateFailed'],
    ['an error', new TypeError('x'), 'translationUpdateError'],
    ["the server's reason", new ApiError('response', 'x', 404, 'productNotFound'), 'productNotFound'],
  ])('keeps the form for another try after the translation met %s', (_, failure, message) => {
    const { actor, clock, effects, snapshot } = editing();
    actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أنبوب جديد' });
    actor.send({ type: 'form.submitted' });
    actor.send(saved);
    actor.send(translationFailed(failure));
    expect(effects.notify).toHaveBeenLastCalledWith(error(message));
    expect(snapshot().matches({ loaded: { form: 'editing' } })).toBe(true);
    clock.increment(5000);
    expect(effects.goToList).not.toHaveBeenCalled();
    actor.send({ type: 'form.submitted' });
    actor.send(saved);
    expect(effects.updateTranslation).toHaveBeenCalledTimes(2);
  });

  it('switches tabs both ways, also while saving', () => {
    const { actor, snapshot } = editing();
    expect(snapshot().can({ type: 'tab.selected', tab: 'english' })).toBe(false);
    actor.send({ type: 'tab.selected', tab: 'arabic' });
    actor.send({ type: 'form.submitted' });
    actor.send({ type: 'tab.selected', tab: 'english' });
    expect(snapshot().value).toEqual({ loaded: { form: 'saving', tab: 'english' } });
  });
});
