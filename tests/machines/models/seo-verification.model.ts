import { seoVerificationMachine } from '../../../machines/seo-verification.machine';
import type { PageTarget } from '../../../src/api/seo';
import { type MachineModel, pendingActor } from '../model';

/** The pages known beforehand: the English home and the Arabic tool page. */
export const walkFixed: readonly PageTarget[] = [
  { pattern: '/', language: 'en', url: '/' },
  { pattern: '/seo-verification', language: 'ar', url: '/ar/seo-verification' },
];
/** A run checks three pages at most: the fixed two, and the first page listed. */
export const walkMaxPages = 3;
/** What the listing finds within that bound: the English page of product 1 (its Arabic page is left out). */
export const walkListed: PageTarget = { pattern: '/products/$productId', language: 'en', url: '/products/1' };

export const timeoutError = Object.assign(new Error('the page took too long'), { name: 'TimeoutError' });

/**
 * The listing finds a product's page in each language (the Arabic one is past the run's bound), or
 * the sitemap fails. Each page comes back as the server sends it (`passing`), or with its
 * description gone and a second h1 (`failing`); or it never answers, or not in time. The field data
 * comes for an administrator, is refused to a visitor, or cannot be read.
 */
export const seoVerificationModel: MachineModel = {
  machine: seoVerificationMachine.provide({
    actors: { listPages: pendingActor(), checkPage: pendingActor(), readFieldData: pendingActor() },
  }),
  inputs: [{ fixed: walkFixed, maxPages: walkMaxPages }],
  events: {
    'run.requested': [{}],
    'run.cancelled': [{}],
    'xstate.done.actor.listPages': [{ output: { targets: [walkListed], notListed: 1 } }],
    'xstate.error.actor.listPages': [{ error: new Error('The sitemap answered 500') }],
    'xstate.done.actor.checkPage': [
      { output: [], page: 'passing' },
      { output: [], page: 'failing' },
    ],
    'xstate.error.actor.checkPage': [{ error: new TypeError('Failed to fetch') }, { error: timeoutError }],
    'xstate.done.actor.readFieldData': [
      { output: { access: 'granted' } },
      { output: { access: 'administrators' } },
      { output: { access: 'unavailable' } },
    ],
  },
};
