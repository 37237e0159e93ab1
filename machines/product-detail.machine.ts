/**
 * Product detail (/products/{productId}): the product from GET /api/products/{id} and related
 * products from its category, or 'Product not found', or no related products.
 *
 * The route loader fetches the product and its category's list (on the server for the first HTML,
 * in the browser on each navigation); the page starts here with what it got. No product (a missing
 * or invalid id, or a failed call) is not found; a failed list call counts as no related
 * products. Another product or language is another URL, so another loader run and a new actor.
 * States: starting (transient) → notFound | found → (transient) found.related | found.noRelated.
 * No events.
 */
import { setup } from 'xstate';
import { relatedProductsCount } from '../src/api/limits';
import type { Product, ProductSummary } from '../src/api/products';

export interface ProductDetailInput {
  /** The product the route loader found, or null when there is none. */
  product: Product | null;
  /** The list of the product's category as the loader got it (empty when that call failed). */
  related: ProductSummary[];
}

export interface ProductDetailContext {
  product: Product | null;
  /** Other products of the same category, at most `relatedProductsCount`. */
  related: ProductSummary[];
}

/** Related products: same category, not the product itself, the first `relatedProductsCount`. */
export function pickRelated(product: Product, candidates: readonly ProductSummary[]): ProductSummary[] {
  return candidates
    .filter((other) => other.category === product.category && other.id !== product.id)
    .slice(0, relatedProductsCount);
}

export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    input: {} as ProductDetailInput,
  },
  guards: {
    isMissing: ({ context }) => context.product === null,
    hasRelated: ({ context }) => context.related.length > 0,
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => ({
    product: input.product,
    related: input.product ? pickRelated(input.product, input.related) : [],
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isMissing', target: 'notFound' }, { target: 'found' }],
    },
    notFound: {},
    found: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'hasRelated', target: 'related' }, { target: 'noRelated' }],
        },
        related: {},
        noRelated: {},
      },
    },
  },
});
