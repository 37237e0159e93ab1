import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { productCarouselMachine } from '../../../machines/product-carousel.machine';
import { pick } from '../../content/bilingual';
import { featuredProducts, featuredProductsSection } from '../../content/home';
import { useFlow, useLanguage } from '../../root-actors';
import { SiteLink } from '../layout/site-link';
import { buttonStyles } from '../ui/button-styles';
import { ChevronBack, ChevronForward } from '../ui/icons';
import { Reveal, SectionHeading } from '../ui/reveal';

/** Products per view by width (spec §9: 1/2/3/4 on small, medium, large and extra-large screens). */
const breakpoints = [
  { query: '(min-width: 1280px)', perView: 4 },
  { query: '(min-width: 1024px)', perView: 3 },
  { query: '(min-width: 640px)', perView: 2 },
] as const;

/**
 * The five featured product lines (spec §2 "/"), sliding every 4 s and looping; it holds still
 * under the pointer, with keyboard focus inside, or in a hidden tab. Card widths come from CSS, so
 * the server-rendered layout is already right before the script runs.
 */
export function FeaturedCarousel() {
  const { t } = useLingui();
  const language = useLanguage();
  const carousel = useFlow(productCarouselMachine, {
    input: { count: featuredProducts.length, perView: 1 },
  });
  const index = useSelector(carousel, (s) => s.context.index);
  const perView = useSelector(carousel, (s) => s.context.perView);

  // Bridges the viewport width and the tab's visibility to the machine.
  useEffect(() => {
    const queries = breakpoints.map((b) => window.matchMedia(b.query));
    const report = () => {
      const match = breakpoints.find((_, i) => queries[i]?.matches);
      carousel.send({ type: 'perView.changed', perView: match?.perView ?? 1 });
    };
    const visibility = () => carousel.send({ type: document.hidden ? 'tab.hidden' : 'tab.shown' });
    report();
    visibility();
    for (const query of queries) query.addEventListener('change', report);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      for (const query of queries) query.removeEventListener('change', report);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [carousel]);

  const shift = `${language === 'ar' ? '' : '-'}${(index * 100) / perView}%`;
  const arrow =
    'flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-slate-200 hover:bg-brand-50';
  return (
    <section
      className="bg-slate-50 py-20"
      aria-roledescription={t`carousel`}
      aria-label={pick(featuredProductsSection.heading, language)}
    >
      <div className="mx-auto max-w-7xl px-4">
        <Reveal>
          <SectionHeading title={pick(featuredProductsSection.heading, language)} />
        </Reveal>
        <div className="overflow-hidden">
          <ul
            className="-mx-3 flex transition-transform duration-700 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(${shift})` }}
          >
            {featuredProducts.map((product, i) => (
              <li
                key={product.key}
                aria-roledescription={t`slide`}
                className="shrink-0 basis-full px-3 sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
                aria-hidden={i < index || i >= index + perView}
                inert={i < index || i >= index + perView}
              >
                <SiteLink
                  path={product.path}
                  className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg motion-reduce:transform-none"
                >
                  <span aria-hidden="true" className="mb-4 block h-1.5 w-12 rounded-full bg-accent-500" />
                  <span className="text-lg font-bold text-brand-900">{pick(product.title, language)}</span>
                  <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                    {pick(product.text, language)}
                  </span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    {t`View products`}
                    <ChevronForward className="size-4" />
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          <button
            type="button"
            className={arrow}
            aria-label={t`Previous products`}
            onClick={() => carousel.send({ type: 'previous.clicked' })}
          >
            <ChevronBack className="size-6" />
          </button>
          <SiteLink path={featuredProductsSection.viewAll.path} className={buttonStyles.primary}>
            {pick(featuredProductsSection.viewAll.label, language)}
          </SiteLink>
          <button
            type="button"
            className={arrow}
            aria-label={t`Next products`}
            onClick={() => carousel.send({ type: 'next.clicked' })}
          >
            <ChevronForward className="size-6" />
          </button>
        </div>
      </div>
    </section>
  );
}
