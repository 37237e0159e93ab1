import { createFileRoute } from '@tanstack/react-router';
import {
  adminProductsQueryOf,
  adminProductsSearch,
} from '../../../../components/admin/admin-products-search';
import { AdminProductsPage } from '../../../../components/admin/products-page';

/** /admin/products: the search, the order and the page live in the address. */
export const Route = createFileRoute('/_portal/admin/products/')({
  validateSearch: adminProductsSearch,
  component: function AdminProducts() {
    return <AdminProductsPage query={adminProductsQueryOf(Route.useSearch())} />;
  },
});
