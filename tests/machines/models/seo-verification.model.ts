import { seoVerificationMachine } from '../../../machines/seo-verification.machine';
import type { PageTarget } from '../../../src/api/seo';
import { type MachineModel, pendingActor } from '../model';

/** Three pages to check: the English home, the Arabic home and the Arabic tool page. */
export const walkTargets: readonly PageTarget[] = [
  { pattern: '/', language: 'en', url: '/' },
  { pattern: '/', language: 'ar', url: '/ar' },
  { pattern: '/seo-verification', language: 'ar', url: '/ar/seo-verification' },
];

export const timeoutError = Object.assign(new Error('the page took too long'), { name: 'TimeoutError' });

/**
 * Each page comes back as the server sends it (`passing`), or with its description gone and a
 * second h1 (`failing`); or it never answers, or not in time. The measurements are read at once.
 */
export const seoVerificationModel: MachineModel = {
  machine: seoVerificationMachine.provide({
    actors: { checkPage: pendingActor(), readMeasurements: pendingActor() },
  }),
  inputs: [{ targets: walkTargets }],
  events: {
    'run.requested': [{}],
    'run.cancelled': [{}],
    'xstate.done.actor.checkPage': [
      { output: { url: null, checks: [], page: 'passing' } },
      { output: { url: null, checks: [], page: 'failing' } },
    ],
    'xstate.error.actor.checkPage': [{ error: new TypeError('Failed to fetch') }, { error: timeoutError }],
    'xstate.done.actor.readMeasurements': [
      { output: { vitals: {}, monitor: { pageViews: [], webVitals: [], issues: [] } } },
    ],
  },
};
