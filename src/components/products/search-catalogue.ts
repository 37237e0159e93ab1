import { useRouter } from '@tanstack/react-router';
import { useLocalizedHref } from '../layout/site-link';
import { productsPath, productsSearch } from './products-search';

/**
 * Opens the catalogue's first page of results for what was typed (its spaces tidied, cut to the
 * length the API reads; nothing typed is every product), in a category or in all, in the page's
 * language and without reloading: what the search forms' GET does without scripts.
 */
export function useSearchCatalogue(): (typed: string, category?: string | null) => void {
  const router = useRouter();
  const localized = useLocalizedHref();
  return (typed, category = null) => {
    const q = productsSearch({ q: typed }).q ?? null;
    void router.navigate({ href: localized(productsPath(category, 1, q)) });
  };
}
