import { createFileRoute } from '@tanstack/react-router';
import { productSorts } from '../../../../api/product-sorts';
import { tableQueryOf } from '../../../../components/admin/admin-table-search';
import { AdminProductsPage } from '../../../../components/admin/products-page';

/**
 * /admin/products: the search, the order, the publication status and the page live in the address. The page reads them by
 * their rules itself, so those rules load with the portal's page rather than with every page.
 */
export const Route = createFileRoute('/_portal/admin/products/')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: function AdminProducts() {
    return <AdminProductsPage query={tableQueryOf(Route.useSearch(), productSorts, true)} />;
  },
});
