import { useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useLocalizedHref } from '../layout/site-link';
import { productsPath, productsSearch } from './products-search';

/**
 * The submit of a catalogue search form (the header's and the catalogue page's): a GET form to
 * the catalogue, which with scripts goes there in place, its `q` field cleaned as the catalogue's
 * address reads it, on the first page of `category` (none: every product).
 */
export function useCatalogueSearchSubmit(category: string | null) {
  const router = useRouter();
  const localized = useLocalizedHref();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    const q = productsSearch({ q: typeof typed === 'string' ? typed : '' }).q ?? null;
    void router.navigate({ href: localized(productsPath(category, 1, q)) });
  };
}
