import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { navMenuMachine } from '../../../machines/nav-menu.machine';
import { pick } from '../../content/bilingual';
import { isNavItemActive, type NavItem, navigation } from '../../content/navigation';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { waitsForScripts } from '../ui/button-styles';
import { ChevronDown } from '../ui/icons';
import { SiteLink } from './site-link';
import { type NavMenuActor, SubMenuList } from './sub-menu-list';
import { useCurrentPath } from './use-current-path';

const linkTone = (active: boolean) =>
  active ? 'text-accent-500' : 'text-white hover:text-accent-500 focus-visible:text-accent-500';
const topLink =
  'flex min-h-11 items-center px-1 font-semibold whitespace-nowrap transition-colors max-lg:text-sm lg:px-2';

/** Moves focus through a menu's links and buttons with the arrow keys, as menus do. */
function moveFocus(container: HTMLElement | null, event: KeyboardEvent, step: 1 | -1) {
  const items = [...(container?.querySelectorAll<HTMLElement>('a, button') ?? [])];
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + step + items.length) % items.length]?.focus();
  event.preventDefault();
}

/**
 * The desktop navbar's items, About and Products with their dropdowns: one
 * flow says which dropdown is open and which of its sub-menus is expanded.
 */
export function DesktopNav() {
  const language = useLanguage();
  const current = useCurrentPath();
  const items = useRef<HTMLUListElement>(null);
  const find = (menu: string, selector: string) =>
    items.current?.querySelector<HTMLElement>(`[data-menu="${menu}"] ${selector}`);
  const menus = useFlow(
    navMenuMachine.provide({
      actions: {
        // The list shows once React has drawn the open state: focus moves on the next frame.
        focusFirstItem: (_, { menu }) => requestAnimationFrame(() => find(menu, 'ul a')?.focus()),
        focusToggle: (_, { menu }) => find(menu, '[data-menu-toggle]')?.focus(),
      },
    }),
    { id: 'navbar' },
  );
  return (
    // Tighter below 1024 px, and the search a button beside them below 1280 px: the links fit on one
    // line from 768 px in both languages.
    <ul ref={items} className="ms-2 hidden items-center gap-0 md:flex lg:ms-6 lg:gap-1">
      {navigation.map((item) =>
        item.dropdown ? (
          <NavDropdown key={item.key} item={item} menus={menus} />
        ) : (
          <li key={item.key}>
            <SiteLink
              path={item.path}
              aria-current={isNavItemActive(item, current) ? 'page' : undefined}
              className={`${topLink} ${linkTone(isNavItemActive(item, current))}`}
            >
              {pick(item.title, language)}
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * A top-level navbar item with a dropdown (About, Products). Mouse users open it by hovering;
 * keyboard users with the chevron button (Enter, Space or ArrowDown), move with the arrows and
 * leave with Escape, which returns focus to the button.
 */
function NavDropdown({ item, menus }: { item: NavItem; menus: NavMenuActor }) {
  const { t } = useLingui();
  const language = useLanguage();
  const current = useCurrentPath();
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const menu = item.key;
  const open = useSelector(menus, (s) => s.matches('open') && s.context.menu === menu);
  const hydrated = useHydrated();
  const title = pick(item.title, language);
  // The list the pointer shows (by hovering) hides on Escape until the pointer leaves, and the
  // toggle says expanded while it shows. The pointer may have come before the scripts: whether it
  // is over the item is read once they run, then followed by its events.
  const listItem = useRef<HTMLLIElement>(null);
  const [hoverDismissed, setHoverDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const hoveredNow = useRef(false);
  const hover = useCallback((over: boolean) => {
    hoveredNow.current = over;
    setHovered(over);
    if (!over) setHoverDismissed(false);
  }, []);
  useEffect(() => {
    if (listItem.current?.matches(':hover')) hover(true);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && hoveredNow.current) setHoverDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hover]);
  const onListKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') menus.send({ type: 'escape.pressed', menu });
    else if (event.key === 'ArrowDown') moveFocus(list.current, event, 1);
    else if (event.key === 'ArrowUp') moveFocus(list.current, event, -1);
  };
  return (
    <li
      className="group relative"
      data-menu={menu}
      ref={listItem}
      onPointerEnter={() => hover(true)}
      onPointerLeave={() => hover(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          menus.send({ type: 'focus.left', menu });
      }}
    >
      <div className="flex items-center">
        <SiteLink
          path={item.path}
          onClick={() => menus.send({ type: 'link.followed' })}
          aria-current={isNavItemActive(item, current) ? 'page' : undefined}
          className={`${topLink} ${linkTone(isNavItemActive(item, current))}`}
        >
          {title}
        </SiteLink>
        <button
          type="button"
          data-menu-toggle
          aria-expanded={open || (hovered && !hoverDismissed)}
          aria-controls={listId}
          aria-label={t`${title} menu`}
          disabled={!hydrated}
          onClick={() => menus.send({ type: 'menu.toggled', menu })}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              menus.send({ type: 'menu.entered', menu });
            } else if (event.key === 'Escape') menus.send({ type: 'escape.pressed', menu });
          }}
          className={`flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 ${waitsForScripts}`}
        >
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <SubMenuList
        menus={menus}
        menu={menu}
        entries={item.dropdown ?? []}
        look="navbar"
        hoverable={!hoverDismissed}
        id={listId}
        listRef={list}
        onKeyDown={onListKey}
      />
    </li>
  );
}
