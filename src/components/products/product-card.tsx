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
 * A product as a card that links to its page. The link is the product's name, stretched over the
 * whole card by the stylesheet, so the card is one target while what the link is called is exactly
 * what it shows (a screen reader's name and the words a voice-control user reads out agree); it is
 * described by the product's text. The picture beside the name adds nothing to read, nor does
 * "View details", which says what the card does. `heading` is the card title's level where it sits,
 * under its section's heading. A search's words are marked where the card shows them.
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
    <div className="product-card group">
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
        <Heading className="product-card-name">
          <SiteLink
            path={`/products/${product.id}`}
            aria-describedby={`${id}-text`}
            className="product-card-link"
          >
            <Highlighted text={product.name} query={query} />
          </SiteLink>
        </Heading>
        <p id={`${id}-text`} className="product-card-text">
          <Highlighted text={product.description} query={query} />
        </p>
        <span aria-hidden="true" className="product-card-more">
          <Trans>View details</Trans>
        </span>
      </div>
    </div>
  );
}
