import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { navMenuMachine } from '../../../machines/nav-menu.machine';
import { pick } from '../../content/bilingual';
import { isActivePath, navigation } from '../../content/navigation';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { waitsForScripts } from '../ui/button-styles';
import { ChevronDown, CloseIcon, MenuIcon } from '../ui/icons';
import { HeaderSearch } from './header-search';
import { useModalMenu } from './modal-menu';
import { SiteLink } from './site-link';
import { SubMenuList } from './sub-menu-list';
import { useCurrentPath } from './use-current-path';

/**
 * The navigation on phones: a panel 85% wide that slides in from the side the text starts
 * on, over a dimmed page, which neither scrolls nor can be reached while it is open (the keyboard
 * goes round the panel's own controls). It closes on navigation, a click outside, Escape, and at
 * desktop width.
 */
export function MobileMenu() {
  const { t } = useLingui();
  const { menu, button, backdrop, panel } = useModalMenu<HTMLDivElement>();
  const panelId = useId();
  const open = useSelector(menu, (s) => s.matches('open'));
  const hydrated = useHydrated();

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Open menu`}
        disabled={!hydrated}
        onClick={() => menu.send({ type: 'menu.toggled' })}
        className={`flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 ${waitsForScripts}`}
      >
        <MenuIcon />
      </button>
      <button
        ref={backdrop}
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => menu.send({ type: 'menu.dismissed', reason: 'outsideClicked' })}
        className={`fixed inset-0 z-40 bg-slate-950/60 transition-opacity duration-300 motion-reduce:transition-none ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      {/* The panel slides within a frame the size of the screen that clips it, so while closed
          (moved off the start side) it never widens the page, in either direction. Closed, it is
          also hidden once it has slid out (opening shows it at once, so it can take focus): when
          the language changes the start side does, and the closed panel would otherwise sweep
          across the screen to the new one. */}
      <div className="pointer-events-none fixed inset-0 z-50 overflow-hidden">
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-modal="true"
          aria-label={t`Menu`}
          inert={!open}
          data-state={open ? 'open' : 'closed'}
          className={`pointer-events-auto absolute inset-y-0 start-0 flex w-[85%] flex-col overflow-y-auto bg-white text-slate-900 shadow-2xl duration-300 motion-reduce:transition-none ${open ? 'visible translate-x-0 transition-[translate]' : 'invisible -translate-x-full transition-[translate,visibility] rtl:translate-x-full'}`}
        >
          <div className="flex items-center justify-between border-b border-slate-200 p-3">
            <span className="px-2 text-lg font-bold text-brand-700">
              <Trans>Menu</Trans>
            </span>
            <button
              type="button"
              aria-label={t`Close menu`}
              onClick={() => menu.send({ type: 'menu.toggled' })}
              className="flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="p-3 pb-0">
            <HeaderSearch look="menu" />
          </div>
          <MobileNavList />
        </div>
      </div>
    </div>
  );
}

/** The navigation in the panel: About and Products open as sections, one at a time. */
function MobileNavList() {
  const { t } = useLingui();
  const language = useLanguage();
  const current = useCurrentPath();
  const sections = useFlow(navMenuMachine, { id: 'mobileNav' });
  const openSection = useSelector(sections, (s) => (s.matches('open') ? s.context.menu : null));
  const row = 'flex min-h-12 flex-1 items-center px-4 font-semibold';
  return (
    <ul className="flex flex-col p-2">
      {navigation.map((item) => {
        const title = pick(item.title, language);
        const isOpen = openSection === item.key;
        return (
          <li key={item.key} className="border-b border-slate-100 last:border-0">
            <div className="flex items-center">
              <SiteLink
                path={item.path}
                onClick={() => sections.send({ type: 'link.followed' })}
                aria-current={isActivePath(item.path, current) ? 'page' : undefined}
                className={`${row} aria-[current=page]:text-brand-700`}
              >
                {title}
              </SiteLink>
              {item.dropdown && (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-label={t`${title} menu`}
                  onClick={() => sections.send({ type: 'menu.toggled', menu: item.key })}
                  className="flex size-12 items-center justify-center rounded-lg hover:bg-slate-100"
                >
                  <ChevronDown className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                </button>
              )}
            </div>
            {item.dropdown && isOpen && (
              <SubMenuList menus={sections} menu={item.key} entries={item.dropdown} look="mobile" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
