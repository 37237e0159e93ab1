/**
 * The portal's preview of a news item (/admin/news/preview/{id}): the item as its public page will
 * show it once published, whatever its status, read with GET /api/admin/news/{id} in the portal's
 * language.
 *
 * States: checking (transient) → loading → shown | missing (no such item, or an id that is none) |
 * failed; failed offers try-again: loading again.
 * Events: retry.requested.
 */
import { assign, setup } from 'xstate';
import { ApiError } from '../src/api/errors';
import type { Language } from '../src/api/language';
import type { NewsArticle } from '../src/api/news';
import { missingPromiseActor } from './not-provided';

export interface NewsPreviewInput {
  /** The item's id, or null when the address names none. */
  id: number | null;
  language: Language;
}

interface NewsPreviewContext extends NewsPreviewInput {
  article: NewsArticle | null;
}

export const newsPreviewMachine = setup({
  types: {
    context: {} as NewsPreviewContext,
    input: {} as NewsPreviewInput,
    events: {} as { type: 'retry.requested' },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchPreview: missingPromiseActor<NewsArticle, { id: number; language: Language }>('fetchPreview'),
  },
  guards: {
    hasNoId: ({ context }) => context.id === null,
    isNotFound: (_, params: { error: unknown }) =>
      params.error instanceof ApiError && params.error.status === 404,
  },
}).createMachine({
  id: 'newsPreview',
  context: ({ input }) => ({ ...input, article: null }),
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
        onDone: { target: 'shown', actions: assign({ article: ({ event }) => event.output }) },
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
