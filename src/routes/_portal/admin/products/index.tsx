import { createFileRoute } from '@tanstack/react-router';
import {
  adminProductsQueryOf,
  adminProductsSearch,
} from '../../../../components/admin/admin-products-search';
import { AdminProductsPage } from '../../../../components/admin/products-page';

/**
 * /admin/products: the search, the order and the page live in the address. The page reads them by
 * their rules itself, so those rules load with the portal's page rather than with every page.
 */
export const Route = createFileRoute('/_portal/admin/products/')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: function AdminProducts() {
    return <AdminProductsPage query={adminProductsQueryOf(adminProductsSearch(Route.useSearch()))} />;
  },
});
