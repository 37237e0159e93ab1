import { newsFeedMachine } from '../../../machines/news-feed.machine';
import { ApiError } from '../../../src/api/errors';
import { type MachineModel, pendingActor } from '../model';
import { arabicBranchNews, branchNews, fairNews, lineNews } from '../news-fixtures';

/** An active video among the pictures (the home page shows it alone). */
const shownVideo = { ...lineNews, active: true };

// The loader's outcomes: pictures and a video, pictures only, nothing, a failed call, on English and
// Arabic pages (`language` is the walk's: the machine does not read it). Try-again
// then answers with pictures, a video, nothing, or fails again.
export const newsFeedModel: MachineModel = {
  machine: newsFeedMachine.provide({ actors: { fetchNews: pendingActor() } }),
  inputs: [
    { loaded: { status: 'loaded', items: [branchNews, shownVideo, fairNews] }, language: 'en' },
    // On the Arabic page, one item translated and one not yet.
    { loaded: { status: 'loaded', items: [arabicBranchNews, fairNews] }, language: 'ar' },
    { loaded: { status: 'loaded', items: [] }, language: 'en' },
    { loaded: { status: 'failed' }, language: 'ar' },
    { loaded: { status: 'failed' }, language: 'en' },
  ],
  events: {
    'retry.requested': [{}],
    'xstate.done.actor.fetchNews': [
      { output: [branchNews, fairNews] },
      { output: [shownVideo] },
      { output: [] },
    ],
    'xstate.error.actor.fetchNews': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
    ],
  },
};
