import { describe } from 'vitest';
import { productAdminListMachine } from '../../machines/product-admin-list.machine';
import { describeAdminList } from './admin-list-suite';
import { productAdminListModel } from './models/product-admin-list.model';
import { cpvcPipe, pprPipe } from './product-fixtures';
import { itWalksEveryTransition } from './walk';

describe('admin products table machine', () => {
  itWalksEveryTransition(productAdminListModel);
});

describeAdminList({
  title: 'admin products table machine',
  machine: productAdminListMachine,
  items: [cpvcPipe, pprPipe],
  edited: { ...pprPipe, name: 'PPR Pipe PN20' },
  texts: {
    loadFailed: 'Failed to load products',
    deletedTitle: 'Product Deleted',
    deletedMessage: 'Product deleted successfully',
    deleteFailed: 'Failed to delete product',
    deleteError: 'An error occurred while deleting the product',
    refusal: 'Product not found',
    errorAnswer: [404, 'Product not found'],
  },
});
