import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type ProductsLoad, productsListMachine } from '../../../machines/products-list.machine';
import type { Language } from '../../api/language';
import { productsPerPage, searchQueryMaxLength } from '../../api/limits';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadProducts } from '../../api/requests/product-reads';
import { pick } from '../../content/bilingual';
import { categoryName, categoryTree } from '../../content/categories';
import { routeMetaTable } from '../../content/route-meta';
import { useFlow, useLanguage } from '../../root-actors';
import { parseQuery } from '../../search/terms';
import { PageHero } from '../layout/page-hero';
import { SiteLink, useLocalizedHref } from '../layout/site-link';
import { SearchIcon } from '../ui/icons';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Pagination } from '../ui/pagination';
import { Spinner } from '../ui/spinner';
import { useCatalogueSearchSubmit } from './catalogue-search-submit';
import { outcomeKey } from './page-data';
import { ProductCard } from './product-card';
import { productsPath } from './products-search';

interface ProductsPageProps {
  category: string | null;
  /** What the visitor searched for, or null for the whole list. */
  q: string | null;
  /** The page of the list, from 1. */
  page: number;
  /** The language of the URL, and so of the products: it changes together with them. */
  dataLanguage: Language;
  /** What the route loader got: the list, or that the call failed. */
  loaded: ProductsLoad;
}

/**
 * /products: the search, the category filter and the grid, filtered by `?category=` and `?q=`,
 * with loading, error and empty states. After a move to another page, category or search, focus
 * goes to the results' heading, so a keyboard or screen reader continues from the new results.
 */
export function ProductsPage({ category, q, page, dataLanguage, loaded }: ProductsPageProps) {
  const language = useLanguage();
  const meta = routeMetaTable['/products'];
  const name = category ? categoryName(category, language) : undefined;
  // How many products the list holds over all pages, none while it loads or when it failed.
  const [shown, setShown] = useState<number | null>(loaded.status === 'loaded' ? loaded.total : null);
  const heading = useRef<HTMLHeadingElement>(null);
  const place = `${category}|${q}|${page}`;
  const shownPlace = useRef(place);
  useEffect(() => {
    if (shownPlace.current === place) return;
    shownPlace.current = place;
    heading.current?.focus();
  }, [place]);
  return (
    <main id="main">
      <PageHero
        title={name ? `${pick(meta.title, language)}: ${name}` : pick(meta.title, language)}
        subtitle={pick(meta.description, language)}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <ProductSearchForm category={category} q={q} />
        <CategoryFilter current={category} q={q} />
        <h2
          ref={heading}
          tabIndex={-1}
          className={q ? 'mb-2 text-2xl font-bold text-brand-900 outline-none' : 'sr-only'}
        >
          {q ? <Trans>Results for “{q}”</Trans> : <Trans>Results</Trans>}
        </h2>
        {/* Outside the grid, which starts afresh with each list: a region is read out when what it
            says changes, so a category chosen (focus stays on its chip) is heard as its count. */}
        <p role="status" className="mb-6 min-h-6 text-slate-600">
          {shown === null ? null : (
            <ProductCount count={shown} category={name ?? null} searched={q !== null} />
          )}
        </p>
        <ProductGrid
          key={outcomeKey(loaded)}
          category={category}
          q={q}
          page={page}
          language={dataLanguage}
          loaded={loaded}
          onShown={setShown}
        />
      </div>
    </main>
  );
}

/**
 * The catalogue's search: a GET form to this page, so it works before the scripts and without
 * them; with them, the results come in place. A category chosen stays chosen.
 */
function ProductSearchForm({ category, q }: { category: string | null; q: string | null }) {
  const { t } = useLingui();
  const localized = useLocalizedHref();
  const submit = useCatalogueSearchSubmit(category);
  return (
    <search className="mb-6 block max-w-2xl">
      <form action={localized('/products')} method="get" onSubmit={submit} className="flex gap-2">
        {category && <input type="hidden" name="category" value={category} />}
        <label htmlFor="catalogue-search" className="sr-only">
          <Trans>Search products</Trans>
        </label>
        <input
          id="catalogue-search"
          key={q}
          type="search"
          name="q"
          defaultValue={q ?? ''}
          maxLength={searchQueryMaxLength}
          placeholder={t`Name, type or size, e.g. PPR elbow 25 mm`}
          className="min-h-11 flex-1 rounded-full border border-slate-300 bg-white px-5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
        >
          <SearchIcon className="size-4" />
          <Trans>Search</Trans>
        </button>
      </form>
    </search>
  );
}

/** "12 products in Plumbing", in the plural form the count takes in each language. */
function ProductCount({
  count,
  category,
  searched,
}: {
  count: number;
  category: string | null;
  searched: boolean;
}) {
  if (searched) {
    return category === null ? (
      <Plural value={count} one="# product found" other="# products found" />
    ) : (
      <Plural
        value={count}
        one={`# product found in ${category}`}
        other={`# products found in ${category}`}
      />
    );
  }
  return category === null ? (
    <Plural value={count} one="# product" other="# products" />
  ) : (
    <Plural value={count} one={`# product in ${category}`} other={`# products in ${category}`} />
  );
}

/** The category chips; a search stays as it is when another category is chosen. */
function CategoryFilter({ current, q }: { current: string | null; q: string | null }) {
  const { t } = useLingui();
  const language = useLanguage();
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50'}`;
  return (
    <nav aria-label={t`Product categories`} className="mb-10 flex flex-wrap gap-2">
      <SiteLink
        path={productsPath(null, 1, q)}
        aria-current={current === null ? 'page' : undefined}
        className={chip(current === null)}
      >
        <Trans>All products</Trans>
      </SiteLink>
      {categoryTree.map((node) => (
        <SiteLink
          key={node.slug}
          path={productsPath(node.slug, 1, q)}
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
  q,
  page,
  language,
  loaded,
  onShown,
}: {
  category: string | null;
  q: string | null;
  page: number;
  language: Language;
  loaded: ProductsLoad;
  /** How many products its list holds over all pages, or null while it loads or when it failed. */
  onShown: (count: number | null) => void;
}) {
  const translate = useTranslateMessage();
  const list = useFlow(productsListFlow, { input: { category, q, page, language, loaded } });
  const query = useMemo(() => (q ? parseQuery(q) : []), [q]);
  const busy = useSelector(list, (s) => s.hasTag('busy'));
  const failed = useSelector(list, (s) => s.hasTag('error'));
  const empty = useSelector(list, (s) => s.matches('empty'));
  const items = useSelector(list, (s) => s.context.products);
  const total = useSelector(list, (s) => s.context.total);
  const count = busy || failed ? null : total;
  useEffect(() => onShown(count), [count, onShown]);
  if (busy) return <Spinner />;
  if (empty && q !== null) return <NoMatches category={category} q={q} />;
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
            <ProductCard product={product} heading="h3" query={query} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pages={Math.ceil(total / productsPerPage)}
        pathOf={(n) => productsPath(category, n, q)}
      />
    </>
  );
}

/**
 * A search that found nothing: what to try instead. The categories are above; a product not in
 * the catalogue may still be supplied, so the contact page is offered.
 */
function NoMatches({ category, q }: { category: string | null; q: string | null }) {
  return (
    <div className="rounded-2xl bg-slate-50 p-8 text-center">
      <p className="text-lg font-semibold text-brand-900">
        <Trans>No products match “{q}”.</Trans>
      </p>
      <p className="mt-2 text-slate-600">
        <Trans>Check the spelling, try fewer words, or browse a category above.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {category && (
          <SiteLink path={productsPath(null, 1, q)} className={secondaryAction}>
            <Trans>Search all products</Trans>
          </SiteLink>
        )}
        <SiteLink path={productsPath(category, 1)} className={secondaryAction}>
          <Trans>Clear the search</Trans>
        </SiteLink>
        <SiteLink
          path="/contact"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
        >
          <Trans>Ask us about a product</Trans>
        </SiteLink>
      </div>
    </div>
  );
}

const secondaryAction =
  'inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50';
