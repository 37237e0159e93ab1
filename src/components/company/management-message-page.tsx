import { pick } from '../../content/bilingual';
import { type Manager, managers, managersIntro } from '../../content/managers';
import { useLanguage } from '../../root-actors';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { Reveal } from '../ui/reveal';
import { CompanyHero } from './company-hero';
import { IntroducedSection } from './sections';

/** /word-manager: the chairman's and the general manager's messages. */
export function ManagementMessagePage() {
  return (
    <main id="main">
      <CompanyHero page="/word-manager" image="/videos/about-intro-poster.jpg" />
      <IntroducedSection heading={managersIntro.heading} text={managersIntro.text}>
        <div className="flex flex-col gap-12">
          {managers.map((manager) => (
            <ManagerMessage key={manager.id} manager={manager} />
          ))}
        </div>
      </IntroducedSection>
    </main>
  );
}

function ManagerMessage({ manager }: { manager: Manager }) {
  const language = useLanguage();
  const name = pick(manager.name, language);
  return (
    <Reveal>
      <article
        data-manager={manager.id}
        aria-labelledby={`manager-${manager.id}`}
        className="grid gap-8 overflow-hidden rounded-3xl bg-white p-6 shadow-md ring-1 ring-slate-200 md:grid-cols-[16rem_1fr] md:p-10"
      >
        <div className="flex flex-col items-center text-center md:items-start md:text-start">
          <ImageWithFallback
            src={manager.image}
            alt={name}
            width={256}
            height={320}
            loading="lazy"
            className="aspect-[4/5] w-48 rounded-2xl bg-brand-50 object-cover md:w-full"
          />
          <h2 id={`manager-${manager.id}`} className="mt-6 text-2xl font-extrabold text-brand-900">
            {name}
          </h2>
          <p className="mt-1 font-semibold text-accent-700">{pick(manager.title, language)}</p>
          <p className="mt-3 text-sm leading-relaxed text-slate-500">{pick(manager.description, language)}</p>
        </div>
        <blockquote className="border-s-4 border-accent-500 ps-6">
          {manager.message.map((paragraph) => (
            <p key={paragraph.en} className="mt-4 text-lg leading-relaxed text-slate-700 first:mt-0">
              {pick(paragraph, language)}
            </p>
          ))}
        </blockquote>
      </article>
    </Reveal>
  );
}
