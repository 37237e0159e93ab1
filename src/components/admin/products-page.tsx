import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { productAdminListMachine } from '../../../machines/product-admin-list.machine';
import { descriptionPreviewLength } from '../../api/limits';
import type { TranslationStatus } from '../../api/products';
import { browserLoadJson, deleteProduct, loadProducts } from '../../api/requests/products';
import { useLanguage, useNotify } from '../../root-actors';
import { localizedPath } from '../../site-routes';
import { ProductImage } from '../products/product-image';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber } from '../ui/format';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** Spec §9: the table shows the first 80 characters of a description, then '...'. */
function descriptionPreview(description: string): string {
  return description.length > descriptionPreviewLength
    ? `${description.slice(0, descriptionPreviewLength)}...`
    : description;
}

/** Spec §2 /admin/products: the table, the delete confirmation, and the way to create one. */
export function AdminProductsPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const notify = useNotify();
  const list = useActorRef(
    productAdminListMachine.provide({
      actors: {
        // The admin manages the English text; the Arabic text has its own tab in the editor.
        fetchItems: fromPromise(() => loadProducts(browserLoadJson, null, 'en')),
        deleteItem: fromPromise(({ input }: { input: { id: number } }) => deleteProduct(input.id)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const products = useSelector(list, (s) => s.context.items);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const pendingDelete = useSelector(list, (s) => s.context.pendingDelete);
  const deleting = useSelector(list, (s) => s.matches('deleting'));
  const doomed = pendingDelete?.name ?? '';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">
          <Trans>Products</Trans>
        </h1>
        <Link to="/admin/products/create" className={buttonStyles.primary}>
          <Trans>Create Product</Trans>
        </Link>
      </div>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm dark:bg-slate-900">
        {loading ? (
          <Spinner />
        ) : failed ? (
          <LoadFailure
            message={t`Failed to load products`}
            onRetry={() => list.send({ type: 'retry.requested' })}
          />
        ) : products.length === 0 ? (
          <p className="p-8 text-center text-slate-600 dark:text-slate-400">
            <Trans>No products found. Create the first one.</Trans>
          </p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-500 dark:bg-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">{t`ID`}</th>
                <th scope="col" className="px-4 py-3 text-start">{t`Image`}</th>
                <th scope="col" className="px-4 py-3 text-start">{t`Name`}</th>
                <th scope="col" className="px-4 py-3 text-start">{t`Description`}</th>
                <th scope="col" className="px-4 py-3 text-end">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {products.map((product) => {
                const { name } = product;
                return (
                  <tr key={product.id}>
                    <td className="px-4 py-3 tabular-nums">{formatNumber(language, product.id)}</td>
                    <td className="px-4 py-2">
                      <div className="size-16 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                        <ProductImage product={product} sizes="64px" className="size-16 object-cover" />
                      </div>
                    </td>
                    <td className="min-w-40 px-4 py-3">
                      {/* English text: isolated, so an Arabic page does not reorder its punctuation. */}
                      <bdi lang="en" className="block font-medium">
                        {name}
                      </bdi>
                      <TranslationBadge status={product.translationStatus} />
                    </td>
                    <td className="min-w-60 max-w-md px-4 py-3 text-slate-600 dark:text-slate-300">
                      <bdi lang="en">{descriptionPreview(product.description)}</bdi>
                    </td>
                    <td className="px-4 py-2">
                      <div className="flex justify-end gap-2">
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
                        <button
                          type="button"
                          className={buttonStyles.danger}
                          aria-label={t`Delete ${name}`}
                          onClick={() => list.send({ type: 'delete.requested', item: product })}
                        >
                          <Trans>Delete</Trans>
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        title={t`Delete product`}
        deleting={deleting}
        onCancel={() => list.send({ type: 'delete.cancelled' })}
        onConfirm={() => list.send({ type: 'delete.confirmed' })}
      >
        <Trans>
          Delete the product “<bdi lang="en">{doomed}</bdi>”? Its image and its Arabic translation are removed
          too. This cannot be undone.
        </Trans>
      </ConfirmDeleteDialog>
    </div>
  );
}

/** For translators (beyond the spec): which products still need their Arabic text written or redone. */
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
