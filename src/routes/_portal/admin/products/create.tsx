import { createFileRoute } from '@tanstack/react-router';
import { ProductCreatePage } from '../../../../components/admin/product-create-page';

export const Route = createFileRoute('/_portal/admin/products/create')({
  component: ProductCreatePage,
});
