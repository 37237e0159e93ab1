import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { productAdminListMachine } from '../../../machines/product-admin-list.machine';
import { descriptionPreviewLength } from '../../api/limits';
import type { TranslationStatus } from '../../api/products';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadAllProducts } from '../../api/requests/product-reads';
import { deleteProduct } from '../../api/requests/products';
import { useLanguage } from '../../root-actors';
import { localizedPath } from '../../site-routes';
import { ProductImage } from '../products/product-image';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber } from '../ui/format';
import { AdminTablePage, useAdminList } from './admin-table-page';
import { HistoryLink } from './history-link';

/** The table shows the first 80 characters of a description, then '...'. */
function descriptionPreview(description: string): string {
  return description.length > descriptionPreviewLength
    ? `${description.slice(0, descriptionPreviewLength)}...`
    : description;
}

/** /admin/products: the table, the delete confirmation, and the way to create one. */
export function AdminProductsPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const list = useAdminList(productAdminListMachine, {
    // The admin manages the English text; the Arabic text has its own tab in the editor.
    fetchItems: () => loadAllProducts(browserLoadJson, 'en'),
    deleteItem: deleteProduct,
  });
  return (
    <AdminTablePage
      list={list}
      title={<Trans>Products</Trans>}
      create={{ to: '/admin/products/create', label: <Trans>Create Product</Trans> }}
      loadFailed={t`Failed to load products`}
      empty={<Trans>No products found. Create the first one.</Trans>}
      columns={[
        { heading: t`ID`, className: 'tabular-nums', cell: (product) => formatNumber(language, product.id) },
        {
          heading: t`Image`,
          cell: (product) => (
            <div className="size-16 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
              <ProductImage product={product} sizes="64px" className="size-16 object-cover" />
            </div>
          ),
        },
        {
          heading: t`Name`,
          className: 'md:min-w-40',
          cell: (product) => (
            <>
              {/* English text: isolated, so an Arabic page does not reorder its punctuation. */}
              <bdi lang="en" className="block font-medium">
                {product.name}
              </bdi>
              <TranslationBadge status={product.translationStatus} />
            </>
          ),
        },
        {
          heading: t`Description`,
          className: 'md:min-w-60 max-w-md text-slate-600 dark:text-slate-300',
          cell: (product) => <bdi lang="en">{descriptionPreview(product.description)}</bdi>,
        },
      ]}
      nameOf={(product) => product.name}
      actions={(product) => {
        const { name } = product;
        return (
          <>
            <a
              href={localizedPath(`/products/${product.id}`, language)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles.secondary}
              aria-label={t`View ${name} (opens in a new tab)`}
            >
              <Trans>View</Trans>
            </a>
            <Link
              to="/admin/products/edit/$id"
              params={{ id: String(product.id) }}
              className={buttonStyles.secondary}
              aria-label={t`Edit ${name}`}
            >
              <Trans>Edit</Trans>
            </Link>
            <HistoryLink entity="product" id={product.id} name={name} />
          </>
        );
      }}
      deleteTitle={t`Delete product`}
      deleteQuestion={({ name: doomed }) => (
        <Trans>
          Delete the product “<bdi lang="en">{doomed}</bdi>”? Its image and its Arabic translation are removed
          too. This cannot be undone.
        </Trans>
      )}
    />
  );
}

/** For translators: which products still need their Arabic text written or redone. */
function TranslationBadge({ status }: { status: TranslationStatus }) {
  if (status === 'current') return null;
  return (
    <span
      className={`mt-1 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        status === 'missing'
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
          : 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100'
      }`}
    >
      {status === 'missing' ? <Trans>Arabic missing</Trans> : <Trans>Arabic outdated</Trans>}
    </span>
  );
}
