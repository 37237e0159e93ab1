import { Trans } from '@lingui/react/macro';
import { company } from '../../content/company';
import { useLanguage } from '../../root-actors';

export function SiteFooter() {
  const language = useLanguage();
  const name = company.name[language];
  return (
    <footer className="bg-brand-900 px-4 py-8 text-center text-sm text-brand-100">
      <Trans>{name}: plastic pipes, fittings and building solutions since 1979.</Trans>
    </footer>
  );
}
