import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ProductDetailInput,
  pickRelated,
  productDetailMachine,
  productDetailMessages,
} from '../../machines/product-detail.machine';
import { ApiError } from '../../src/api/errors';
import type { Language } from '../../src/api/language';
import type { Product } from '../../src/api/products';
import { productDetailModel } from './models/product-detail.model';
import { cpvcPipe, pprPipe, product } from './product-fixtures';
import { itWalksEveryTransition } from './walk';

function start(input: ProductDetailInput) {
  const effects = {
    fetchProduct: vi.fn<(query: { id: number; language: Language }) => void>(),
    fetchRelated: vi.fn<(query: { category: string; language: Language }) => void>(),
  };
  const actor = createActor(
    productDetailMachine.provide({
      actors: {
        fetchProduct: fromPromise<Product, { id: number; language: Language }>(({ input }) => {
          effects.fetchProduct(input);
          return new Promise(() => {});
        }),
        fetchRelated: fromPromise<Product[], { category: string; language: Language }>(({ input }) => {
          effects.fetchRelated(input);
          return new Promise(() => {});
        }),
      },
    }),
    { input },
  ).start();
  return { actor, effects };
}

const foundProduct = (output: Product) => ({ type: 'xstate.done.actor.fetchProduct', output }) as never;
const foundRelated = (output: Product[]) => ({ type: 'xstate.done.actor.fetchRelated', output }) as never;
const cpvcElbow = product(3, 'cpvc-pipes', 'CPVC Elbow');
const cpvcTee = product(4, 'cpvc-pipes', 'CPVC Tee');
const cpvcValve = product(5, 'cpvc-pipes', 'CPVC Valve');

describe('product detail machine', () => {
  itWalksEveryTransition(productDetailModel);

  it('keeps related products of the same category, never the product itself, at most three', () => {
    expect(pickRelated(cpvcPipe, [cpvcPipe, pprPipe, cpvcElbow, cpvcTee, cpvcValve])).toEqual([
      cpvcElbow,
      cpvcTee,
      cpvcValve,
    ]);
    expect(pickRelated(cpvcPipe, [cpvcPipe, pprPipe])).toEqual([]);
  });

  it.each([
    ['a missing id', null],
    ['a zero id', 0],
    ['a fractional id', 1.5],
  ])('shows not found at once for %s, without a request', (_, id) => {
    const { actor, effects } = start({ id, language: 'en' });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(effects.fetchProduct).not.toHaveBeenCalled();
  });

  it('loads the product in the page language, then its related products', () => {
    const { actor, effects } = start({ id: 1, language: 'ar' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects.fetchProduct).toHaveBeenCalledWith({ id: 1, language: 'ar' });
    actor.send(foundProduct(cpvcPipe));
    expect(actor.getSnapshot().value).toEqual({ found: { related: 'loading' } });
    expect(actor.getSnapshot().context.product).toEqual(cpvcPipe);
    expect(effects.fetchRelated).toHaveBeenCalledWith({ category: 'cpvc-pipes', language: 'ar' });
    actor.send(foundRelated([cpvcPipe, cpvcElbow, pprPipe, cpvcTee, cpvcValve]));
    expect(actor.getSnapshot().value).toEqual({ found: { related: 'loaded' } });
    expect(actor.getSnapshot().context.related).toEqual([cpvcElbow, cpvcTee, cpvcValve]);
  });

  it("says 'No related products' when the category holds only this product, or the list call fails", () => {
    const alone = start({ id: 1, language: 'en' });
    alone.actor.send(foundProduct(cpvcPipe));
    alone.actor.send(foundRelated([cpvcPipe, pprPipe]));
    expect(alone.actor.getSnapshot().value).toEqual({ found: { related: 'empty' } });
    expect(productDetailMessages.noRelated).toBe('No related products');
    const failing = start({ id: 1, language: 'en' });
    failing.actor.send(foundProduct(cpvcPipe));
    failing.actor.send({ type: 'xstate.error.actor.fetchRelated', error: new Error('offline') } as never);
    expect(failing.actor.getSnapshot().value).toEqual({ found: { related: 'empty' } });
  });

  it.each([
    ['a 404', new ApiError('response', 'Request failed with status code 404', 404, 'Product not found')],
    ['a 500', new ApiError('response', 'Request failed with status code 500', 500)],
    ['no answer', new ApiError('noResponse', 'Network Error')],
  ])('shows not found after %s', (_, error) => {
    const { actor } = start({ id: 7, language: 'en' });
    actor.send({ type: 'xstate.error.actor.fetchProduct', error } as never);
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(productDetailMessages.notFoundTitle).toBe('Product not found');
  });

  it('starts with the server-rendered product and related ones, filtered, without any request', () => {
    const { actor, effects } = start({
      id: 1,
      language: 'en',
      product: cpvcPipe,
      related: [cpvcPipe, cpvcElbow, pprPipe],
    });
    expect(actor.getSnapshot().value).toEqual({ found: { related: 'loaded' } });
    expect(actor.getSnapshot().context.related).toEqual([cpvcElbow]);
    expect(effects.fetchProduct).not.toHaveBeenCalled();
    expect(effects.fetchRelated).not.toHaveBeenCalled();
  });

  it('fetches only the related products when the server rendered the product alone', () => {
    const { actor, effects } = start({ id: 1, language: 'en', product: cpvcPipe });
    expect(actor.getSnapshot().value).toEqual({ found: { related: 'loading' } });
    expect(effects.fetchProduct).not.toHaveBeenCalled();
    expect(effects.fetchRelated).toHaveBeenCalledWith({ category: 'cpvc-pipes', language: 'en' });
  });

  it("treats the server's null product as not found", () => {
    const { actor, effects } = start({ id: 9, language: 'en', product: null });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(effects.fetchProduct).not.toHaveBeenCalled();
  });

  it('fetches the product and its related ones again in the other language', () => {
    const { actor, effects } = start({ id: 1, language: 'en', product: cpvcPipe, related: [cpvcElbow] });
    actor.send({ type: 'language.changed', language: 'en' });
    expect(effects.fetchProduct).not.toHaveBeenCalled();
    actor.send({ type: 'language.changed', language: 'ar' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(effects.fetchProduct).toHaveBeenCalledWith({ id: 1, language: 'ar' });
    actor.send(foundProduct({ ...cpvcPipe, name: 'أنبوب' }));
    expect(effects.fetchRelated).toHaveBeenCalledWith({ category: 'cpvc-pipes', language: 'ar' });
    expect(actor.getSnapshot().context.related).toBeNull();
  });

  it('stays not found for an invalid id in either language', () => {
    const { actor, effects } = start({ id: null, language: 'en' });
    actor.send({ type: 'language.changed', language: 'ar' });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.language).toBe('ar');
    expect(effects.fetchProduct).not.toHaveBeenCalled();
  });

  it('asks again in the other language after a failed load', () => {
    const { actor, effects } = start({ id: 7, language: 'en' });
    actor.send({ type: 'xstate.error.actor.fetchProduct', error: new Error('offline') } as never);
    actor.send({ type: 'language.changed', language: 'ar' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(effects.fetchProduct).toHaveBeenLastCalledWith({ id: 7, language: 'ar' });
  });
});
