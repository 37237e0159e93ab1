import { createFileRoute } from '@tanstack/react-router';
import { positiveIdOf } from '../../../../../api/ids';
import { ProductPreviewPage } from '../../../../../components/admin/product-preview-page';
import { useLanguage } from '../../../../../root-actors';

export const Route = createFileRoute('/_portal/admin/products/preview/$id')({
  component: function PreviewProduct() {
    const { id } = Route.useParams();
    const language = useLanguage();
    // Another product or another language is another read: the page starts over.
    return <ProductPreviewPage key={`${id}:${language}`} id={positiveIdOf(id)} />;
  },
});
