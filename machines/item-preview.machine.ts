/**
 * The portal's preview of an item (a news item at /admin/news/preview/{id}, read with
 * GET /api/admin/news/{id}; a product at /admin/products/preview/{id}, read with
 * GET /api/admin/products/{id}): the item as its public page will show it once published, whatever
 * its publication, in the portal's language.
 *
 * States: checking (transient) → loading → shown | missing (no such item, or an id that is none) |
 * failed; failed offers try-again: loading again.
 * Events: retry.requested.
 */
import { assign, setup } from 'xstate';
import { ApiError } from '../src/api/errors';
import type { Language } from '../src/api/language';
import type { NewsArticle } from '../src/api/news';
import type { AdminProduct } from '../src/api/products';
import { missingPromiseActor } from './not-provided';

export interface PreviewInput {
  /** The item's id, or null when the address names none. */
  id: number | null;
  language: Language;
}

interface PreviewContext<T> extends PreviewInput {
  item: T | null;
}

/** The preview flow of one kind of item, `T` being what its read answers. */
const itemPreviewMachine = <T>(id: string) =>
  setup({
    types: {
      context: {} as PreviewContext<T>,
      input: {} as PreviewInput,
      events: {} as { type: 'retry.requested' },
      tags: {} as 'busy' | 'error',
    },
    actors: {
      fetchPreview: missingPromiseActor<T, { id: number; language: Language }>('fetchPreview'),
    },
    guards: {
      hasNoId: ({ context }) => context.id === null,
      isNotFound: (_, params: { error: unknown }) =>
        params.error instanceof ApiError && params.error.status === 404,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ ...input, item: null }),
    initial: 'checking',
    states: {
      checking: {
        always: [{ guard: 'hasNoId', target: 'missing' }, { target: 'loading' }],
      },
      loading: {
        tags: 'busy',
        invoke: {
          id: 'fetchPreview',
          src: 'fetchPreview',
          // `checking` let only an id through.
          input: ({ context }) => ({ id: context.id ?? 0, language: context.language }),
          onDone: { target: 'shown', actions: assign({ item: ({ event }) => event.output }) },
          onError: [
            {
              guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
              target: 'missing',
            },
            { target: 'failed' },
          ],
        },
      },
      shown: {},
      missing: {},
      failed: {
        tags: 'error',
        on: { 'retry.requested': { target: 'loading' } },
      },
    },
  });

export const newsPreviewMachine = itemPreviewMachine<NewsArticle>('newsPreview');
export const productPreviewMachine = itemPreviewMachine<AdminProduct>('productPreview');
