import { useLingui } from '@lingui/react/macro';
import { company } from '../../content/company';
import { useLanguage } from '../../root-actors';
import { LanguageSwitch } from './language-switch';
import { HomeLink } from './localized-link';

export function SiteHeader() {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <header className="bg-brand-700 text-white shadow">
      <nav
        aria-label={t`Main`}
        className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3"
      >
        <HomeLink className="flex min-h-11 items-center gap-2 text-lg font-bold">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{company.name[language]}</span>
        </HomeLink>
        <LanguageSwitch />
      </nav>
    </header>
  );
}
