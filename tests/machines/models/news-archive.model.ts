import { newsArchiveMachine } from '../../../machines/news-archive.machine';
import { ApiError } from '../../../src/api/errors';
import type { NewsItem } from '../../../src/api/news';
import { type MachineModel, pendingActor } from '../model';
import { arabicBranchNews, branchNews, fairNews, lineNews, oldestNews } from '../news-fixtures';

/** A published video, and one published late in the evening in Riyadh: the next day there. */
export const shownVideo: NewsItem = { ...lineNews, active: true };
export const lateNews: NewsItem = { ...fairNews, id: 7, created_at: '2026-02-28T22:30:00.000Z' };

// The loader's outcomes: a first page in English, the last of three pages in Arabic (one item
// translated, one not yet), no news at all, a failed call in each language. Try-again then answers
// with a page, nothing, or fails again.
export const newsArchiveModel: MachineModel = {
  machine: newsArchiveMachine.provide({ actors: { fetchNewsPage: pendingActor() } }),
  inputs: [
    {
      language: 'en',
      page: 1,
      loaded: { status: 'loaded', items: [branchNews, lateNews, shownVideo], total: 3 },
    },
    {
      language: 'ar',
      page: 3,
      loaded: { status: 'loaded', items: [arabicBranchNews, oldestNews], total: 26 },
    },
    { language: 'en', page: 1, loaded: { status: 'loaded', items: [], total: 0 } },
    { language: 'ar', page: 1, loaded: { status: 'failed' } },
    { language: 'en', page: 2, loaded: { status: 'failed' } },
  ],
  events: {
    'retry.requested': [{}],
    'xstate.done.actor.fetchNewsPage': [
      { output: { items: [fairNews, shownVideo], total: 14 } },
      { output: { items: [], total: 0 } },
    ],
    'xstate.error.actor.fetchNewsPage': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
    ],
  },
};
