import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ProductsListInput,
  type ProductsQuery,
  productsListMachine,
} from '../../machines/products-list.machine';
import type { ProductSummary } from '../../src/api/products';
import { cpvcPipe, summaryOf } from './product-fixtures';

function start(input: ProductsListInput) {
  const fetchProducts = vi.fn<(query: ProductsQuery) => void>();
  const actor = createActor(
    productsListMachine.provide({
      actors: {
        fetchProducts: fromPromise<ProductSummary[], ProductsQuery>(({ input }) => {
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
      language: 'ar',
      loaded: { status: 'loaded', products: [summaryOf(cpvcPipe)] },
    });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().can({ type: 'retry.requested' })).toBe(false);
    expect(fetchProducts).not.toHaveBeenCalled();
  });

  it('asks again for the same category and language when a failed load is retried', () => {
    const { actor, fetchProducts } = start({
      category: 'ppr-pipes',
      language: 'ar',
      loaded: { status: 'failed' },
    });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'retry.requested' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchProducts).toHaveBeenCalledWith({ category: 'ppr-pipes', language: 'ar' });
  });
});
