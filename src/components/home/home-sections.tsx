import { pick } from '../../content/bilingual';
import {
  homeCompanyInfo,
  homeFeatures,
  homeStatistics,
  type Statistic,
  whyChooseUs,
} from '../../content/home';
import { homeFaq } from '../../content/home-faq';
import { useLanguage } from '../../root-actors';
import { SiteLink } from '../layout/site-link';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber, formatYear } from '../ui/format';
import { Reveal, SectionHeading } from '../ui/reveal';

/** Company info with the large years-of-experience badge. */
export function CompanyInfo() {
  const language = useLanguage();
  const info = homeCompanyInfo;
  return (
    <section className="py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-2">
        <Reveal from="start">
          <div className="relative mx-auto flex aspect-square w-full max-w-sm items-center justify-center rounded-[2.5rem] bg-linear-to-br from-brand-700 to-brand-900 text-white shadow-2xl">
            <div className="text-center">
              <p className="text-8xl font-extrabold leading-none md:text-9xl">
                {formatNumber(language, info.badge.value)}
                <span className="text-accent-500">+</span>
              </p>
              <p className="mt-4 text-xl font-semibold text-brand-100">{pick(info.badge.label, language)}</p>
            </div>
            <span
              aria-hidden="true"
              className="absolute -bottom-4 -end-4 size-24 rounded-3xl bg-accent-500/90"
            />
          </div>
        </Reveal>
        <Reveal>
          <h2 className="text-3xl font-extrabold text-brand-900 md:text-4xl">
            {pick(info.heading, language)}
          </h2>
          {info.paragraphs.map((paragraph) => (
            <p key={paragraph.en} className="mt-5 text-lg leading-relaxed text-slate-600">
              {pick(paragraph, language)}
            </p>
          ))}
          <div className="mt-8 flex flex-wrap gap-4">
            <SiteLink path={info.productsButton.path} className={buttonStyles.primary}>
              {pick(info.productsButton.label, language)}
            </SiteLink>
            <SiteLink path={info.contactButton.path} className={buttonStyles.secondary}>
              {pick(info.contactButton.label, language)}
            </SiteLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

function IconCard({
  icon,
  title,
  text,
  index,
}: {
  icon: string;
  title: string;
  text: string;
  index: number;
}) {
  return (
    <Reveal delay={index * 0.1} className="h-full">
      <div className="h-full rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <img src={icon} alt="" width={40} height={40} loading="lazy" className="size-10" />
        </span>
        <h3 className="mt-6 text-xl font-bold text-brand-900">{title}</h3>
        <p className="mt-3 leading-relaxed text-slate-600">{text}</p>
      </div>
    </Reveal>
  );
}

export function Features() {
  const language = useLanguage();
  return (
    <section className="bg-slate-50 py-20">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-3">
        {homeFeatures.map((feature, index) => (
          <li key={feature.key}>
            <IconCard
              icon={feature.icon}
              title={pick(feature.title, language)}
              text={pick(feature.text, language)}
              index={index}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Statistics() {
  const language = useLanguage();
  return (
    <section className="bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-7xl px-4">
        <Reveal>
          <SectionHeading title={pick(homeStatistics.heading, language)} light />
        </Reveal>
        <dl className="grid grid-cols-2 gap-8 md:grid-cols-3 lg:grid-cols-6">
          {homeStatistics.items.map((item: Statistic) => (
            <div key={item.key} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 text-sm font-medium text-brand-100">{pick(item.label, language)}</dt>
              <dd className="text-4xl font-extrabold">
                {item.format === 'year'
                  ? formatYear(language, item.value)
                  : formatNumber(language, item.value)}
                {item.plus && <span className="text-accent-500">+</span>}
                {item.unit && (
                  <span className="ms-1 text-xl font-bold text-brand-100">{pick(item.unit, language)}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function WhyChooseUs() {
  const language = useLanguage();
  return (
    <section className="py-20">
      <div className="mx-auto max-w-7xl px-4">
        <Reveal>
          <SectionHeading
            title={pick(whyChooseUs.heading, language)}
            text={pick(whyChooseUs.intro, language)}
          />
        </Reveal>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyChooseUs.items.map((item, index) => (
            <li key={item.key}>
              <IconCard
                icon={item.icon}
                title={pick(item.title, language)}
                text={pick(item.text, language)}
                index={index}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The home FAQ, shown on the page as the FAQPage structured data requires. */
export function HomeFaq() {
  const language = useLanguage();
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-3xl px-4">
        <Reveal>
          <SectionHeading title={pick(homeFaq.heading, language)} />
        </Reveal>
        <div className="flex flex-col gap-3">
          {homeFaq.items.map((item) => (
            <details
              key={item.question.en}
              className="group rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900">
                {pick(item.question, language)}
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-accent-500 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-slate-600">{pick(item.answer, language)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
