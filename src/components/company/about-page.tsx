import { useLingui } from '@lingui/react/macro';
import { aboutCallToAction, aboutCompanyInfo, aboutIntro, visionAndMission } from '../../content/about';
import { type Bilingual, pick } from '../../content/bilingual';
import { company } from '../../content/company';
import { useLanguage } from '../../root-actors';
import { BackgroundVideo } from '../home/hero-video';
import { WhyChooseUs } from '../home/home-sections';
import { PartnerMarquee } from '../home/partner-marquee';
import { PartnersIntro } from '../home/partners-intro';
import { formatNumber, formatYear } from '../ui/format';
import { Reveal, SectionHeading } from '../ui/reveal';
import { CallToAction } from './call-to-action';
import { CompanyHero } from './company-hero';
import { TextBlock } from './sections';

/** /about: who the company is, what it aims for, and where to go next. */
export function AboutPage() {
  return (
    <main id="main">
      <CompanyHero page="/about" image={aboutIntro.video.poster} />
      <IntroVideo />
      <CompanyInfo />
      <VisionAndMission />
      <WhyChooseUs />
      <CallToAction
        heading={aboutCallToAction.heading}
        text={aboutCallToAction.text}
        actions={[aboutCallToAction.productsButton, aboutCallToAction.contactButton]}
      />
      <PartnersIntro />
      <PartnerMarquee />
    </main>
  );
}

/** The factory film: it plays while at least 30% of it is on screen, and pauses otherwise. */
function IntroVideo() {
  const language = useLanguage();
  const heading = pick(aboutIntro.heading, language);
  return (
    <section className="py-16">
      <Reveal className="mx-auto max-w-5xl px-4">
        <SectionHeading title={heading} />
        <div data-about-video className="relative overflow-hidden rounded-3xl bg-brand-900 shadow-2xl">
          <BackgroundVideo
            sources={[
              { src: aboutIntro.video.webm, type: 'video/webm' },
              { src: aboutIntro.video.mp4, type: 'video/mp4' },
            ]}
            poster={aboutIntro.video.poster}
            label={heading}
            className="aspect-video w-full object-cover"
          />
        </div>
      </Reveal>
    </section>
  );
}

/** The about text, then the figures it gives: both factories' areas and the 46,000 m² total. */
function CompanyInfo() {
  const { t } = useLingui();
  const language = useLanguage();
  const area = (squareMetres: number) => {
    const value = formatNumber(language, squareMetres);
    return t`${value} m²`;
  };
  const facts: { key: string; label: string; value: string; detail?: string }[] = [
    { key: 'founded', label: t`Founded`, value: formatYear(language, company.foundedYear) },
    { key: 'headquarters', label: t`Headquarters`, value: pick(company.headquarters, language) },
    ...company.factories.map((factory) => ({
      key: factory.id,
      label: pick(factory.name, language),
      value: area(factory.areaM2),
      detail: pick(factory.location, language),
    })),
    {
      key: 'total-area',
      label: t`Total area of our facilities`,
      value: area(company.totalAreaM2),
    },
  ];
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 lg:grid-cols-2">
        <Reveal from="start">
          <TextBlock heading={aboutCompanyInfo.heading} paragraphs={aboutCompanyInfo.paragraphs} />
        </Reveal>
        <Reveal>
          <dl className="grid gap-4 sm:grid-cols-2">
            {facts.map((fact) => (
              <div
                key={fact.key}
                data-fact={fact.key}
                className="flex flex-col-reverse justify-end rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <dt className="mt-1 font-medium text-slate-600">
                  {fact.label}
                  {fact.detail && <span className="block text-sm text-slate-500">{fact.detail}</span>}
                </dt>
                <dd className="text-2xl font-extrabold text-brand-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}

function VisionAndMission() {
  const language = useLanguage();
  const card = (title: Bilingual, text: Bilingual) => (
    <div className="h-full rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-2xl font-bold text-brand-900">{pick(title, language)}</h3>
      <p className="mt-4 text-lg leading-relaxed text-slate-600">{pick(text, language)}</p>
    </div>
  );
  return (
    <section className="py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="grid gap-6 md:grid-cols-2">
          <Reveal from="start" className="h-full">
            {card(visionAndMission.vision.title, visionAndMission.vision.text)}
          </Reveal>
          <Reveal delay={0.1} className="h-full">
            {card(visionAndMission.mission.title, visionAndMission.mission.text)}
          </Reveal>
        </div>
        <Reveal className="mt-16">
          <SectionHeading title={pick(visionAndMission.valuesHeading, language)} />
        </Reveal>
        <ul className="grid gap-6 md:grid-cols-3">
          {visionAndMission.values.map((value, index) => (
            <li key={value.key}>
              <Reveal delay={index * 0.1} className="h-full">
                <div className="h-full rounded-2xl border-t-4 border-accent-500 bg-slate-50 p-8">
                  <h3 className="text-xl font-bold text-brand-900">{pick(value.title, language)}</h3>
                  <p className="mt-3 leading-relaxed text-slate-600">{pick(value.text, language)}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
