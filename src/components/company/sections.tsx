import type { ReactNode } from 'react';
import { type Bilingual, pick } from '../../content/bilingual';
import { useLanguage } from '../../root-actors';
import { Reveal, SectionHeading } from '../ui/reveal';

interface TextBlockProps {
  heading: Bilingual;
  paragraphs: readonly Bilingual[];
}

/** A heading over a few paragraphs of company copy, as the about and quality pages write it. */
export function TextBlock({ heading, paragraphs }: TextBlockProps) {
  const language = useLanguage();
  return (
    <>
      <h2 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{pick(heading, language)}</h2>
      <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-accent-500" />
      {paragraphs.map((paragraph) => (
        <p key={paragraph.en} className="mt-5 text-lg leading-relaxed text-slate-600">
          {pick(paragraph, language)}
        </p>
      ))}
    </>
  );
}

interface IntroducedSectionProps {
  heading: Bilingual;
  text: Bilingual;
  /** `max-w-6xl` or `max-w-7xl`: how wide the section's content runs. */
  width?: string;
  className?: string;
  children: ReactNode;
}

/** A page section opened by a centred heading and a line of introduction, revealed on scroll. */
export function IntroducedSection({
  heading,
  text,
  width = 'max-w-6xl',
  className = '',
  children,
}: IntroducedSectionProps) {
  const language = useLanguage();
  return (
    <section className={`py-20 ${className}`}>
      <div className={`mx-auto px-4 ${width}`}>
        <Reveal>
          <SectionHeading title={pick(heading, language)} text={pick(text, language)} />
        </Reveal>
        {children}
      </div>
    </section>
  );
}
