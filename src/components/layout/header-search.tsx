import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { searchQueryMaxLength } from '../../api/limits';
import { useLanguage } from '../../root-actors';
import { useCatalogueSearchSubmit } from '../products/catalogue-search-submit';
import { SearchIcon } from '../ui/icons';
import type { SearchLook, SuggestionsProps } from './search-suggestions';
import { useLocalizedHref } from './site-link';

const looks = {
  navbar: {
    field:
      'min-h-11 w-56 rounded-full border border-white/30 bg-white/10 ps-4 pe-11 text-white placeholder:text-white/75 focus:border-white focus:bg-white/20 focus:outline-none focus:ring-2 focus:ring-white/40 2xl:w-64',
    button: 'text-white hover:bg-white/20',
  },
  /** In the tablet's search panel: the panel's whole width. */
  panel: {
    field:
      'min-h-12 w-full rounded-full border border-white/30 bg-white/10 ps-4 pe-11 text-white placeholder:text-white/75 focus:border-white focus:bg-white/20 focus:outline-none focus:ring-2 focus:ring-white/40',
    button: 'text-white hover:bg-white/20',
  },
  menu: {
    field:
      'min-h-12 w-full rounded-full border border-slate-300 bg-white ps-4 pe-11 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30',
    button: 'text-slate-600 hover:bg-slate-100',
  },
} as const satisfies Record<SearchLook, { field: string; button: string }>;

/**
 * The header's product search: a GET form to the catalogue, so it works before the scripts and
 * without them. Its field is a WAI-ARIA combobox whose suggestions (search-suggestions.tsx) load
 * when the visitor first comes to it, not with every page.
 */
export function HeaderSearch({ look }: { look: SearchLook }) {
  const language = useLanguage();
  // A new language asks in that language from the start.
  return <SearchForm key={language} look={look} />;
}

function SearchForm({ look }: { look: SearchLook }) {
  const { t } = useLingui();
  const localized = useLocalizedHref();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const loadSuggestions = () => {
    if (Suggestions) return;
    // Without them (their script lost on the way) the field is a plain search form; the next focus
    // asks again.
    import('./search-suggestions')
      .then(({ SearchSuggestions }) => setSuggestions(() => SearchSuggestions))
      .catch(() => undefined);
  };
  // A visitor who came to the field before the page's scripts ran (a tap, Tab, or the tablet
  // panel's autofocus) is in it already, typing perhaps: no focus event will come to load them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the scripts take the field over
  useEffect(() => {
    if (field.current === document.activeElement) loadSuggestions();
  }, []);
  const submit = useCatalogueSearchSubmit(null);
  return (
    <search className="relative block">
      <form action={localized('/products')} method="get" onSubmit={submit}>
        <label htmlFor={`${id}-field`} className="sr-only">
          {t`Search products`}
        </label>
        <input
          ref={field}
          id={`${id}-field`}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          maxLength={searchQueryMaxLength}
          placeholder={t`Search products`}
          onFocus={loadSuggestions}
          // biome-ignore lint/a11y/noAutofocus: in the tablet's popover, where focus belongs once it opens (the browser moves it there as the panel opens, scripts or not)
          autoFocus={look === 'panel'}
          className={looks[look].field}
        />
        <button
          type="submit"
          aria-label={t`Search`}
          className={`absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full ${looks[look].button}`}
        >
          <SearchIcon className="size-4" />
        </button>
      </form>
      {Suggestions && <Suggestions field={field} listId={`${id}-suggestions`} look={look} />}
    </search>
  );
}
