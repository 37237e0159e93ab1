import { useLingui } from '@lingui/react/macro';
import { productCarouselMachine } from '../../../machines/product-carousel.machine';
import { pick } from '../../content/bilingual';
import { featuredProducts, featuredProductsSection } from '../../content/home';
import { useLanguage } from '../../root-actors';
import { SiteLink } from '../layout/site-link';
import { buttonStyles } from '../ui/button-styles';
import { ChevronForward } from '../ui/icons';
import { CarouselShell, useCarousel } from './carousel-shell';

/**
 * Products per view by width, widest first (1/2/3/4 on small, medium, large and
 * extra-large screens), matching the slides' CSS widths below.
 */
const breakpoints = [
  { query: '(min-width: 1280px)', perView: 4 },
  { query: '(min-width: 1024px)', perView: 3 },
  { query: '(min-width: 640px)', perView: 2 },
] as const;

/**
 * The home page's five featured product lines, sliding every 4 s and looping; it holds still
 * under the pointer, with keyboard focus inside, while nobody can see it, or stopped. Card widths
 * come from CSS, so the server-rendered layout is already right before the script runs.
 */
export function FeaturedCarousel() {
  const { t } = useLingui();
  const language = useLanguage();
  const { carousel, section } = useCarousel(productCarouselMachine, featuredProducts.length, breakpoints);
  return (
    <CarouselShell
      carousel={carousel}
      section={section}
      heading={{ title: pick(featuredProductsSection.heading, language) }}
      sectionClassName="bg-slate-50 py-20"
      containerClassName="mx-auto max-w-7xl px-4"
      // The frame reaches 6 px beyond the container on each side: room for a focused card's ring
      // (5 px outside the card), not for the shadow of the next card (12 px beyond the frame).
      frameClassName="-m-1.5 overflow-hidden p-1.5"
      slideClassName="shrink-0 basis-full px-3 sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
      previousLabel={t`Previous products`}
      nextLabel={t`Next products`}
      between={
        <SiteLink path={featuredProductsSection.viewAll.path} className={buttonStyles.primary}>
          {pick(featuredProductsSection.viewAll.label, language)}
        </SiteLink>
      }
      slides={featuredProducts.map((product) => ({
        key: product.key,
        content: (
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
        ),
      }))}
    />
  );
}
