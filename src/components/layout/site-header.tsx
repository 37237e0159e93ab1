import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { company } from '../../content/company';
import { useLanguage } from '../../root-actors';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { HomeLink } from './localized-link';
import { MobileMenu } from './mobile-menu';
import { DesktopNav } from './nav-dropdown';
import { TabletSearch } from './tablet-search';

/**
 * Whether the page has scrolled past its hero (`[data-hero]`): the navbar then turns solid with a
 * shadow. Pages without a hero get the solid navbar from the start.
 */
function usePastHero(): boolean {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [past, setPast] = useState(false);
  useEffect(() => {
    void pathname; // a new page has a new hero to watch
    const hero = document.querySelector('[data-hero]');
    if (!hero) {
      setPast(true);
      return;
    }
    // A scroll right after the page is ready queues a second entry behind the first (still at the
    // top): both come in one call, and only the last says where the page is now.
    const observer = new IntersectionObserver((entries) => setPast(!entries.at(-1)?.isIntersecting), {
      rootMargin: '-80px 0px 0px 0px',
    });
    observer.observe(hero);
    return () => observer.disconnect();
  }, [pathname]);
  return past;
}

/**
 * The navigation bar: logo home, the menu with its dropdowns, the search (its field from 1024 px,
 * a button opening it below), the language switch.
 */
export function SiteHeader() {
  const { t } = useLingui();
  const language = useLanguage();
  const past = usePastHero();
  return (
    <header
      data-scrolled={past}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none ${past ? 'bg-brand-900/95 shadow-lg shadow-black/20 backdrop-blur' : 'bg-gradient-to-b from-black/50 to-transparent'}`}
    >
      <nav aria-label={t`Main`} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:h-20">
        <HomeLink className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 text-lg font-extrabold text-white">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-9 md:size-10" />
          <span className="max-xl:sr-only">{company.name[language]}</span>
        </HomeLink>
        <DesktopNav />
        <div className="ms-auto flex items-center gap-2">
          <div className="max-xl:hidden">
            <HeaderSearch look="navbar" />
          </div>
          <TabletSearch />
          <LanguageSwitch />
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
