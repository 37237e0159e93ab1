import { Trans, useLingui } from '@lingui/react/macro';
import { pick } from '../../content/bilingual';
import { branches } from '../../content/branches';
import { company, whatsappUrl } from '../../content/company';
import { footerQuickLinks } from '../../content/navigation';
import { useLanguage } from '../../root-actors';
import { formatYear } from '../ui/format';
import { SiteLink } from './site-link';

/** The footer: quick links, contact details and office hours, branches, the current year. */
export function SiteFooter() {
  const { t } = useLingui();
  const language = useLanguage();
  const year = formatYear(language, new Date().getFullYear());
  const name = company.name[language];
  const heading = 'mb-4 text-sm font-bold uppercase tracking-wide text-white';
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-3">
            <img src="/images/logo.svg" alt="" width={44} height={44} loading="lazy" />
            <p className="text-xl font-extrabold text-white">{name}</p>
          </div>
          <p className="mt-4 leading-relaxed">{pick(company.tagline, language)}</p>
        </div>
        <nav aria-label={t`Quick links`}>
          <h2 className={heading}>
            <Trans>Quick links</Trans>
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
            {footerQuickLinks.map((link) => (
              <li key={link.key}>
                <SiteLink
                  path={link.path}
                  className="inline-flex min-h-11 min-w-11 items-center hover:text-accent-500"
                >
                  {pick(link.title, language)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>
            <Trans>Contact us</Trans>
          </h2>
          <ul className="flex flex-col gap-1">
            {company.contact.phones.map((phone) => (
              <li key={phone.href}>
                <a
                  href={phone.href}
                  dir="ltr"
                  className="inline-flex min-h-11 min-w-11 items-center hover:text-accent-500"
                >
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              <a
                href={company.contact.emailHref}
                className="inline-flex min-h-11 min-w-11 items-center hover:text-accent-500"
              >
                {company.contact.email}
              </a>
            </li>
            <li>
              <a
                href={whatsappUrl()}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 min-w-11 items-center hover:text-accent-500"
              >
                <Trans>Chat on WhatsApp</Trans>
              </a>
            </li>
          </ul>
          <p className="mt-3 text-sm">
            <span className="font-semibold text-white">
              <Trans>Office hours:</Trans>
            </span>{' '}
            {pick(company.officeHours.text, language)}
          </p>
        </div>
        <div>
          <h2 className={heading}>
            <Trans>Our branches</Trans>
          </h2>
          <ul className="flex flex-col gap-2">
            {branches.map((branch) => (
              <li key={branch.id}>
                <span className="font-semibold text-white">{pick(branch.title, language)}</span>
                <span className="block text-sm">{pick(branch.location, language)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10 px-4 py-5 text-center text-sm">
        <Trans>
          © {year} {name}. All rights reserved.
        </Trans>
      </div>
    </footer>
  );
}
