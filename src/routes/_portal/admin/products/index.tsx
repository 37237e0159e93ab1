import { createFileRoute } from '@tanstack/react-router';
import { AdminProductsPage } from '../../../../components/admin/products-page';

export const Route = createFileRoute('/_portal/admin/products/')({
  component: AdminProductsPage,
});
