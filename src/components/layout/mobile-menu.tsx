import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { mobileMenuMachine } from '../../../machines/mobile-menu.machine';
import { mobileBreakpointPx } from '../../api/limits';
import { pick } from '../../content/bilingual';
import { isActivePath, navigation } from '../../content/navigation';
import { useFlow, useLanguage } from '../../root-actors';
import { ChevronDown, CloseIcon, MenuIcon } from '../ui/icons';
import { SiteLink } from './site-link';
import { useCurrentPath } from './use-current-path';

/**
 * Spec §2 "Navigation" on phones: a panel 85% wide that slides in from the side the text starts
 * on, over a dimmed page. It closes on navigation, a click outside, Escape, and at desktop width.
 */
export function MobileMenu() {
  const { t } = useLingui();
  const router = useRouter();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const menu = useFlow(
    mobileMenuMachine.provide({
      actions: {
        lockScroll: () => {
          document.body.style.overflow = 'hidden';
        },
        unlockScroll: () => {
          document.body.style.overflow = '';
        },
      },
    }),
  );
  const open = useSelector(menu, (s) => s.matches('open'));

  // Bridges the page to the machine: navigation, Escape and the desktop breakpoint dismiss it.
  useEffect(
    () => router.subscribe('onResolved', () => menu.send({ type: 'menu.dismissed', reason: 'routeChanged' })),
    [router, menu],
  );
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${mobileBreakpointPx}px)`);
    const onWide = () => wide.matches && menu.send({ type: 'menu.dismissed', reason: 'viewportWidened' });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') menu.send({ type: 'menu.dismissed', reason: 'escapePressed' });
    };
    wide.addEventListener('change', onWide);
    document.addEventListener('keydown', onKey);
    return () => {
      wide.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKey);
    };
  }, [menu]);
  // Focus moves into the panel when it opens and back to the button when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Open menu`}
        onClick={() => menu.send({ type: 'menu.toggled' })}
        className="flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
      >
        <MenuIcon />
      </button>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => menu.send({ type: 'menu.dismissed', reason: 'outsideClicked' })}
        className={`fixed inset-0 z-40 bg-slate-950/60 transition-opacity duration-300 motion-reduce:transition-none ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        inert={!open}
        data-state={open ? 'open' : 'closed'}
        className={`fixed inset-y-0 start-0 z-50 flex w-[85%] flex-col overflow-y-auto bg-white text-slate-900 shadow-2xl transition-transform duration-300 motion-reduce:transition-none ${open ? 'translate-x-0' : '-translate-x-full rtl:translate-x-full'}`}
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
        <MobileNavList />
      </div>
    </div>
  );
}

function MobileNavList() {
  const { t } = useLingui();
  const language = useLanguage();
  const current = useCurrentPath();
  const [expanded, setExpanded] = useState<string | null>(null);
  const row = 'flex min-h-12 flex-1 items-center px-4 font-semibold';
  const toggle = (key: string) => setExpanded((open) => (open === key ? null : key));
  return (
    <ul className="flex flex-col p-2">
      {navigation.map((item) => {
        const title = pick(item.title, language);
        return (
          <li key={item.key} className="border-b border-slate-100 last:border-0">
            <div className="flex items-center">
              <SiteLink
                path={item.path}
                aria-current={isActivePath(item.path, current) ? 'page' : undefined}
                className={`${row} aria-[current=page]:text-brand-700`}
              >
                {title}
              </SiteLink>
              {item.dropdown && (
                <button
                  type="button"
                  aria-expanded={expanded === item.key}
                  aria-label={t`${title} menu`}
                  onClick={() => toggle(item.key)}
                  className="flex size-12 items-center justify-center rounded-lg hover:bg-slate-100"
                >
                  <ChevronDown
                    className={`size-5 transition-transform ${expanded === item.key ? 'rotate-180' : ''}`}
                  />
                </button>
              )}
            </div>
            {item.dropdown && expanded === item.key && <MobileSubList entries={item.dropdown} />}
          </li>
        );
      })}
    </ul>
  );
}

function MobileSubList({ entries }: { entries: NonNullable<(typeof navigation)[number]['dropdown']> }) {
  const { t } = useLingui();
  const language = useLanguage();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="mb-2 ms-4 border-s-2 border-brand-100">
      {entries.map((entry) => {
        const entryTitle = pick(entry.title, language);
        return (
          <li key={entry.path}>
            <div className="flex items-center">
              <SiteLink path={entry.path} className="flex min-h-11 flex-1 items-center px-4 text-slate-700">
                {entryTitle}
              </SiteLink>
              {entry.subItems && (
                <button
                  type="button"
                  aria-expanded={expanded === entry.path}
                  aria-label={t`${entryTitle} sub-menu`}
                  onClick={() => setExpanded((open) => (open === entry.path ? null : entry.path))}
                  className="flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
                >
                  <ChevronDown
                    className={`size-4 transition-transform ${expanded === entry.path ? 'rotate-180' : ''}`}
                  />
                </button>
              )}
            </div>
            {entry.subItems && expanded === entry.path && (
              <ul className="ms-4 border-s border-slate-200">
                {entry.subItems.map((child) => (
                  <li key={child.path}>
                    <SiteLink
                      path={child.path}
                      className="flex min-h-11 items-center px-4 text-sm text-slate-600"
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
