import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ProductSummary } from '../../api/products';
import { categoryName } from '../../content/categories';
import { useLanguage } from '../../root-actors';
import type { QueryPart } from '../../search/terms';
import { SiteLink } from '../layout/site-link';
import { ChevronForward } from '../ui/icons';
import { Highlighted } from './highlighted';
import { ProductImage } from './product-image';

/**
 * A product as a card that links to its page. The link is named by the product's name and
 * described by its text; the picture beside the name adds nothing to read. `heading` is the card
 * title's level where it sits, under its section's heading. A search's words are marked where the
 * card shows them.
 */
export function ProductCard({
  product,
  heading: Heading,
  query = [],
}: {
  product: ProductSummary;
  heading: 'h2' | 'h3';
  query?: readonly QueryPart[];
}) {
  const language = useLanguage();
  const category = categoryName(product.category, language);
  const id = useId();
  return (
    <SiteLink
      path={`/products/${product.id}`}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-text`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg motion-reduce:transform-none"
    >
      <div className="aspect-[4/3] overflow-hidden bg-slate-100">
        <ProductImage
          product={product}
          decorative
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transform-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {category && (
          <span className="text-xs font-semibold uppercase tracking-wide text-accent-700">{category}</span>
        )}
        <Heading id={`${id}-name`} className="mt-1 text-lg font-bold text-brand-900">
          <Highlighted text={product.name} query={query} />
        </Heading>
        <p id={`${id}-text`} className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">
          <Highlighted text={product.description} query={query} />
        </p>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          <Trans>View details</Trans>
          <ChevronForward className="size-4" />
        </span>
      </div>
    </SiteLink>
  );
}
