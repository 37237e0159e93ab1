/**
 * Products table of the admin portal (spec §2 /admin/products, §8 admin alerts for products).
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loaded.
 * Events: delete.requested { product }, delete.confirmed, delete.cancelled, retry.requested.
 */
import { assign, setup } from 'xstate';
import { clientMessages } from '../src/api/client-messages';
import { failureMessage } from '../src/api/errors';
import { type Product, productMessages } from '../src/api/products';
import type { Result } from '../src/api/users';
import { missingAction, missingPromiseActor } from './not-provided';
import type { Notice } from './notice';

/** Texts the products table shows (spec §8); the lead moves them to src/api/client-messages.ts. */
export const productAdminListMessages = {
  loadFailed: 'Failed to load products',
  deletedTitle: 'Product Deleted',
  deleteFailed: 'Failed to delete product',
  deleteError: 'An error occurred while deleting the product',
} as const;

const errorNotice = (message: string): Notice => ({
  type: 'error',
  title: clientMessages.errorTitle,
  message,
});

export const productAdminListMachine = setup({
  types: {
    context: {} as { products: Product[]; pendingDelete: Product | null },
    events: {} as
      | { type: 'delete.requested'; product: Product }
      | { type: 'delete.confirmed' }
      | { type: 'delete.cancelled' }
      | { type: 'retry.requested' },
    tags: {} as 'busy',
  },
  actors: {
    fetchProducts: missingPromiseActor<Product[]>('fetchProducts'),
    deleteProduct: missingPromiseActor<Result, { id: number }>('deleteProduct'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
  },
  guards: {
    succeeded: (_, params: { result: Result }) => params.result.success,
  },
}).createMachine({
  id: 'productAdminList',
  context: { products: [], pendingDelete: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        onDone: { target: 'loaded', actions: assign({ products: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: {
            type: 'notify',
            params: ({ event }) =>
              errorNotice(
                failureMessage(event.error, productAdminListMessages.loadFailed, clientMessages.networkError),
              ),
          },
        },
      },
    },
    failed: {
      on: { 'retry.requested': { target: 'loading' } },
    },
    loaded: {
      on: {
        'delete.requested': {
          target: 'confirmingDelete',
          actions: assign({ pendingDelete: ({ event }) => event.product }),
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirmed': { target: 'deleting' },
        'delete.cancelled': { target: 'loaded', actions: assign({ pendingDelete: null }) },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteProduct',
        src: 'deleteProduct',
        input: ({ context }) => ({ id: context.pendingDelete?.id ?? 0 }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'loaded',
            actions: [
              assign({
                products: ({ context }) => context.products.filter((p) => p.id !== context.pendingDelete?.id),
                pendingDelete: null,
              }),
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'success',
                  title: productAdminListMessages.deletedTitle,
                  message: event.output.message || productMessages.productDeleted,
                }),
              },
            ],
          },
          {
            target: 'loaded',
            actions: [
              assign({ pendingDelete: null }),
              {
                type: 'notify',
                params: ({ event }) =>
                  errorNotice(event.output.message || productAdminListMessages.deleteFailed),
              },
            ],
          },
        ],
        onError: {
          target: 'loaded',
          actions: [
            assign({ pendingDelete: null }),
            {
              type: 'notify',
              params: ({ event }) =>
                errorNotice(
                  failureMessage(
                    event.error,
                    productAdminListMessages.deleteError,
                    clientMessages.networkError,
                  ),
                ),
            },
          ],
        },
      },
    },
  },
});
