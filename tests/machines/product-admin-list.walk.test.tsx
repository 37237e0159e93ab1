import { describe, expect } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { AdminProductsPage } from '../../src/components/admin/products-page';
import { adminTableWalk } from './admin-table-walk';
import { longPprPipe, productAdminListModel } from './models/product-admin-list.model';
import { cpvcPipe, summaryOf } from './product-fixtures';
import { itWalksTheScreen } from './view-walk';

const cpvcRow = ['1', '', 'CPVC PipeArabic missing', 'A pressure pipe for hot and cold water networks.'];
// The description cut to its first 80 characters, then '...'.
const pprRow = [
  '2',
  '',
  'PPR PipeArabic outdated',
  'Polypropylene random copolymer pipe for hot and cold water, underfloor heating a...',
];
const names: Record<string, string> = { '1': 'CPVC Pipe', '2': 'PPR Pipe' };

describe('the admin products table', () => {
  itWalksTheScreen(
    adminTableWalk({
      model: productAdminListModel,
      url: '/admin/products',
      page: AdminProductsPage,
      // The admin manages the English text, and reads the list 100 at a time (here one short page).
      list: 'GET /api/products?lang=en&per_page=100',
      title: 'Products',
      create: { name: 'Create Product', href: '/admin/products/create' },
      columns: ['ID', 'Image', 'Name', 'Description', 'Actions'],
      loadFailed: 'Failed to load products',
      empty: 'No products found. Create the first one.',
      rows: (_step, { deleted }) => (deleted ? [cpvcRow] : [cpvcRow, pprRow]),
      nameOf: (product) => (product as { name: string }).name,
      checkRow: (row, [id = '']) => {
        const name = names[id] ?? '';
        expect(row.querySelector('img')).toHaveAttribute('alt', name);
        // View opens the public page in a new tab; Edit goes to the product's edit page; History to
        // its events in the audit log; then Delete.
        const actions = [...(row.lastElementChild?.querySelectorAll('a, button') ?? [])];
        expect(
          actions.map((a) => [
            a.textContent,
            a.getAttribute('aria-label'),
            a.getAttribute('href'),
            a.getAttribute('target'),
          ]),
        ).toEqual([
          ['View', `View ${name} (opens in a new tab)`, `/products/${id}`, '_blank'],
          ['Edit', `Edit ${name}`, `/admin/products/edit/${id}`, null],
          ['History', `History of ${name}`, `/admin/audit?entity=product&entityId=${id}`, null],
          ['Delete', `Delete ${name}`, null, null],
        ]);
      },
      deletion: {
        request: 'DELETE /api/products/2',
        title: 'Delete product',
        question:
          'Delete the product “PPR Pipe”? Its image and its Arabic translation are removed too. This cannot be undone.',
      },
      deleted: { title: 'Product Deleted', message: 'Product deleted successfully', code: 'productDeleted' },
      listed: [summaryOf(cpvcPipe), longPprPipe],
      doomed: longPprPipe,
      refusal: new ApiError('response', 'Request failed with status code 404', 404, 'productNotFound'),
      deleteError: 'An error occurred while deleting the product',
    }),
  );
});
