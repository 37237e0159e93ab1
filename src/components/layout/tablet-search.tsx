import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { splitLanguagePrefix } from '../../site-routes';
import { SearchIcon } from '../ui/icons';
import { HeaderSearch } from './header-search';

/**
 * The header's search from 768 to 1279 px, where the desktop links leave no room for the
 * field: a button that opens the search in a panel under the bar. The panel is an HTML popover, so
 * the browser keeps whether it is open, with or without the page's scripts: the button opens and
 * closes it, the field takes focus as it opens (`autofocus`), Escape (on an empty field) and a
 * click elsewhere close it, and the button's expanded state is told to assistive technology. With
 * scripts the panel also closes once the search (or a suggestion) has taken the visitor to
 * another page.
 */
export function TabletSearch() {
  const { t } = useLingui();
  const id = `${useId()}-search`;
  const panel = useRef<HTMLDivElement>(null);
  // The page shown, whatever its language: the same page in the other language is no new page,
  // and a search opened while the language changes stays open.
  const page = useRouterState({
    select: (state) => `${splitLanguagePrefix(state.location.pathname).path}${state.location.searchStr}`,
  });

  // Not on the page it was opened on: a panel a visitor opened before the scripts ran stays open.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page && panel.current?.matches(':popover-open')) panel.current.hidePopover();
    shownPage.current = page;
  }, [page]);

  // The server's field carries `autofocus`, which the browser honours as the panel opens; a field
  // React has drawn since (after a change of language) does not, so opening focuses it here too.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const opened = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open')
        element.querySelector<HTMLInputElement>('input')?.focus();
    };
    element.addEventListener('toggle', opened);
    return () => element.removeEventListener('toggle', opened);
  }, []);

  return (
    <div className="hidden md:block xl:hidden">
      <button
        type="button"
        popoverTarget={id}
        aria-label={t`Search products`}
        className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
      >
        <SearchIcon className="size-5" />
      </button>
      {/* Under the bar (80 px high from 768 px), across the page less a margin each side. */}
      <div
        ref={panel}
        id={id}
        popover="auto"
        className="inset-x-4 top-20 bottom-auto mx-auto w-auto max-w-xl overflow-visible rounded-2xl bg-brand-900 p-3 text-white shadow-xl"
      >
        <HeaderSearch look="panel" />
      </div>
    </div>
  );
}
