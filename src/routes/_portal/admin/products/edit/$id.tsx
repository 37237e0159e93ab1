import { createFileRoute } from '@tanstack/react-router';
import { positiveIdOf } from '../../../../../api/ids';
import { ProductEditPage } from '../../../../../components/admin/product-edit-page';

export const Route = createFileRoute('/_portal/admin/products/edit/$id')({
  component: function EditProduct() {
    const { id } = Route.useParams();
    // A path id that names no product id reaches the page as null: 'Product Not Found'.
    const productId = positiveIdOf(id);
    // A new id is a new flow: the page (and its machine) starts over.
    return <ProductEditPage key={id} id={productId} />;
  },
});
