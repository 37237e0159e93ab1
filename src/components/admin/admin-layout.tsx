import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useSessionActor } from '../../root-actors';
import { LanguageSwitch } from '../layout/language-switch';
import { useModalMenu } from '../layout/modal-menu';
import { PrivatePageMeta } from '../layout/private-page-meta';
import { CloseIcon } from '../ui/icons';
import { SettingsProvider, useSettingsActor } from './settings-provider';

/**
 * `alerts`, the messages, come first in the page: one Shift+Tab from the heading that focus goes
 * to, not before the top bar and the side navigation.
 */
export function AdminLayout({ children, alerts }: { children: ReactNode; alerts?: ReactNode }) {
  return (
    <SettingsProvider>
      <ThemedPortal alerts={alerts}>{children}</ThemedPortal>
    </SettingsProvider>
  );
}

/** The name of the portal page shown, for its title: each page's own, in the page's language. */
function usePortalPageName(): string {
  const { t } = useLingui();
  const routeId = useRouterState({ select: (s) => s.matches.at(-1)?.routeId });
  const names: Record<string, string> = {
    '/_portal/admin-dashboard': t`Dashboard`,
    '/_portal/admin/users/': t`Users`,
    '/_portal/admin/users/create': t`Create New User`,
    '/_portal/admin/products/': t`Products`,
    '/_portal/admin/products/create': t`Create Product`,
    '/_portal/admin/products/edit/$id': t`Edit Product`,
    '/_portal/admin/news/': t`News`,
    '/_portal/admin/news/create': t`Create News Item`,
    '/_portal/admin/messages': t`Messages`,
    '/_portal/admin/subscriptions': t`Subscriptions`,
    '/_portal/admin/audit': t`Audit log`,
    '/_portal/admin/site-speed': t`Site speed`,
    '/_portal/admin/settings': t`Settings`,
    '/_portal/admin_/two-factor': t`Two-factor sign-in`,
  };
  return (routeId && names[routeId]) || t`Dashboard`;
}

/** The admin portal around each page: top bar, side navigation (collapsing on small screens), the page. */
function ThemedPortal({ children, alerts }: { children: ReactNode; alerts: ReactNode }) {
  const { t } = useLingui();
  const dark = useSelector(useSettingsActor(), (s) => s.context.settings.darkMode);
  const nav = useModalMenu<HTMLElement>();
  const navOpen = useSelector(nav.menu, (s) => s.matches('open'));
  return (
    <div className={dark ? 'dark' : undefined}>
      <PrivatePageMeta title={`${usePortalPageName()} | ${t`Admin Portal`}`} />
      <div className="min-h-screen bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
        <header className="sticky top-0 z-30 flex items-center gap-3 bg-brand-700 px-4 py-2 text-white shadow dark:bg-slate-900">
          <button
            ref={nav.button}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 md:hidden"
            aria-expanded={navOpen}
            aria-controls="admin-nav"
            aria-label={t`Menu`}
            onClick={() => nav.menu.send({ type: 'menu.toggled' })}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ☰
            </span>
          </button>
          <Link to="/admin-dashboard" className="flex min-h-11 items-center gap-2 text-lg font-bold">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span className="max-sm:sr-only">
              <Trans>Admin Portal</Trans>
            </span>
          </Link>
          <div className="ms-auto flex items-center gap-3">
            <LanguageSwitch />
            <UserMenu />
          </div>
        </header>
        <div className="flex">
          {/* On a phone the open navigation covers the page; a click beside it closes it. */}
          <button
            ref={nav.backdrop}
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => nav.menu.send({ type: 'menu.dismissed', reason: 'outsideClicked' })}
            className={`fixed inset-0 z-10 bg-slate-950/40 md:hidden ${navOpen ? '' : 'hidden'}`}
          />
          <SideNav panel={nav.panel} open={navOpen} onClose={() => nav.menu.send({ type: 'menu.toggled' })} />
          <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
            {alerts}
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}

/**
 * The portal's pages. Beside the page from the tablet width up; on a phone, a panel the Menu
 * button opens over the page, which keeps the keyboard inside it until it closes (a link
 * followed, Close, Escape, a click beside it).
 */
function SideNav({
  panel,
  open,
  onClose,
}: {
  panel: RefObject<HTMLElement | null>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const isAdmin = useSelector(useSessionActor(), (s) => s.context.user?.role === 'admin');
  const items = [
    { to: '/admin-dashboard', label: t`Dashboard`, adminOnly: false },
    { to: '/admin/users', label: t`Users`, adminOnly: true },
    { to: '/admin/products', label: t`Products`, adminOnly: true },
    { to: '/admin/news', label: t`News`, adminOnly: true },
    { to: '/admin/news/create', label: t`Create News Item`, adminOnly: true },
    { to: '/admin/messages', label: t`Messages`, adminOnly: true },
    { to: '/admin/subscriptions', label: t`Subscriptions`, adminOnly: true },
    { to: '/admin/audit', label: t`Audit log`, adminOnly: true },
    { to: '/admin/site-speed', label: t`Site speed`, adminOnly: true },
    { to: '/admin/settings', label: t`Settings`, adminOnly: true },
  ] as const;
  return (
    <nav
      ref={panel}
      id="admin-nav"
      aria-label={t({ message: 'Admin', context: 'portal navigation' })}
      className={`${open ? 'block' : 'hidden'} fixed inset-x-0 top-15 z-20 bg-white p-3 shadow-lg md:static md:block md:w-60 md:shrink-0 md:bg-transparent md:shadow-none dark:bg-slate-900 md:dark:bg-transparent`}
    >
      <div className="flex justify-end md:hidden">
        <button
          type="button"
          aria-label={t`Close menu`}
          onClick={onClose}
          className="flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <CloseIcon />
        </button>
      </div>
      <ul className="flex flex-col gap-1">
        {items
          .filter((item) => isAdmin || !item.adminOnly)
          .map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                activeOptions={{ exact: item.to === '/admin-dashboard' || item.to === '/admin/news' }}
                className="flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-200 data-[status=active]:bg-brand-700 data-[status=active]:text-white dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {item.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The account menu: a native popover, so Escape and a click outside close it; so does tabbing out of it. */
function UserMenu() {
  const { t } = useLingui();
  const session = useSessionActor();
  const user = useSelector(session, (s) => s.context.user);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  // Tabbing out of the open menu closes it, as a click outside does.
  useEffect(() => {
    const element = menu.current;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (element && next instanceof Node && !element.contains(next)) element.hidePopover();
    };
    element?.addEventListener('focusout', onFocusOut);
    return () => element?.removeEventListener('focusout', onFocusOut);
  });
  if (!user) return null;
  const name = user.full_name || user.username;
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        aria-label={t`Account menu for ${name}`}
        className="flex min-h-11 items-center gap-2 rounded-full px-1 pe-3 hover:bg-white/10"
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-accent-500 font-bold text-brand-900 uppercase">
          {name.charAt(0)}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{name}</span>
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        className="fixed inset-auto end-4 top-16 m-0 w-64 rounded-xl bg-white p-2 text-slate-900 shadow-xl dark:bg-slate-800 dark:text-slate-100"
      >
        <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
          <p className="font-semibold">{name}</p>
          {user.email && <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</p>}
        </div>
        <Link
          to="/admin/two-factor"
          // Following a link leaves a popover open: choosing the item closes the menu.
          onClick={() => menu.current?.hidePopover()}
          className="mt-1 flex min-h-11 w-full items-center rounded-lg px-3 font-medium hover:bg-slate-100 dark:hover:bg-slate-700"
        >
          <Trans>Two-factor sign-in</Trans>
        </Link>
        <button
          type="button"
          // The session signs out, says so and goes to the login page.
          onClick={() => session.send({ type: 'logout.requested' })}
          className="mt-1 flex min-h-11 w-full items-center rounded-lg px-3 text-start font-medium hover:bg-slate-100 dark:hover:bg-slate-700"
        >
          <Trans>Log out</Trans>
        </button>
      </div>
    </>
  );
}
