import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ProductSummary } from '../../api/products';
import { categoryName } from '../../content/categories';
import { useLanguage } from '../../root-actors';
import type { QueryPart } from '../../search/terms';
import { SiteLink } from '../layout/site-link';
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
      className="product-card group"
    >
      <div className="product-card-picture">
        <ProductImage
          product={product}
          decorative
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
          className="product-card-image"
        />
      </div>
      <div className="product-card-body">
        {category && <span className="product-card-category">{category}</span>}
        <Heading id={`${id}-name`} className="product-card-name">
          <Highlighted text={product.name} query={query} />
        </Heading>
        <p id={`${id}-text`} className="product-card-text">
          <Highlighted text={product.description} query={query} />
        </p>
        <span className="product-card-more">
          <Trans>View details</Trans>
        </span>
      </div>
    </SiteLink>
  );
}
