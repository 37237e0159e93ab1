import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Notice } from '../../machines/notice';
import {
  type LoadedProduct,
  type ProductChanges,
  productEditMachine,
} from '../../machines/product-edit.machine';
import { ApiError } from '../../src/api/errors';
import type { ProductTranslation } from '../../src/api/products';
import type { Result } from '../../src/api/users';
import { productEditModel } from './models/product-edit.model';
import { cpvcPipe, cpvcPipeArabic } from './product-fixtures';
import { itWalksEveryTransition } from './walk';

type UpdateRequest = { id: number; changes: ProductChanges };
type TranslationRequest = { productId: number; translation: ProductTranslation };

function start(id: number | null) {
  const clock = new SimulatedClock();
  const effects = {
    loadProduct: vi.fn<(request: { id: number }) => void>(),
    updateProduct: vi.fn<(request: UpdateRequest) => void>(),
    updateTranslation: vi.fn<(request: TranslationRequest) => void>(),
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
      },
      actions: { notify: (_, notice) => effects.notify(notice), goToList: () => effects.goToList() },
    }),
    { clock, input: { id } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, effects, snapshot };
}

const loaded = (output: LoadedProduct) => ({ type: 'xstate.done.actor.loadProduct', output }) as never;
const saved = (output: Result) => ({ type: 'xstate.done.actor.updateProduct', output }) as never;
const saveFailed = (error: unknown) => ({ type: 'xstate.error.actor.updateProduct', error }) as never;
const translated = (output: Result) => ({ type: 'xstate.done.actor.updateTranslation', output }) as never;
const error = (message: string) => ({ type: 'error', title: 'Error', message });
const productUpdated = { type: 'success', title: 'Product Updated', message: 'Product updated successfully' };

/** The edit form of `cpvcPipe`, loaded with or without its Arabic text. */
function editing(arabic: LoadedProduct['arabic'] = cpvcPipeArabic) {
  const form = start(1);
  form.actor.send(loaded({ product: cpvcPipe, arabic }));
  return form;
}

describe('product edit machine', () => {
  itWalksEveryTransition(productEditModel);

  it.each([null, 0, -3, 2.5])("says 'Invalid product ID' and shows Product Not Found for id %s", (id) => {
    const { effects, snapshot } = start(id);
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().hasTag('notFound')).toBe(true);
    expect(effects.notify).toHaveBeenCalledWith(error('Invalid product ID'));
    expect(effects.loadProduct).not.toHaveBeenCalled();
  });

  it('loads the product and its Arabic text into the two tabs', () => {
    const { actor, effects, snapshot } = start(1);
    expect(effects.loadProduct).toHaveBeenCalledWith({ id: 1 });
    expect(snapshot().hasTag('busy')).toBe(true);
    actor.send(loaded({ product: cpvcPipe, arabic: cpvcPipeArabic }));
    expect(snapshot().value).toEqual({ loaded: { form: 'editing', tab: 'english' } });
    expect(snapshot().context.values).toEqual({
      name: 'CPVC Pipe',
      category: 'cpvc-pipes',
      description: cpvcPipe.description,
      features: cpvcPipe.features,
      applications: cpvcPipe.applications,
      certifications: cpvcPipe.certifications,
      image: cpvcPipe.image,
    });
    expect(snapshot().context.arabic.name).toBe(cpvcPipeArabic.name);
  });

  it.each([
    [
      'an answer without a message',
      new ApiError('response', 'x', 500),
      'Failed to load product. Please try again.',
    ],
    ["the server's message", new ApiError('response', 'x', 404, 'Product not found'), 'Product not found'],
    [
      'no answer',
      new ApiError('noResponse', 'Network Error'),
      'Network error - please check your connection',
    ],
  ])('shows Product Not Found after a failed load, explaining %s', (_, failure, message) => {
    const { actor, effects, snapshot } = start(5);
    actor.send({ type: 'xstate.error.actor.loadProduct', error: failure } as never);
    expect(snapshot().value).toBe('notFound');
    expect(snapshot().hasTag('notFound')).toBe(true);
    expect(effects.notify).toHaveBeenCalledWith(error(message));
  });

  it("requires an image path and a 3-character name, with the spec's messages", () => {
    const { actor, effects, snapshot } = editing();
    actor.send({ type: 'field.changed', field: 'name', value: 'PV' });
    actor.send({ type: 'field.changed', field: 'image', value: ' ' });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().context.fieldErrors).toEqual({
      name: 'Name must be at least 3 characters',
      image: 'Image URL is required',
    });
    expect(effects.updateProduct).not.toHaveBeenCalled();
    actor.send({ type: 'image.replaced', image: '/media/products/new.jpg', imageVariants: [] });
    expect(snapshot().context.fieldErrors).toEqual({ name: 'Name must be at least 3 characters' });
  });

  it('takes the swapped image and its variants into the saved product', () => {
    const { actor, effects, snapshot } = editing();
    const variants = [{ width: 400, format: 'webp' as const, path: '/media/products/new-400.webp' }];
    actor.send({ type: 'image.replaced', image: '/media/products/new.jpg', imageVariants: variants });
    expect(snapshot().context.imageVariants).toEqual(variants);
    actor.send({ type: 'form.submitted' });
    expect(effects.updateProduct).toHaveBeenCalledWith({
      id: 1,
      changes: expect.objectContaining({ image: '/media/products/new.jpg', name: 'CPVC Pipe' }),
    });
  });

  it('saves the product alone when the Arabic text is unchanged, then goes to the list 1000 ms later', () => {
    const { actor, clock, effects, snapshot } = editing();
    actor.send({ type: 'arabic.field.changed', field: 'name', value: ` ${cpvcPipeArabic.name} ` });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(snapshot().can({ type: 'form.submitted' })).toBe(false);
    actor.send(saved({ success: true, message: 'Product updated successfully' }));
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
    actor.send(saved({ success: true, message: 'Product updated successfully' }));
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
    actor.send(translated({ success: true, message: 'Translation saved successfully' }));
    expect(effects.notify).toHaveBeenLastCalledWith({
      type: 'success',
      title: 'Translation Updated',
      message: 'Translation saved successfully',
    });
    clock.increment(1000);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it('skips a new Arabic text without a description, and refuses one too short', () => {
    const skipped = editing(null);
    skipped.actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أنبوب جديد' });
    skipped.actor.send({ type: 'form.submitted' });
    skipped.actor.send(saved({ success: true, message: 'Product updated successfully' }));
    expect(skipped.effects.updateTranslation).not.toHaveBeenCalled();
    const refused = editing(null);
    refused.actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أن' });
    refused.actor.send({ type: 'arabic.field.changed', field: 'description', value: 'وصف طويل بما يكفي' });
    refused.actor.send({ type: 'form.submitted' });
    expect(refused.snapshot().value).toEqual({ loaded: { form: 'editing', tab: 'arabic' } });
    expect(refused.snapshot().context.arabicErrors).toEqual({ name: 'Name must be at least 3 characters' });
    expect(refused.effects.updateProduct).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a refusal with a message',
      saved({ success: false, message: 'Unknown product category' }),
      'Unknown product category',
    ],
    ['a refusal without one', saved({ success: false, message: '' }), 'Failed to update product'],
    [
      'an error answer with a message',
      saveFailed(new ApiError('response', 'x', 403, 'This action is restricted to administrators')),
      'This action is restricted to administrators',
    ],
    ['an error', saveFailed(new TypeError('x')), 'An error occurred while updating the product'],
    [
      'no answer',
      saveFailed(new ApiError('noResponse', 'x')),
      'Network error - please check your connection',
    ],
  ])('stays on the form after %s', (_, answer, message) => {
    const { actor, effects, snapshot } = editing();
    actor.send({ type: 'form.submitted' });
    actor.send(answer);
    expect(effects.notify).toHaveBeenCalledWith(error(message));
    expect(snapshot().matches({ loaded: { form: 'editing' } })).toBe(true);
    expect(effects.goToList).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', translated({ success: false, message: '' }), 'Failed to update translation'],
    [
      'an error',
      { type: 'xstate.error.actor.updateTranslation', error: new TypeError('x') } as never,
      'An error occurred while updating the translation',
    ],
    [
      'an error answer with a message',
      {
        type: 'xstate.error.actor.updateTranslation',
        error: new ApiError('response', 'x', 400, 'Bad text'),
      } as never,
      'Bad text',
    ],
  ])('keeps the form for another try after the translation met %s', (_, answer, message) => {
    const { actor, clock, effects, snapshot } = editing();
    actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أنبوب جديد' });
    actor.send({ type: 'form.submitted' });
    actor.send(saved({ success: true, message: 'Product updated successfully' }));
    actor.send(answer);
    expect(effects.notify).toHaveBeenLastCalledWith(error(message));
    expect(snapshot().matches({ loaded: { form: 'editing' } })).toBe(true);
    clock.increment(5000);
    expect(effects.goToList).not.toHaveBeenCalled();
    actor.send({ type: 'form.submitted' });
    actor.send(saved({ success: true, message: 'Product updated successfully' }));
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
