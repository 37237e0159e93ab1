import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ProductsListInput,
  type ProductsPageAnswer,
  type ProductsQuery,
  productsListMachine,
} from '../../machines/products-list.machine';
import { cpvcPipe, summaryOf } from './product-fixtures';

function start(input: ProductsListInput) {
  const fetchProducts = vi.fn<(query: ProductsQuery) => void>();
  const actor = createActor(
    productsListMachine.provide({
      actors: {
        fetchProducts: fromPromise<ProductsPageAnswer, ProductsQuery>(({ input }) => {
          fetchProducts(input);
          return new Promise(() => {});
        }),
      },
    }),
    { input },
  ).start();
  return { actor, fetchProducts };
}

// The page's states on screen are walked in products-list.walk.test.tsx; these pin what the
// route loader's outcome means to the flow.
describe('products list machine', () => {
  it('shows what the loader got without asking again, and offers no retry over a grid', () => {
    const { actor, fetchProducts } = start({
      category: 'cpvc-pipes',
      q: null,
      language: 'ar',
      page: 1,
      loaded: { status: 'loaded', products: [summaryOf(cpvcPipe)], total: 1 },
    });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().can({ type: 'retry.requested' })).toBe(false);
    expect(fetchProducts).not.toHaveBeenCalled();
  });

  it('asks again for the same category, language and page when a failed load is retried', () => {
    const { actor, fetchProducts } = start({
      category: 'ppr-pipes',
      q: null,
      language: 'ar',
      page: 3,
      loaded: { status: 'failed' },
    });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'retry.requested' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchProducts).toHaveBeenCalledWith({ category: 'ppr-pipes', q: null, language: 'ar', page: 3 });
  });
});
