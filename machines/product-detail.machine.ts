/**
 * Product detail (spec §2 /products/{productId}, §4 "Product detail", §7 GET /api/products/{id}
 * and related products, §8 "Product not found", "Related products empty").
 *
 * States: starting (transient) → notFound (missing or invalid id, or server-rendered `null`) |
 * found (server-rendered product) | loading → found | notFound (any error, spec §7).
 * `found` has one region, related: starting (transient) → loaded | empty (server-rendered) |
 * loading → loaded | empty (a failed list call counts as empty, spec §7).
 * Events: language.changed { language } (fetches the product and its related ones again).
 */
import { and, assign, setup } from 'xstate';
import type { Language } from '../src/api/language';
import { relatedProductsCount } from '../src/api/limits';
import { type Product, productMessages } from '../src/api/products';
import { missingPromiseActor } from './not-provided';

/** Texts the page shows (spec §8); the lead moves them to src/api/client-messages.ts. */
export const productDetailMessages = {
  notFoundTitle: productMessages.productNotFound,
  notFoundMessage: 'The product you are looking for does not exist or has been removed.',
  noRelated: 'No related products',
} as const;

export interface ProductDetailInput {
  /** The route's product id; null when it is missing or not a number. */
  id: number | null;
  language: Language;
  /** The server-rendered product: `null` means the server found none. Absent: fetch it. */
  product?: Product | null;
  /** The server-rendered list of the product's category; filtered here like a fetched one. */
  related?: Product[];
}

export interface ProductDetailContext {
  id: number | null;
  language: Language;
  product: Product | null;
  /** Other products of the same category, at most `relatedProductsCount`; null until known. */
  related: Product[] | null;
  /** Whether the input carried the product (or its absence): read once, by `starting`. */
  serverRendered: boolean;
}

/** Related products (spec §7): same category, not the product itself, the first `relatedProductsCount`. */
export function pickRelated(product: Product, candidates: readonly Product[]): Product[] {
  return candidates
    .filter((other) => other.category === product.category && other.id !== product.id)
    .slice(0, relatedProductsCount);
}

const relatedOf = (product: Product | null, candidates: readonly Product[]) =>
  product ? pickRelated(product, candidates) : [];

const isValidId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    input: {} as ProductDetailInput,
    events: {} as { type: 'language.changed'; language: Language },
  },
  actors: {
    fetchProduct: missingPromiseActor<Product, { id: number; language: Language }>('fetchProduct'),
    fetchRelated: missingPromiseActor<Product[], { category: string; language: Language }>('fetchRelated'),
  },
  guards: {
    hasInvalidId: ({ context }) => !isValidId(context.id),
    hasServerProduct: ({ context }) => context.serverRendered && context.product !== null,
    isServerRendered: ({ context }) => context.serverRendered,
    hasValidId: ({ context }) => isValidId(context.id),
    hasKnownRelated: ({ context }) => context.related !== null,
    hasRelated: (_, params: { related: Product[] }) => params.related.length > 0,
    isOtherLanguage: ({ context, event }) => event.language !== context.language,
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => {
    const product = input.product ?? null;
    return {
      id: input.id,
      language: input.language,
      product,
      related: product && input.related ? pickRelated(product, input.related) : null,
      serverRendered: input.product !== undefined,
    };
  },
  initial: 'starting',
  on: {
    'language.changed': [
      {
        guard: and(['isOtherLanguage', 'hasValidId']),
        target: '.loading',
        actions: assign(({ event }) => ({ language: event.language, related: null })),
      },
      // An invalid id stays not found in every language.
      { guard: 'isOtherLanguage', actions: assign({ language: ({ event }) => event.language }) },
    ],
  },
  states: {
    starting: {
      always: [
        { guard: 'hasInvalidId', target: 'notFound' },
        { guard: 'hasServerProduct', target: 'found' },
        { guard: 'isServerRendered', target: 'notFound' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchProduct',
        src: 'fetchProduct',
        input: ({ context }) => ({ id: context.id ?? 0, language: context.language }),
        onDone: { target: 'found', actions: assign({ product: ({ event }) => event.output }) },
        onError: { target: 'notFound', actions: assign({ product: null }) },
      },
    },
    notFound: {},
    found: {
      type: 'parallel',
      states: {
        related: {
          initial: 'starting',
          states: {
            starting: {
              always: [
                {
                  guard: {
                    type: 'hasRelated',
                    params: ({ context }) => ({ related: context.related ?? [] }),
                  },
                  target: 'loaded',
                },
                { guard: 'hasKnownRelated', target: 'empty' },
                { target: 'loading' },
              ],
            },
            loading: {
              invoke: {
                id: 'fetchRelated',
                src: 'fetchRelated',
                input: ({ context }) => ({
                  category: context.product?.category ?? '',
                  language: context.language,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'hasRelated',
                      params: ({ context, event }) => ({ related: relatedOf(context.product, event.output) }),
                    },
                    target: 'loaded',
                    actions: assign({
                      related: ({ context, event }) => relatedOf(context.product, event.output),
                    }),
                  },
                  { target: 'empty', actions: assign({ related: [] }) },
                ],
                onError: { target: 'empty', actions: assign({ related: [] }) },
              },
            },
            loaded: {},
            empty: {},
          },
        },
      },
    },
  },
});
