import type { AnyMachineSnapshot } from 'xstate';
import { productAdminListMachine } from '../../../machines/product-admin-list.machine';
import { ApiError } from '../../../src/api/errors';
import type { ProductSummary } from '../../../src/api/products';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, pprPipe, summaryOf } from '../product-fixtures';

/** A product whose description is longer than the table shows, and whose Arabic is out of date. */
export const longPprPipe: ProductSummary = {
  ...summaryOf(pprPipe),
  description:
    'Polypropylene random copolymer pipe for hot and cold water, underfloor heating and compressed air, rated PN20.',
  translationStatus: 'outdated',
};

/** The row a walk deletes, while the table shows it. */
const pprIn = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context.items as ProductSummary[]).filter((product) => product.id === longPprPipe.id);

export const productAdminListModel: MachineModel = {
  machine: productAdminListMachine.provide({
    actors: { fetchItems: pendingActor(), deleteItem: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.fetchItems': [{ output: [summaryOf(cpvcPipe), longPprPipe] }, { output: [] }],
    'xstate.error.actor.fetchItems': [
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('timeout', 'timeout exceeded') },
      { error: new TypeError('not a list of products') },
    ],
    'retry.requested': [{}],
    'delete.requested': (snapshot) => pprIn(snapshot).map((item) => ({ item })),
    'delete.confirmed': [{}],
    // The gesture that cancels (the event carries nothing else): the dialog's Cancel, or Escape.
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    'xstate.done.actor.deleteItem': [
      { output: { success: true, message: 'Product deleted successfully', code: 'productDeleted' } },
      // An answer without a code (an older server): the client's own words.
      { output: { success: true, message: 'Product deleted successfully' } },
    ],
    'xstate.error.actor.deleteItem': [
      { error: new ApiError('response', 'Request failed with status code 404', 404, 'productNotFound') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new TypeError('not an answer') },
    ],
  },
};
