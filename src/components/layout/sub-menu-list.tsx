import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { KeyboardEvent, Ref } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { navMenuMachine } from '../../../machines/nav-menu.machine';
import { pick } from '../../content/bilingual';
import { isCurrentPage, type NavDropdownItem } from '../../content/navigation';
import { useHydrated, useLanguage } from '../../root-actors';
import { waitsForScripts } from '../ui/button-styles';
import { ChevronDown, ChevronForward } from '../ui/icons';
import { SiteLink } from './site-link';
import { useCurrentPage } from './use-current-path';

export type NavMenuActor = ActorRefFrom<typeof navMenuMachine>;

/** The navbar's dropdown lists and the mobile menu's sections look different, and work the same. */
const looks = {
  navbar: {
    list: (open: boolean, hoverable: boolean) =>
      `absolute start-0 top-full z-50 min-w-64 rounded-xl bg-white p-2 text-slate-800 shadow-2xl ring-1 ring-black/5 ${open ? 'block' : hoverable ? 'hidden group-hover:block' : 'hidden'}`,
    link: 'flex min-h-11 flex-1 items-center rounded-lg px-3 font-medium hover:bg-brand-50 aria-[current=page]:text-brand-700',
    toggle: 'flex size-11 items-center justify-center rounded-lg hover:bg-brand-50',
    chevron: (expanded: boolean) => (
      <ChevronForward
        className={`size-4 transition-transform ${expanded ? 'rotate-90 rtl:-rotate-90' : ''}`}
      />
    ),
    subList: 'ms-4 border-s-2 border-brand-100 ps-2',
    subLink: 'flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-brand-50',
  },
  mobile: {
    list: () => 'mb-2 ms-4 border-s-2 border-brand-100',
    link: 'flex min-h-11 flex-1 items-center px-4 text-slate-700 aria-[current=page]:text-brand-700',
    toggle: 'flex size-11 items-center justify-center rounded-lg hover:bg-slate-100',
    chevron: (expanded: boolean) => (
      <ChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
    ),
    subList: 'ms-4 border-s border-slate-200',
    subLink: 'flex min-h-11 items-center px-4 text-sm text-slate-600',
  },
} as const;

interface SubMenuListProps {
  menus: NavMenuActor;
  /** The key of the navigation item whose entries these are. */
  menu: string;
  entries: readonly NavDropdownItem[];
  look: keyof typeof looks;
  /** Whether hovering its item shows the navbar's list (not after Escape, until the pointer leaves). */
  hoverable?: boolean;
  id?: string;
  listRef?: Ref<HTMLUListElement>;
  /** Keys on its links and buttons (the navbar's arrows and Escape). */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A menu's entries, each a link with, when it has sub-items, a button that expands them: one
 * sub-menu expanded at a time, as the `menus` flow says.
 */
export function SubMenuList({
  menus,
  menu,
  entries,
  look,
  hoverable = true,
  id,
  listRef,
  onKeyDown,
}: SubMenuListProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const current = useCurrentPage();
  const style = looks[look];
  const hydrated = useHydrated();
  const open = useSelector(menus, (s) => s.matches('open') && s.context.menu === menu);
  const expanded = useSelector(menus, (s) => (s.context.menu === menu ? s.context.subMenu : null));
  const followed = () => menus.send({ type: 'link.followed' });
  return (
    <ul id={id} ref={listRef} className={style.list(open, hoverable)} data-state={open ? 'open' : 'closed'}>
      {entries.map((entry) => {
        const entryTitle = pick(entry.title, language);
        const isExpanded = expanded === entry.path;
        return (
          <li key={entry.path}>
            <div className="flex items-center">
              <SiteLink
                path={entry.path}
                onKeyDown={onKeyDown}
                onClick={followed}
                aria-current={isCurrentPage(entry.path, current) ? 'page' : undefined}
                className={style.link}
              >
                {entryTitle}
              </SiteLink>
              {entry.subItems && entry.subItems.length > 0 && (
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-label={t`${entryTitle} sub-menu`}
                  disabled={!hydrated}
                  onKeyDown={onKeyDown}
                  onClick={() => menus.send({ type: 'subMenu.toggled', menu, subMenu: entry.path })}
                  className={`${style.toggle} ${waitsForScripts}`}
                >
                  {style.chevron(isExpanded)}
                </button>
              )}
            </div>
            {isExpanded && (
              <ul className={style.subList}>
                {entry.subItems?.map((child) => (
                  <li key={child.path}>
                    <SiteLink
                      path={child.path}
                      onKeyDown={onKeyDown}
                      onClick={followed}
                      aria-current={isCurrentPage(child.path, current) ? 'page' : undefined}
                      className={style.subLink}
                    >
                      {pick(child.title, language)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
