import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { marqueeMachine } from '../../../machines/marquee.machine';
import { watchSight } from '../../actors/browser';
import { pick } from '../../content/bilingual';
import { partners } from '../../content/partners';
import { useFlow, useLanguage } from '../../root-actors';
import { holdHandlers } from './hold-handlers';

/**
 * The partner brands scrolling past: the row moves toward the start of the text, so it
 * runs the other way in Arabic, and holds still while the pointer or keyboard focus is on it, and
 * while nobody can see it (a background tab, or scrolled out of view). It
 * takes focus itself (it holds no links), so keyboard users can stop it too.
 */
export function PartnerMarquee() {
  const { t } = useLingui();
  const language = useLanguage();
  const section = useRef<HTMLElement>(null);
  const marquee = useFlow(
    marqueeMachine.provide({ actors: { watchSight: watchSight(() => section.current) } }),
  );
  const paused = useSelector(marquee, (s) => s.hasTag('paused'));
  const logos = (copy: 'first' | 'second') =>
    partners.map((partner) => (
      <li key={`${copy}-${partner.id}`} className="flex h-24 w-56 shrink-0 items-center justify-center px-6">
        <img
          src={partner.logo}
          alt={copy === 'first' ? pick(partner.alt, language) : ''}
          width={240}
          height={96}
          // Below the fold: fetched as it nears the screen, and never preloaded with the page.
          loading="lazy"
          decoding="async"
          className="max-h-20 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
        />
      </li>
    ));
  return (
    <section
      ref={section}
      aria-label={t`Partner brands`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: moving content needs a way to stop it from the keyboard, and it holds no links to land on
      tabIndex={0}
      className="marquee relative overflow-hidden py-6 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]"
      data-paused={paused}
      {...holdHandlers(marquee)}
    >
      <div className="marquee-track flex w-max">
        <ul className="flex">{logos('first')}</ul>
        <ul className="flex" aria-hidden="true">
          {logos('second')}
        </ul>
      </div>
    </section>
  );
}
