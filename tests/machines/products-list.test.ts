import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ProductsListInput,
  type ProductsQuery,
  productsListMachine,
  productsListMessages,
} from '../../machines/products-list.machine';
import { ApiError } from '../../src/api/errors';
import type { Product } from '../../src/api/products';
import { productsListModel } from './models/products-list.model';
import { cpvcPipe, pprPipe } from './product-fixtures';
import { itWalksEveryTransition } from './walk';

function start(input: ProductsListInput) {
  const fetchProducts = vi.fn<(query: ProductsQuery) => void>();
  const actor = createActor(
    productsListMachine.provide({
      actors: {
        // Records the query and never answers: each test sends the answer it is about.
        fetchProducts: fromPromise<Product[], ProductsQuery>(({ input }) => {
          fetchProducts(input);
          return new Promise(() => {});
        }),
      },
    }),
    { input },
  ).start();
  return { actor, fetchProducts };
}

const answered = (output: Product[]) => ({ type: 'xstate.done.actor.fetchProducts', output }) as never;
const threw = (error: unknown) => ({ type: 'xstate.error.actor.fetchProducts', error }) as never;

describe('products list machine', () => {
  itWalksEveryTransition(productsListModel);

  it('shows server-rendered products at once without asking again', () => {
    const { actor, fetchProducts } = start({ category: 'cpvc-pipes', language: 'ar', products: [cpvcPipe] });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.products).toEqual([cpvcPipe]);
    expect(fetchProducts).not.toHaveBeenCalled();
  });

  it('shows the empty message for a server-rendered empty list, and retries on request', () => {
    const { actor, fetchProducts } = start({ category: 'orange-pipes', language: 'en', products: [] });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(fetchProducts).not.toHaveBeenCalled();
    actor.send({ type: 'retry.requested' });
    expect(fetchProducts).toHaveBeenCalledWith({ category: 'orange-pipes', language: 'en' });
  });

  it('asks for the category in the page language, busy until the grid arrives', () => {
    const { actor, fetchProducts } = start({ category: 'ppr-pipes', language: 'ar' });
    expect(fetchProducts).toHaveBeenCalledWith({ category: 'ppr-pipes', language: 'ar' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send(answered([cpvcPipe, pprPipe]));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.products).toEqual([cpvcPipe, pprPipe]);
  });

  it("says 'No products available at the moment.' for an empty answer", () => {
    const { actor } = start({ category: null, language: 'en' });
    actor.send(answered([]));
    expect(actor.getSnapshot().value).toBe('empty');
    expect(productsListMessages.empty).toBe('No products available at the moment.');
  });

  it('offers try-again after a failure, and the retry asks again', () => {
    const { actor, fetchProducts } = start({ category: null, language: 'en' });
    actor.send(threw(new ApiError('timeout', 'timeout of 15000ms exceeded')));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(productsListMessages.failed).toBe('Failed to load products. Please try again later.');
    expect(actor.getSnapshot().can({ type: 'retry.requested' })).toBe(true);
    actor.send({ type: 'retry.requested' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetchProducts).toHaveBeenCalledTimes(2);
    actor.send(answered([pprPipe]));
    expect(actor.getSnapshot().context.products).toEqual([pprPipe]);
  });

  it('offers no retry while the grid is shown', () => {
    const { actor } = start({ category: null, language: 'en', products: [cpvcPipe] });
    expect(actor.getSnapshot().can({ type: 'retry.requested' })).toBe(false);
  });

  it('fetches again in the other language, and for a new category', () => {
    const { actor, fetchProducts } = start({ category: null, language: 'en', products: [cpvcPipe] });
    actor.send({ type: 'query.changed', category: null, language: 'ar' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetchProducts).toHaveBeenLastCalledWith({ category: null, language: 'ar' });
    actor.send(answered([cpvcPipe]));
    actor.send({ type: 'query.changed', category: 'ppr-pipes', language: 'ar' });
    expect(fetchProducts).toHaveBeenLastCalledWith({ category: 'ppr-pipes', language: 'ar' });
    expect(actor.getSnapshot().context).toMatchObject({ category: 'ppr-pipes', language: 'ar' });
  });

  it('ignores the query it already shows, so server-rendered products stay without a request', () => {
    const { actor, fetchProducts } = start({ category: 'cpvc-pipes', language: 'en', products: [cpvcPipe] });
    actor.send({ type: 'query.changed', category: 'cpvc-pipes', language: 'en' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(fetchProducts).not.toHaveBeenCalled();
  });

  it('drops the answer for an old query when the query changes mid-request', async () => {
    const answers: Array<(products: Product[]) => void> = [];
    const actor = createActor(
      productsListMachine.provide({
        actors: {
          fetchProducts: fromPromise<Product[], ProductsQuery>(
            () => new Promise((resolve) => answers.push(resolve)),
          ),
        },
      }),
      { input: { category: 'cpvc-pipes', language: 'en' } },
    ).start();
    actor.send({ type: 'query.changed', category: 'ppr-pipes', language: 'en' });
    answers[0]?.([cpvcPipe]);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loading');
    answers[1]?.([pprPipe]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    expect(actor.getSnapshot().context.products).toEqual([pprPipe]);
  });
});
