/**
 * The news archive (/news, one page of GET /api/news?page=N; a failure shows the public error state).
 *
 * The route loader fetches the page (on the server for the first HTML, in the browser on each
 * navigation) and the archive starts here with what it got: the items with how many there are over
 * all pages, or that the call failed.
 * States: starting (transient) → listed | empty | failed; failed offers try-again, which asks
 * again: loading → listed | empty | failed. Another page or language is another URL, so another
 * loader run and a new actor: the archive takes no paging events.
 * Events: retry.requested.
 */
import { assign, setup } from 'xstate';
import type { Language } from '../src/api/language';
import type { NewsItem } from '../src/api/news';
import { missingPromiseActor } from './not-provided';

/** Which page, in which language. */
export interface NewsArchiveQuery {
  language: Language;
  /** The page of the archive, from 1. */
  page: number;
}

/** One page of the archive, and how many items all its pages hold. */
export interface NewsArchivePage {
  items: NewsItem[];
  total: number;
}

/** What the route loader hands the page: its page of the archive, or that asking for it failed. */
export type NewsArchiveLoad = ({ status: 'loaded' } & NewsArchivePage) | { status: 'failed' };

export interface NewsArchiveContext extends NewsArchiveQuery, NewsArchivePage {
  /** Whether the loader's call failed: read once, by `starting`. */
  loaderFailed: boolean;
}

export const newsArchiveMachine = setup({
  types: {
    context: {} as NewsArchiveContext,
    input: {} as NewsArchiveQuery & { loaded: NewsArchiveLoad },
    events: {} as { type: 'retry.requested' },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchNewsPage: missingPromiseActor<NewsArchivePage, NewsArchiveQuery>('fetchNewsPage'),
  },
  guards: {
    hasLoaderFailed: ({ context }) => context.loaderFailed,
    hasItems: (_, params: { items: NewsItem[] }) => params.items.length > 0,
  },
}).createMachine({
  id: 'newsArchive',
  context: ({ input }) => ({
    language: input.language,
    page: input.page,
    items: input.loaded.status === 'loaded' ? input.loaded.items : [],
    total: input.loaded.status === 'loaded' ? input.loaded.total : 0,
    loaderFailed: input.loaded.status === 'failed',
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasLoaderFailed', target: 'failed' },
        {
          guard: { type: 'hasItems', params: ({ context }) => ({ items: context.items }) },
          target: 'listed',
        },
        { target: 'empty' },
      ],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchNewsPage',
        src: 'fetchNewsPage',
        input: ({ context }) => ({ language: context.language, page: context.page }),
        onDone: {
          target: 'starting',
          actions: assign({
            items: ({ event }) => event.output.items,
            total: ({ event }) => event.output.total,
            loaderFailed: false,
          }),
        },
        onError: { target: 'failed' },
      },
    },
    listed: {},
    /** No published news yet: nothing to ask again for until an administrator adds some. */
    empty: {},
    failed: {
      tags: 'error',
      on: { 'retry.requested': { target: 'loading' } },
    },
  },
});
