import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type ProductsLoad, productsListMachine } from '../../../machines/products-list.machine';
import type { Language } from '../../api/language';
import { productsPerPage } from '../../api/limits';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadProducts } from '../../api/requests/product-reads';
import { pick } from '../../content/bilingual';
import { categoryName, categoryTree } from '../../content/categories';
import { routeMetaTable } from '../../content/route-meta';
import { useFlow, useLanguage } from '../../root-actors';
import { PageHero } from '../layout/page-hero';
import { SiteLink } from '../layout/site-link';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';
import { outcomeKey } from './page-data';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';

interface ProductsPageProps {
  category: string | null;
  /** The page of the list, from 1. */
  page: number;
  /** The language of the URL, and so of the products: it changes together with them. */
  dataLanguage: Language;
  /** What the route loader got: the list, or that the call failed. */
  loaded: ProductsLoad;
}

/** /products: the grid, filtered by `?category=`, with loading, error and empty states. */
export function ProductsPage({ category, page, dataLanguage, loaded }: ProductsPageProps) {
  const language = useLanguage();
  const meta = routeMetaTable['/products'];
  const name = category ? categoryName(category, language) : undefined;
  // How many products the list holds over all pages, none while it loads or when it failed.
  const [shown, setShown] = useState<number | null>(loaded.status === 'loaded' ? loaded.total : null);
  return (
    <main id="main">
      <PageHero
        title={name ? `${pick(meta.title, language)}: ${name}` : pick(meta.title, language)}
        subtitle={pick(meta.description, language)}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <CategoryFilter current={category} />
        {/* Outside the grid, which starts afresh with each list: a region is read out when what it
            says changes, so a category chosen (focus stays on its chip) is heard as its count. */}
        <p role="status" className="mb-6 min-h-6 text-slate-600">
          {shown === null ? null : <ProductCount count={shown} category={name ?? null} />}
        </p>
        <ProductGrid
          key={outcomeKey(loaded)}
          category={category}
          page={page}
          language={dataLanguage}
          loaded={loaded}
          onShown={setShown}
        />
      </div>
    </main>
  );
}

/** "12 products in Plumbing", in the plural form the count takes in each language. */
function ProductCount({ count, category }: { count: number; category: string | null }) {
  return category === null ? (
    <Plural value={count} one="# product" other="# products" />
  ) : (
    <Plural value={count} one={`# product in ${category}`} other={`# products in ${category}`} />
  );
}

function CategoryFilter({ current }: { current: string | null }) {
  const { t } = useLingui();
  const language = useLanguage();
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50'}`;
  return (
    <nav aria-label={t`Product categories`} className="mb-10 flex flex-wrap gap-2">
      <SiteLink
        path="/products"
        aria-current={current === null ? 'page' : undefined}
        className={chip(current === null)}
      >
        <Trans>All products</Trans>
      </SiteLink>
      {categoryTree.map((node) => (
        <SiteLink
          key={node.slug}
          path={`/products?category=${node.slug}`}
          aria-current={current === node.slug ? 'page' : undefined}
          className={chip(current === node.slug || node.children.some((child) => child.slug === current))}
        >
          {pick(node.name, language)}
        </SiteLink>
      ))}
    </nav>
  );
}

// Asking again happens only on a click, so only in the browser.
const productsListFlow = productsListMachine.provide({
  actors: {
    fetchProducts: fromPromise(({ input }) => loadProducts(browserLoadJson, input)),
  },
});

function ProductGrid({
  category,
  page,
  language,
  loaded,
  onShown,
}: {
  category: string | null;
  page: number;
  language: Language;
  loaded: ProductsLoad;
  /** How many products its list holds over all pages, or null while it loads or when it failed. */
  onShown: (count: number | null) => void;
}) {
  const translate = useTranslateMessage();
  const list = useFlow(productsListFlow, { input: { category, page, language, loaded } });
  const busy = useSelector(list, (s) => s.hasTag('busy'));
  const failed = useSelector(list, (s) => s.hasTag('error'));
  const empty = useSelector(list, (s) => s.matches('empty'));
  const items = useSelector(list, (s) => s.context.products);
  const total = useSelector(list, (s) => s.context.total);
  const count = busy || failed ? null : total;
  useEffect(() => onShown(count), [count, onShown]);
  if (busy) return <Spinner />;
  if (failed || empty) {
    return (
      <div className="rounded-2xl bg-slate-50">
        <LoadFailure
          message={translate(failed ? 'catalogueLoadFailed' : 'catalogueEmpty')}
          tone={failed ? 'error' : 'quiet'}
          onRetry={() => list.send({ type: 'retry.requested' })}
        />
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <Pagination category={category} page={page} pages={Math.ceil(total / productsPerPage)} />
    </>
  );
}
