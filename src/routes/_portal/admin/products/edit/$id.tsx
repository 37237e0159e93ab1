import { createFileRoute } from '@tanstack/react-router';
import { ProductEditPage } from '../../../../../components/admin/product-edit-page';

/** A path id that is not a positive whole number reaches the page as null: 'Product Not Found'. */
function productIdOf(param: string): number | null {
  return /^[1-9]\d*$/.test(param) && Number.isSafeInteger(Number(param)) ? Number(param) : null;
}

export const Route = createFileRoute('/_portal/admin/products/edit/$id')({
  component: function EditProduct() {
    const { id } = Route.useParams();
    const productId = productIdOf(id);
    // A new id is a new flow: the page (and its machine) starts over.
    return <ProductEditPage key={id} id={productId} />;
  },
});
