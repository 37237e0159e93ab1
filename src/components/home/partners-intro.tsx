import { pick } from '../../content/bilingual';
import { partnersSection } from '../../content/home';
import { useLanguage } from '../../root-actors';
import { Reveal, SectionHeading } from '../ui/reveal';

export function PartnersIntro() {
  const language = useLanguage();
  return (
    <section className="bg-slate-50 pt-20 pb-4">
      <Reveal className="px-4">
        <SectionHeading
          title={pick(partnersSection.heading, language)}
          text={pick(partnersSection.text, language)}
        />
      </Reveal>
    </section>
  );
}
