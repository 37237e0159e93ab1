import { newsPreviewMachine, productPreviewMachine } from '../../../machines/item-preview.machine';
import { ApiError } from '../../../src/api/errors';
import type { NewsArticle } from '../../../src/api/news';
import type { AdminProduct } from '../../../src/api/products';
import { type MachineModel, pendingActor } from '../model';
import { branchNews } from '../news-fixtures';
import { product } from '../product-fixtures';

/** The read's failures: 404 (gone), a server error, no answer. */
const readFailures = [
  { error: new ApiError('response', 'Request failed with status code 404', 404) },
  { error: new ApiError('response', 'Request failed with status code 500', 500) },
  { error: new ApiError('noResponse', 'Network Error') },
];

/** A draft as the preview reads it: the public page's shape, with its neighbours once published. */
export const draftArticle: NewsArticle = {
  ...branchNews,
  id: 12,
  title: 'Price list 2027',
  description: 'Our prices for the coming year, from the first of January.',
  updated_at: branchNews.created_at,
  newer: null,
  older: { id: 1, title: 'New branch in Dammam', language: 'en' },
};

// An item's id, and an address that names none; the read answers the item, 404 (gone), a server
// error or no answer; try-again after a failure.
export const newsPreviewModel: MachineModel = {
  machine: newsPreviewMachine.provide({ actors: { fetchPreview: pendingActor() } }),
  inputs: [
    { id: 12, language: 'en' },
    { id: null, language: 'en' },
  ],
  events: {
    'retry.requested': [{}],
    'xstate.done.actor.fetchPreview': [{ output: draftArticle }],
    'xstate.error.actor.fetchPreview': readFailures,
  },
};

/** A draft as the preview reads it: the public page's shape, with its publication. */
export const draftProduct: AdminProduct = {
  ...product(41, 'ppr-pipes', 'PPR Pipe PN25 Stabi'),
  description: 'Aluminium-layered PPR pipe for hot water risers, launched at the spring trade fair.',
  features: ['Aluminium layer limits expansion'],
  status: 'draft',
  publish_at: null,
};

// A product's id, and an address that names none; the read answers the product, 404 (gone), a
// server error or no answer; try-again after a failure.
export const productPreviewModel: MachineModel = {
  machine: productPreviewMachine.provide({ actors: { fetchPreview: pendingActor() } }),
  inputs: [
    { id: 41, language: 'en' },
    { id: null, language: 'en' },
  ],
  events: {
    'retry.requested': [{}],
    'xstate.done.actor.fetchPreview': [{ output: draftProduct }],
    'xstate.error.actor.fetchPreview': readFailures,
  },
};
