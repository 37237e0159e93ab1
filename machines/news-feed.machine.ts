/**
 * The home page's news section (from GET /api/news: active items, newest first).
 *
 * The home route's loader fetches the items (on the server for the first HTML, in the browser on
 * each navigation) and the section starts here with what it got: the items, or that the call
 * failed. The first video among them is shown on its own; without one, the pictures slide in the
 * news carousel.
 * States: choosing (transient) → video | pictures | empty | failed; failed offers try-again,
 * which asks again: loading → choosing, or failed.
 * Events: retry.requested.
 */
import { assign, setup } from 'xstate';
import type { NewsItem } from '../src/api/news';
import { missingPromiseActor } from './not-provided';

/** What the route loader hands the section: the items, or that asking for them failed. */
export type NewsLoad = { status: 'loaded'; items: NewsItem[] } | { status: 'failed' };

export interface NewsFeedContext {
  items: NewsItem[];
  /** Whether the last call failed: the loader's, until the visitor asks again. */
  loaderFailed: boolean;
}

/** The video the section plays: the newest active one. */
export const firstVideo = (items: readonly NewsItem[]) =>
  items.find((item) => item.media_type === 'video' && item.video_path !== null);

/** The pictures the carousel slides, newest first. */
export const pictures = (items: readonly NewsItem[]) =>
  items.filter((item) => item.media_type === 'image' && item.image_path !== null);

export const newsFeedMachine = setup({
  types: {
    context: {} as NewsFeedContext,
    input: {} as { loaded: NewsLoad },
    events: {} as { type: 'retry.requested' },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchNews: missingPromiseActor<NewsItem[]>('fetchNews'),
  },
  guards: {
    hasLoaderFailed: ({ context }) => context.loaderFailed,
    hasVideo: ({ context }) => firstVideo(context.items) !== undefined,
    hasPictures: ({ context }) => pictures(context.items).length > 0,
  },
}).createMachine({
  id: 'newsFeed',
  context: ({ input }) => ({
    items: input.loaded.status === 'loaded' ? input.loaded.items : [],
    loaderFailed: input.loaded.status === 'failed',
  }),
  initial: 'choosing',
  states: {
    /** What the items call for: the video, else the pictures, else the empty text. */
    choosing: {
      always: [
        { guard: 'hasLoaderFailed', target: 'failed' },
        { guard: 'hasVideo', target: 'video' },
        { guard: 'hasPictures', target: 'pictures' },
        { target: 'empty' },
      ],
    },
    loading: {
      tags: 'busy',
      entry: assign({ loaderFailed: false }),
      invoke: {
        id: 'fetchNews',
        src: 'fetchNews',
        onDone: { target: 'choosing', actions: assign({ items: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    video: {},
    pictures: {},
    empty: {},
    failed: {
      tags: 'error',
      on: { 'retry.requested': { target: 'loading' } },
    },
  },
});
