import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { pick } from '../../content/bilingual';
import { isActivePath, isNavItemActive, type NavItem } from '../../content/navigation';
import { useLanguage } from '../../root-actors';
import { ChevronDown, ChevronForward } from '../ui/icons';
import { SiteLink } from './site-link';
import { useCurrentPath } from './use-current-path';

const linkTone = (active: boolean) =>
  active ? 'text-accent-500' : 'text-white hover:text-accent-500 focus-visible:text-accent-500';

/** Moves focus through a menu's links and buttons with the arrow keys, as menus do. */
function moveFocus(container: HTMLElement | null, event: KeyboardEvent, step: 1 | -1) {
  const items = [...(container?.querySelectorAll<HTMLElement>('a, button') ?? [])];
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + step + items.length) % items.length]?.focus();
  event.preventDefault();
}

/**
 * A top-level navbar item with a dropdown (About, Products). Mouse users open it by hovering;
 * keyboard users with the chevron button (Enter, Space or ArrowDown), move with the arrows and
 * leave with Escape, which returns focus to the button. Product categories expand one at a time.
 */
export function NavDropdown({ item }: { item: NavItem }) {
  const { t } = useLingui();
  const language = useLanguage();
  const current = useCurrentPath();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const title = pick(item.title, language);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setExpanded(null);
    if (returnFocus) toggle.current?.focus();
  };
  const openAndFocus = () => {
    setOpen(true);
    requestAnimationFrame(() => menu.current?.querySelector<HTMLElement>('a, button')?.focus());
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
    else if (event.key === 'ArrowDown') moveFocus(menu.current, event, 1);
    else if (event.key === 'ArrowUp') moveFocus(menu.current, event, -1);
  };

  return (
    <li
      className="group relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <div className="flex items-center">
        <SiteLink
          path={item.path}
          aria-current={isNavItemActive(item, current) ? 'page' : undefined}
          className={`flex min-h-11 items-center px-2 font-semibold transition-colors ${linkTone(isNavItemActive(item, current))}`}
        >
          {title}
        </SiteLink>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t`${title} menu`}
          onClick={() => (open ? close(false) : setOpen(true))}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              openAndFocus();
            } else if (event.key === 'Escape') close(true);
          }}
          className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
        >
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <ul
        id={menuId}
        ref={menu}
        className={`absolute start-0 top-full z-50 min-w-64 rounded-xl bg-white p-2 text-slate-800 shadow-2xl ring-1 ring-black/5 ${open ? 'block' : 'hidden group-hover:block'}`}
      >
        {(item.dropdown ?? []).map((entry) => {
          const active = isActivePath(entry.path, current);
          const sub = entry.subItems ?? [];
          const isExpanded = expanded === entry.path;
          const entryTitle = pick(entry.title, language);
          return (
            <li key={entry.path}>
              <div className="flex items-center">
                <SiteLink
                  path={entry.path}
                  onKeyDown={onMenuKey}
                  onClick={() => close(false)}
                  aria-current={active ? 'page' : undefined}
                  className="flex min-h-11 flex-1 items-center rounded-lg px-3 font-medium hover:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {entryTitle}
                </SiteLink>
                {sub.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={isExpanded}
                    aria-label={t`${entryTitle} sub-menu`}
                    onKeyDown={onMenuKey}
                    onClick={() => setExpanded(isExpanded ? null : entry.path)}
                    className="flex size-11 items-center justify-center rounded-lg hover:bg-brand-50"
                  >
                    <ChevronForward
                      className={`size-4 transition-transform ${isExpanded ? 'rotate-90 rtl:-rotate-90' : ''}`}
                    />
                  </button>
                )}
              </div>
              {isExpanded && (
                <ul className="ms-4 border-s-2 border-brand-100 ps-2">
                  {sub.map((child) => (
                    <li key={child.path}>
                      <SiteLink
                        path={child.path}
                        onKeyDown={onMenuKey}
                        onClick={() => close(false)}
                        className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-brand-50"
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
    </li>
  );
}

export { linkTone };
