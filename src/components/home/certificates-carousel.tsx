import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { certificatesCarouselMachine } from '../../../machines/certificates-carousel.machine';
import { pick } from '../../content/bilingual';
import { certificates } from '../../content/certificates';
import { certificatesSection } from '../../content/home';
import { useFlow, useLanguage } from '../../root-actors';
import { formatNumber } from '../ui/format';
import { ChevronBack, ChevronForward } from '../ui/icons';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { Reveal, SectionHeading } from '../ui/reveal';

/** Spec §4 "Certificates carousel": every 8 s, looping; paused in a hidden tab; arrows stop at the ends. */
export function CertificatesCarousel() {
  const { t } = useLingui();
  const language = useLanguage();
  const carousel = useFlow(certificatesCarouselMachine, { input: { count: certificates.length } });
  const index = useSelector(carousel, (s) => s.context.index);
  const canPrevious = useSelector(carousel, (s) => s.can({ type: 'previous.clicked' }));
  const canNext = useSelector(carousel, (s) => s.can({ type: 'next.clicked' }));

  // Bridges the tab's visibility to the machine.
  useEffect(() => {
    const report = () => carousel.send({ type: document.hidden ? 'tab.hidden' : 'tab.shown' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [carousel]);

  const position = formatNumber(language, index + 1);
  const total = formatNumber(language, certificates.length);
  const arrow =
    'flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <section
      className="py-20"
      aria-roledescription={t`carousel`}
      aria-label={pick(certificatesSection.heading, language)}
    >
      <div className="mx-auto max-w-5xl px-4">
        <Reveal>
          <SectionHeading
            title={pick(certificatesSection.heading, language)}
            text={pick(certificatesSection.text, language)}
          />
        </Reveal>
        <div className="overflow-hidden rounded-3xl bg-slate-50 ring-1 ring-slate-200">
          <ul
            className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(${language === 'ar' ? '' : '-'}${index * 100}%)` }}
            aria-live="polite"
          >
            {certificates.map((certificate, i) => (
              <li
                key={certificate.id}
                aria-roledescription={t`slide`}
                aria-hidden={i !== index}
                inert={i !== index}
                className="grid w-full shrink-0 items-center gap-8 p-6 md:grid-cols-2 md:p-10"
              >
                <ImageWithFallback
                  src={certificate.image}
                  alt={pick(certificate.title, language)}
                  width={800}
                  height={600}
                  loading="lazy"
                  className="w-full rounded-xl bg-white shadow-md"
                />
                <div>
                  <h3 className="text-2xl font-bold text-brand-900">{pick(certificate.title, language)}</h3>
                  <p className="mt-4 text-lg leading-relaxed text-slate-600">
                    {pick(certificate.description, language)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-6 flex items-center justify-center gap-6">
          <button
            type="button"
            className={arrow}
            disabled={!canPrevious}
            aria-label={t`Previous certificate`}
            onClick={() => carousel.send({ type: 'previous.clicked' })}
          >
            <ChevronBack className="size-6" />
          </button>
          <p className="min-w-16 text-center font-semibold text-slate-600 tabular-nums">
            <Trans>
              {position} of {total}
            </Trans>
          </p>
          <button
            type="button"
            className={arrow}
            disabled={!canNext}
            aria-label={t`Next certificate`}
            onClick={() => carousel.send({ type: 'next.clicked' })}
          >
            <ChevronForward className="size-6" />
          </button>
        </div>
      </div>
    </section>
  );
}
