import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { marqueeMachine } from '../../../machines/marquee.machine';
import { watchInView, watchReducedMotion } from '../../actors/browser';
import { pick } from '../../content/bilingual';
import { partners } from '../../content/partners';
import { useFlow, useLanguage } from '../../root-actors';
import { waitsForScripts } from '../ui/button-styles';
import { holdHandlers } from '../ui/hold-handlers';
import { PlaybackToggle } from '../ui/playback-toggle';

/**
 * The partner brands scrolling past: the row moves toward the start of the text, so it
 * runs the other way in Arabic, and holds still while the pointer or keyboard focus is on it,
 * while nobody can see it (a background tab, or scrolled out of view), and from its Pause button
 * until its Play button. For those who ask for reduced motion the logos stand still in rows
 * (styles.css), and the button, with nothing to start, is not shown.
 */
export function PartnerMarquee() {
  const { t } = useLingui();
  const language = useLanguage();
  const section = useRef<HTMLElement>(null);
  const marquee = useFlow(
    marqueeMachine.provide({
      actors: { watchInView: watchInView(() => section.current), watchReducedMotion },
    }),
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
      className="marquee relative py-6"
      data-paused={paused}
      {...holdHandlers(marquee)}
    >
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div className="marquee-track flex w-max">
          <ul className="flex">{logos('first')}</ul>
          <ul className="flex" aria-hidden="true">
            {logos('second')}
          </ul>
        </div>
      </div>
      <PlaybackToggle
        flow={marquee}
        labels={{ pause: t`Pause partner brands`, play: t`Play partner brands` }}
        className={`absolute inset-y-0 end-2 my-auto flex size-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-slate-200 hover:bg-brand-50 motion-reduce:hidden ${waitsForScripts}`}
      />
    </section>
  );
}
