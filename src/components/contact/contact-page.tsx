import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactFormInput } from '../../../machines/contact-form.machine';
import { pick } from '../../content/bilingual';
import { company, whatsappUrl } from '../../content/company';
import { contactIntro } from '../../content/contact';
import { routeMetaTable } from '../../content/route-meta';
import { useLanguage } from '../../root-actors';
import { PageHero } from '../layout/page-hero';
import { MapEmbed } from '../ui/map-embed';
import { ContactForm } from './contact-form';

const linkStyles = 'inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline';
const termStyles = 'text-sm font-semibold uppercase tracking-wide text-slate-500';

/** /contact: the company's contact details and office hours, the head office's map, and the message form. */
export function ContactPage({ arrival }: { arrival: ContactFormInput }) {
  const { t } = useLingui();
  const language = useLanguage();
  const meta = routeMetaTable['/contact'];
  return (
    <main id="main">
      <PageHero
        title={pick(contactIntro.heading, language)}
        subtitle={pick(contactIntro.text, language)}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-5">
        <section aria-labelledby="contact-details" className="lg:col-span-2">
          <h2 id="contact-details" className="text-2xl font-bold text-slate-900">
            <Trans>Get in touch</Trans>
          </h2>
          <dl className="mt-6 flex flex-col gap-5">
            <div>
              <dt className={termStyles}>
                <Trans>Address</Trans>
              </dt>
              <dd className="mt-1">{pick(company.contact.address, language)}</dd>
            </div>
            <div>
              <dt className={termStyles}>
                <Trans>Phone</Trans>
              </dt>
              {company.contact.phones.map((phone) => (
                <dd key={phone.href}>
                  <a href={phone.href} dir="ltr" className={linkStyles}>
                    {phone.display}
                  </a>
                </dd>
              ))}
            </div>
            <div>
              <dt className={termStyles}>
                <Trans>Email</Trans>
              </dt>
              <dd>
                <a href={company.contact.emailHref} className={linkStyles}>
                  {company.contact.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className={termStyles}>
                <Trans>WhatsApp</Trans>
              </dt>
              <dd>
                <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className={linkStyles}>
                  <Trans>Chat on WhatsApp</Trans>
                </a>
              </dd>
            </div>
            <div>
              <dt className={termStyles}>
                <Trans>Office hours</Trans>
              </dt>
              <dd className="mt-1">{pick(company.officeHours.text, language)}</dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="contact-form"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
        >
          <h2 id="contact-form" className="mb-6 text-2xl font-bold text-slate-900">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm arrival={arrival} />
        </section>
      </div>
      <section aria-labelledby="contact-map" className="mx-auto max-w-7xl px-4 pb-16">
        <h2 id="contact-map" className="mb-4 text-2xl font-bold text-slate-900">
          <Trans>Our head office</Trans>
        </h2>
        <div className="max-w-4xl">
          <MapEmbed
            query={company.headquarters.en}
            view="map"
            title={t`Map of our head office in ${pick(company.headquarters, language)}`}
          />
        </div>
      </section>
    </main>
  );
}
