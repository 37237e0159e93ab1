import { useLingui } from '@lingui/react/macro';
import { pick } from '../../content/bilingual';
import { futureOutlook, historyIntro, milestoneImage, milestones } from '../../content/milestones';
import { useLanguage } from '../../root-actors';
import { formatYear } from '../ui/format';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { Reveal, SectionHeading } from '../ui/reveal';
import { CompanyHero } from './company-hero';
import { IntroducedSection } from './sections';

/** /about/history: the milestones on a timeline, then the outlook. */
export function HistoryPage() {
  const language = useLanguage();
  return (
    <main id="main">
      <CompanyHero page="/about/history" image="/videos/hero-poster.webp" />
      <IntroducedSection heading={historyIntro.heading} text={historyIntro.text}>
        <Timeline />
      </IntroducedSection>
      <section className="bg-brand-900 py-20 text-white">
        <Reveal className="mx-auto max-w-3xl px-4">
          <SectionHeading
            title={pick(futureOutlook.heading, language)}
            text={pick(futureOutlook.text, language)}
            light
          />
        </Reveal>
      </section>
    </main>
  );
}

/**
 * One column along a line at the inline start on phones; from medium width the line runs down the
 * middle and the cards take turns on its start and end sides (so Arabic mirrors English), each
 * card rising beside the end of the one before.
 */
function Timeline() {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute inset-y-0 start-3.5 w-1 rounded-full bg-brand-100 md:start-[calc(50%-0.125rem)]"
      />
      <ol aria-label={t`Milestones`}>
        {milestones.map((milestone, index) => {
          const side = index % 2 === 0 ? 'start' : 'end';
          return (
            <li
              key={`${milestone.year}-${milestone.title.en}`}
              data-milestone={milestone.year}
              data-side={side}
              className={`relative ps-12 pb-10 last:pb-0 md:w-1/2 md:ps-0 ${side === 'start' ? 'md:pe-12' : 'md:ms-auto md:ps-12'} ${index > 0 ? 'md:-mt-40' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`absolute top-6 start-1.5 size-5 rounded-full border-4 border-white bg-accent-500 shadow ring-2 ring-accent-500 ${side === 'start' ? 'md:start-[calc(100%-0.625rem)]' : 'md:start-[-0.625rem]'}`}
              />
              <Reveal from={side === 'start' ? 'start' : 'below'}>
                <article
                  data-milestone-card
                  className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
                >
                  <ImageWithFallback
                    src={milestoneImage(index)}
                    alt=""
                    width={640}
                    height={320}
                    loading="lazy"
                    className="aspect-[2/1] w-full bg-brand-50 object-cover"
                  />
                  <div className="p-6">
                    <p className="text-3xl font-extrabold text-brand-700">
                      {formatYear(language, milestone.year)}
                    </p>
                    <h3 className="mt-2 text-xl font-bold text-brand-900">
                      {pick(milestone.title, language)}
                    </h3>
                    <p className="mt-3 leading-relaxed text-slate-600">
                      {pick(milestone.description, language)}
                    </p>
                  </div>
                </article>
              </Reveal>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
