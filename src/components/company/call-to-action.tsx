import { type Bilingual, type ContentLink, pick } from '../../content/bilingual';
import { useLanguage } from '../../root-actors';
import { SiteLink } from '../layout/site-link';
import { buttonStyles } from '../ui/button-styles';
import { Reveal } from '../ui/reveal';

interface CallToActionProps {
  heading: Bilingual;
  text: Bilingual;
  /** The main action first (filled), the other second (outlined). */
  actions: readonly [ContentLink, ContentLink];
}

/**
 * A band inviting the visitor to act, closing a company page. Its buttons are plain links in the
 * page's language, so they work before the scripts load too.
 */
export function CallToAction({ heading, text, actions: [main, other] }: CallToActionProps) {
  const language = useLanguage();
  return (
    <section className="bg-linear-to-br from-brand-700 to-brand-900 py-16 text-white">
      <Reveal className="mx-auto flex max-w-5xl flex-col items-center px-4 text-center">
        <h2 className="text-3xl font-extrabold text-balance md:text-4xl">{pick(heading, language)}</h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{pick(text, language)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <SiteLink path={main.path} className={`${buttonStyles.accent} px-6 text-lg`}>
            {pick(main.label, language)}
          </SiteLink>
          <SiteLink path={other.path} className={`${buttonStyles.outlineLight} px-6 text-lg`}>
            {pick(other.label, language)}
          </SiteLink>
        </div>
      </Reveal>
    </section>
  );
}
