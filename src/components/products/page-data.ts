/**
 * What the public catalogue pages open with. A page's route loader owns its data: it runs on the
 * server for the first HTML and in the browser on every navigation, and hands the page what it
 * got, failures included. The page's machine starts from that outcome.
 */
import { notFound } from '@tanstack/react-router';
import { pickRelated } from '../../../machines/product-detail.machine';
import type { ProductsLoad } from '../../../machines/products-list.machine';
import { positiveIdOf } from '../../api/ids';
import type { Language } from '../../api/language';
import type { Product, ProductSummary } from '../../api/products';
import type { LoadJson } from '../../api/requests/load-json';
import { loadProduct, loadProducts } from '../../api/requests/product-reads';

/**
 * The products page's page of the list, or that the call failed: the page shows that with its
 * try-again. A page past the last throws the router's not-found, so it answers 404; the first page
 * of an empty list is the page's empty state.
 */
export async function loadProductsPage(
  load: LoadJson,
  {
    category,
    q,
    language,
    page,
  }: { category: string | null; q: string | null; language: Language; page: number },
): Promise<ProductsLoad> {
  let loaded: ProductsLoad;
  try {
    loaded = { status: 'loaded', ...(await loadProducts(load, { category, q, language, page })) };
  } catch {
    return { status: 'failed' };
  }
  if (page > 1 && loaded.products.length === 0) throw notFound();
  return loaded;
}

export interface ProductPageData {
  product: Product;
  /** The related products: others of the product's category, at most `relatedProductsCount`. */
  related: ProductSummary[];
}

/**
 * The product and its related products. No product (an id that is not one, or any failure of the
 * product call) throws the router's not-found, so the page answers 404; a failed list call means
 * no related products. A product without a category has none: no list is asked for, since without
 * a category the list is the whole catalogue. Only the related products are kept, since the page's
 * data goes into its first HTML.
 */
export async function loadProductPage(
  load: LoadJson,
  rawId: string,
  language: Language,
): Promise<ProductPageData> {
  const id = positiveIdOf(rawId);
  if (id === null) throw notFound();
  const product = await loadProduct(load, id, language).catch(() => {
    throw notFound();
  });
  const candidates = product.category
    ? await loadProducts(load, { category: product.category, language, page: 1 }).then(
        (answer) => answer.products,
        (): ProductSummary[] => [],
      )
    : [];
  return { product, related: pickRelated(product, candidates) };
}

const outcomeKeys = new WeakMap<object, number>();
let lastOutcomeKey = 0;

/**
 * A React key per loader outcome. Another category, product or language is another loader run,
 * and so is following a link to the page already shown: each outcome starts the page's flow afresh
 * instead of leaving it on what it was first given.
 */
export function outcomeKey(outcome: object | null): number {
  if (outcome === null) return 0;
  let key = outcomeKeys.get(outcome);
  if (key === undefined) {
    lastOutcomeKey += 1;
    key = lastOutcomeKey;
    outcomeKeys.set(outcome, key);
  }
  return key;
}
