import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { certificatesCarouselMachine } from '../../../machines/certificates-carousel.machine';
import { pick } from '../../content/bilingual';
import { certificates } from '../../content/certificates';
import { certificatesSection } from '../../content/home';
import { useLanguage } from '../../root-actors';
import { formatNumber } from '../ui/format';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { CarouselShell, useCarousel } from './carousel-shell';

/**
 * The certificates carousel: every 8 s, looping; held under the pointer, with keyboard focus
 * inside, while nobody can see it, or stopped; arrows stop at the ends.
 */
export function CertificatesCarousel() {
  const { t } = useLingui();
  const language = useLanguage();
  const { carousel, section } = useCarousel(certificatesCarouselMachine, certificates.length);
  const index = useSelector(carousel, (s) => s.context.index);
  const position = formatNumber(language, index + 1);
  const total = formatNumber(language, certificates.length);
  return (
    <CarouselShell
      carousel={carousel}
      section={section}
      heading={{
        title: pick(certificatesSection.heading, language),
        text: pick(certificatesSection.text, language),
      }}
      sectionClassName="py-20"
      containerClassName="mx-auto max-w-5xl px-4"
      frameClassName="overflow-hidden rounded-3xl bg-slate-50 ring-1 ring-slate-200"
      slideClassName="grid w-full shrink-0 items-center gap-8 p-6 md:grid-cols-2 md:p-10"
      previousLabel={t`Previous certificate`}
      nextLabel={t`Next certificate`}
      between={
        <p className="min-w-16 text-center font-semibold text-slate-600 tabular-nums">
          <Trans>
            {position} of {total}
          </Trans>
        </p>
      }
      slides={certificates.map((certificate) => ({
        key: certificate.id,
        content: (
          <>
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
          </>
        ),
      }))}
    />
  );
}
