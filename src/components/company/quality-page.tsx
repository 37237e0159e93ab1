import { pick } from '../../content/bilingual';
import {
  qualityAssurance,
  qualityCallToAction,
  qualityIntro,
  qualityStandards,
  type TestingDevice,
  testingDeviceRows,
  testingDevices,
  testingDevicesSection,
} from '../../content/quality';
import { useLanguage } from '../../root-actors';
import { PartnerMarquee } from '../home/partner-marquee';
import { PartnersIntro } from '../home/partners-intro';
import { formatNumber } from '../ui/format';
import { Reveal } from '../ui/reveal';
import { CallToAction } from './call-to-action';
import { CompanyHero } from './company-hero';
import { IntroducedSection, TextBlock } from './sections';

/** /quality: the standards, how quality is assured, the laboratory's devices, and what next. */
export function QualityPage() {
  return (
    <main id="main">
      <CompanyHero page="/quality" image="/videos/hero-poster.webp" alternateZoom />
      <IntroducedSection heading={qualityIntro.heading} text={qualityIntro.text} width="max-w-7xl">
        <div className="grid gap-12 lg:grid-cols-2">
          <Reveal from="start">
            <TextBlock heading={qualityStandards.heading} paragraphs={qualityStandards.paragraphs} />
          </Reveal>
          <Reveal delay={0.1}>
            <TextBlock heading={qualityAssurance.heading} paragraphs={qualityAssurance.paragraphs} />
          </Reveal>
        </div>
      </IntroducedSection>
      <TestingDevices />
      <CallToAction
        heading={qualityCallToAction.heading}
        text={qualityCallToAction.text}
        actions={[qualityCallToAction.catalogsButton, qualityCallToAction.contactButton]}
      />
      <PartnersIntro />
      <PartnerMarquee />
    </main>
  );
}

/** Whole class names per row size, so Tailwind finds them: a row of one stands alone in the middle. */
const rowColumns: Record<number, string> = {
  1: 'mx-auto max-w-md',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** The 14 devices in rows of 4, 1, 4, 4 and 1 on wide screens; two columns or one on smaller ones. */
function TestingDevices() {
  const language = useLanguage();
  return (
    <IntroducedSection
      heading={testingDevicesSection.heading}
      text={testingDevicesSection.text}
      width="max-w-7xl"
      className="bg-slate-50"
    >
      <div className="flex flex-col gap-6">
        {testingDeviceRows.map((row) => (
          <ul
            key={row[0]?.id}
            data-device-row={row.length}
            className={`grid gap-6 ${rowColumns[row.length] ?? ''}`}
          >
            {row.map((device) => (
              <li key={device.id}>
                <DeviceCard
                  device={device}
                  number={formatNumber(language, testingDevices.findIndex(({ id }) => id === device.id) + 1)}
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </IntroducedSection>
  );
}

function DeviceCard({ device, number }: { device: TestingDevice; number: string }) {
  const language = useLanguage();
  return (
    <Reveal className="h-full">
      <article
        data-device={device.id}
        className="h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-lg font-extrabold text-brand-700"
        >
          {number}
        </span>
        <h3 className="mt-4 text-lg font-bold text-brand-900">{pick(device.name, language)}</h3>
        <p className="mt-2 leading-relaxed text-slate-600">{pick(device.purpose, language)}</p>
      </article>
    </Reveal>
  );
}
