import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { productPreviewMachine } from '../../../machines/item-preview.machine';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadAdminProduct } from '../../api/requests/product-reads';
import { useFlow, useLanguage } from '../../root-actors';
import { ProductDetailView } from '../products/product-detail-page';
import { useTranslateMessage } from '../ui/known-messages';
import { PreviewFrame } from './preview-frame';

const previewFlow = productPreviewMachine.provide({
  actors: {
    fetchPreview: fromPromise(({ input }) => loadAdminProduct(browserLoadJson, input.id, input.language)),
  },
});

/**
 * /admin/products/preview/{id}: a draft or scheduled product as its public page will show it, in
 * the portal's language (switch the language to see the other), under a note saying it is a
 * preview. Related products are the public catalogue's, so the preview shows none.
 */
export function ProductPreviewPage({ id }: { id: number | null }) {
  const language = useLanguage();
  const translate = useTranslateMessage();
  const preview = useFlow(previewFlow, { input: { id, language } });
  const product = useSelector(preview, (s) => s.context.item);
  return (
    <PreviewFrame
      preview={preview}
      note={<Trans>Preview: this is how the product’s page looks to visitors once it is published.</Trans>}
      failed={translate('productsLoadFailed')}
      missing={translate('productNotFound')}
    >
      {product && <ProductDetailView product={product} related={null} />}
    </PreviewFrame>
  );
}
