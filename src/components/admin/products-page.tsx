import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  type AdminProductsQuery,
  productAdminListMachine,
  shownSort,
} from '../../../machines/product-admin-list.machine';
import { adminTablePageSize, descriptionPreviewLength } from '../../api/limits';
import { type ProductSort, productSorts } from '../../api/product-sorts';
import type { AdminProductSummary } from '../../api/products';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadAdminProducts } from '../../api/requests/product-reads';
import { deleteProducts, setProductsPublication } from '../../api/requests/products';
import { useLanguage } from '../../root-actors';
import { localizedPath } from '../../site-routes';
import { ProductImage } from '../products/product-image';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber } from '../ui/format';
import { type AdminColumn, AdminTable } from './admin-table';
import { HistoryLink } from './history-link';
import { usePagedTable } from './paged-table-flow';
import {
  ChosenRowsBar,
  CreateLink,
  PagedTableArea,
  PagedTableFooter,
  PagedTableHeading,
  PagedTableSearch,
  tableGestures,
  useFocusAfterRowChanges,
} from './paged-table-parts';
import { PublicationCell, PublicationFilter } from './publication-fields';
import { TranslationBadge } from './translation-badge';

/** The table shows the first 80 characters of a description, then '...'. */
function descriptionPreview(description: string): string {
  return description.length > descriptionPreviewLength
    ? `${description.slice(0, descriptionPreviewLength)}...`
    : description;
}

/** The admin manages the English text; the Arabic text has its own tab in the editor. */
const productRequests = {
  path: '/admin/products',
  sorts: productSorts,
  filtersPublication: true,
  fetchPage: (query: AdminProductsQuery, signal: AbortSignal) =>
    loadAdminProducts(
      browserLoadJson,
      {
        category: null,
        language: 'en',
        page: query.page,
        perPage: adminTablePageSize,
        q: query.q,
        sort: shownSort(query),
        status: query.status,
      },
      signal,
    ).then(({ products, total }) => ({ rows: products, total })),
  deleteRows: deleteProducts,
  switchRows: (ids: number[], published: boolean) =>
    setProductsPublication(ids, published ? 'published' : 'draft'),
} as const;

/**
 * /admin/products: a page of 50 products at a time, searched as the catalogue is and sorted by id or
 * name, with rows chosen to delete together; the view lives in the address.
 */
export function AdminProductsPage({ query }: { query: AdminProductsQuery }) {
  const { t } = useLingui();
  const flow = usePagedTable(productAdminListMachine, query, productRequests);
  const answer = useSelector(flow, (s) => s.context.answer);
  const loading = useSelector(flow, (s) => s.matches({ browsing: 'loading' }));
  const resting = useSelector(flow, (s) => s.matches({ browsing: 'shown' }));
  const selected = useSelector(flow, (s) => s.context.selected);
  const searched = useSelector(flow, (s) => s.context.query.q ?? '');
  const q = searched;
  const status = useSelector(flow, (s) => s.context.query.status);
  const sort = useSelector(flow, (s) => shownSort(s.context.query));
  useFocusAfterRowChanges(flow);

  const rows = answer?.rows ?? [];
  const chosen = rows.filter((row) => selected.includes(row.id));
  const columns = useColumns();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PagedTableHeading title={<Trans>Products</Trans>}>
        <CreateLink to="/admin/products/create">
          <Trans>Create Product</Trans>
        </CreateLink>
      </PagedTableHeading>
      <PagedTableSearch
        flow={flow}
        id="admin-products-search"
        label={t`Search products`}
        placeholder={t`Name, type or size, e.g. PPR elbow 25 mm`}
        count={(total, searched) =>
          searched ? (
            <Plural value={total} one="# product found" other="# products found" />
          ) : (
            <Plural value={total} one="# product" other="# products" />
          )
        }
        filter={
          <PublicationFilter
            status={status}
            onChange={(next) => flow.send({ type: 'publication.filtered', status: next })}
          />
        }
      />
      <ChosenRowsBar
        flow={flow}
        chosen={chosen}
        deleteLabel={<Trans>Delete the products chosen</Trans>}
        switchLabels={{
          show: <Trans>Publish the products chosen</Trans>,
          hide: <Trans>Make the products chosen drafts</Trans>,
        }}
      />
      <PagedTableArea
        flow={flow}
        loadFailed={t`Failed to load products`}
        empty={
          searched ? (
            <Trans>No products match “{q}”.</Trans>
          ) : status ? (
            <Trans>No products with this publishing status.</Trans>
          ) : (
            <Trans>No products found. Create the first one.</Trans>
          )
        }
      >
        {(rows) => (
          <AdminTable<AdminProductSummary, ProductSort>
            caption={t`Products`}
            items={rows}
            columns={columns}
            actions={(product) => <ProductActions product={product} />}
            nameOf={(product) => product.name}
            deleteDisabled={loading}
            {...tableGestures(flow, { sort, selected, resting })}
          />
        )}
      </PagedTableArea>
      <PagedTableFooter
        flow={flow}
        pagerLabel={t`Pages of the products table`}
        deleteTitle={(doomed) => (doomed.length === 1 ? t`Delete product` : t`Delete the products chosen`)}
        deleteQuestion={(doomed) => <DeleteQuestion doomed={doomed} />}
      />
    </div>
  );
}

/** The table's columns before the actions: ID and Name sort the table. */
function useColumns(): AdminColumn<AdminProductSummary, ProductSort>[] {
  const { t } = useLingui();
  const language = useLanguage();
  return [
    {
      heading: t`ID`,
      className: 'tabular-nums',
      cell: (product) => formatNumber(language, product.id),
      sort: { ascending: 'id', descending: '-id' },
    },
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
      sort: { ascending: 'name', descending: '-name' },
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
      className: 'md:min-w-44 max-w-md text-slate-600 dark:text-slate-300',
      cell: (product) => <bdi lang="en">{descriptionPreview(product.description)}</bdi>,
    },
    {
      heading: t`Publishing`,
      cell: (product) => <PublicationCell item={product} />,
    },
  ];
}

/**
 * A row's actions before Delete: its public page in a new tab (its preview while it is not
 * published), its editor, its history.
 */
function ProductActions({ product }: { product: AdminProductSummary }) {
  const { t } = useLingui();
  const { name } = product;
  return (
    <>
      {product.status === 'published' ? (
        <PublicPageLink product={product} />
      ) : (
        <Link
          to="/admin/products/preview/$id"
          params={{ id: String(product.id) }}
          className={buttonStyles.secondary}
          aria-label={t`Preview ${name}`}
        >
          <Trans>Preview</Trans>
        </Link>
      )}
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
}

/** The product's public page, in a new tab. */
function PublicPageLink({ product }: { product: AdminProductSummary }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { name } = product;
  return (
    <a
      href={localizedPath(`/products/${product.id}`, language)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonStyles.secondary}
      aria-label={t`View ${name} (opens in a new tab)`}
    >
      <Trans>View</Trans>
    </a>
  );
}

/** What the confirmation says is about to go: the product by name, or how many. */
function DeleteQuestion({ doomed }: { doomed: readonly AdminProductSummary[] }) {
  const language = useLanguage();
  const [only] = doomed;
  if (doomed.length === 1 && only) {
    const name = only.name;
    return (
      <Trans>
        Delete the product “<bdi lang="en">{name}</bdi>”? Its image and its Arabic translation are removed
        too. This cannot be undone.
      </Trans>
    );
  }
  // Never fewer than two here: one product is named.
  const count = formatNumber(language, doomed.length);
  return (
    <Trans>
      Delete the {count} products chosen, with their images and Arabic translations? This cannot be undone.
    </Trans>
  );
}
