import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type RefObject, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { searchMachine } from '../../../machines/search.machine';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadSuggestions } from '../../api/requests/product-reads';
import { categoryName } from '../../content/categories';
import { useFlow, useLanguage } from '../../root-actors';
import { parseQuery } from '../../search/terms';
import { Highlighted } from '../products/highlighted';
import { useLocalizedHref } from './site-link';

/** Where a header search sits: the navbar, the tablet's search panel, or the phone menu. */
export type SearchLook = 'navbar' | 'panel' | 'menu';

/** What the suggestions (loaded on first use by the header search) are given: the field they serve. */
export interface SuggestionsProps {
  field: RefObject<HTMLInputElement | null>;
  listId: string;
  look: SearchLook;
}

/**
 * The header search's suggestions, as the WAI-ARIA combobox pattern has them: the arrows move
 * through them with focus staying in the field (`aria-activedescendant`), Enter opens the active
 * one (with none active, the form searches the catalogue), Escape closes the list and, with none
 * shown, clears the field. Loaded when the visitor first comes to the field: what was typed before
 * is asked about at once.
 */
export function SearchSuggestions({ field, listId, look }: SuggestionsProps) {
  const { t } = useLingui();
  const router = useRouter();
  const language = useLanguage();
  const localized = useLocalizedHref();
  const optionId = (index: number) => `${listId}-${index}`;
  const search = useFlow(
    searchMachine.provide({
      actors: { fetchSuggestions: fromPromise(({ input }) => loadSuggestions(browserLoadJson, input)) },
      actions: {
        openProduct: (_, { id }) => {
          void router.navigate({ href: localized(`/products/${id}`) });
        },
      },
    }),
    // Both searches (navbar and phone menu) are on every page, each with its own flow.
    { id: `search-${look}`, input: { language } },
  );
  const { text, suggestions, active } = useSelector(search, (s) => s.context);
  const status = useSelector(search, (s) => s.value as string);
  const refreshing = status === 'waiting' || status === 'fetching';
  // While the next suggestions are on their way, the last stay on screen: no flicker at each key.
  const listed = (status === 'listing' || refreshing) && suggestions.length > 0;
  const query = useMemo(() => parseQuery(text), [text]);

  // The field is the form's own, drawn before these scripts came: they listen to it.
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    const typed = () => search.send({ type: 'query.changed', text: input.value });
    const onKey = (event: KeyboardEvent) => {
      const now = search.getSnapshot();
      const chosen = now.matches('listing') ? now.context.suggestions[now.context.active] : undefined;
      const shown = now.hasTag('open') || (now.context.suggestions.length > 0 && !now.matches('closed'));
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        search.send({ type: 'active.moved', by: event.key === 'ArrowDown' ? 1 : -1 });
      } else if (event.key === 'Enter' && chosen) {
        event.preventDefault();
        search.send({ type: 'suggestion.chosen', id: chosen.id });
      } else if (event.key === 'Escape' && (shown || input.value)) {
        // Escape closes the list, then clears the field; on an empty field it goes on to what
        // holds the search (the tablet's search panel closes).
        event.preventDefault();
        if (shown) search.send({ type: 'escape.pressed' });
        else {
          input.value = '';
          typed();
        }
      }
    };
    const left = () => search.send({ type: 'focus.left' });
    const submitted = () => search.send({ type: 'form.submitted' });
    input.setAttribute('aria-controls', listId);
    input.addEventListener('input', typed);
    input.addEventListener('keydown', onKey);
    input.addEventListener('blur', left);
    input.form?.addEventListener('submit', submitted);
    if (input.value) typed();
    return () => {
      input.removeEventListener('input', typed);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('blur', left);
      input.form?.removeEventListener('submit', submitted);
    };
  }, [field, listId, search]);

  useEffect(() => {
    const input = field.current;
    input?.setAttribute('aria-expanded', String(listed));
    if (listed && active >= 0) {
      input?.setAttribute('aria-activedescendant', optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    } else input?.removeAttribute('aria-activedescendant');
  });

  const popup =
    'absolute inset-x-0 top-full z-50 mt-2 min-w-64 rounded-2xl bg-white text-slate-900 shadow-xl ring-1 ring-black/10';
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        aria-busy={refreshing}
        hidden={!listed}
        className={`${popup} max-h-80 overflow-y-auto py-2`}
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the field (aria-activedescendant)
          <div
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            // Reached through the field's aria-activedescendant, never by Tab.
            tabIndex={-1}
            aria-selected={index === active}
            // Pressed, the field keeps focus, so the list is still there when the click comes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => search.send({ type: 'suggestion.chosen', id: suggestion.id })}
            className="flex cursor-pointer flex-col px-4 py-2 hover:bg-slate-50 aria-selected:bg-brand-50"
          >
            <span className="font-semibold">
              <Highlighted text={suggestion.name} query={query} />
            </span>
            {suggestion.category && (
              <span className="text-xs text-slate-600">{categoryName(suggestion.category, language)}</span>
            )}
          </div>
        ))}
      </div>
      <p
        role="status"
        className={
          status === 'noMatch' || status === 'unavailable' ? `${popup} px-4 py-3 text-sm` : 'sr-only'
        }
      >
        {status === 'listing' && (
          <Plural
            value={suggestions.length}
            one="# suggestion: the arrows move through it"
            other="# suggestions: the arrows move through them"
          />
        )}
        {status === 'noMatch' && (
          <Trans>No product names start this way. Press Enter to search every product.</Trans>
        )}
        {status === 'unavailable' && (
          <Trans>Suggestions are unavailable just now. Press Enter to search every product.</Trans>
        )}
      </p>
    </>
  );
}
