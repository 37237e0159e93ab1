import { useState } from 'react';
import { isSlowConnection } from '../../actors/browser';
import { mediaUrl } from '../../api/base-url';
import type { ImageVariant, ProductSummary } from '../../api/products';
import { useHydrated } from '../../root-actors';
import { ImageWithFallback } from '../ui/image-with-fallback';

interface ResponsiveImageProps {
  /** The uploaded original, a path under /media. */
  src: string;
  variants: readonly ImageVariant[];
  alt: string;
  /** How wide the image is drawn, for the browser to pick a variant (`sizes`). */
  sizes: string;
  className?: string;
  priority?: boolean;
  /** The language of `alt`, when it is not the page's. */
  lang?: string | undefined;
}

/** Of each format, only the narrowest variant: the lightest file, for a slow connection. */
function narrowestOfEach(variants: readonly ImageVariant[]): ImageVariant[] {
  return variants.filter(
    (variant) => !variants.some((other) => other.format === variant.format && other.width < variant.width),
  );
}

/**
 * An uploaded picture: WebP (and AVIF) variants by width, the original as the fallback. A picture
 * drawn in the browser for a visitor on a slow connection (or saving data) offers only the
 * narrowest variants, which the server sends such a visitor at quality 50. The server's HTML cannot know the connection, and pictures already in it are
 * on their way when the page's scripts run, so those keep the full choice.
 */
export function ResponsiveImage({
  src,
  variants,
  alt,
  sizes,
  className,
  priority,
  lang,
}: ResponsiveImageProps) {
  const hydrated = useHydrated();
  const [slow] = useState(() => hydrated && isSlowConnection());
  const offered = slow ? narrowestOfEach(variants) : variants;
  const byFormat = (format: 'webp' | 'avif') =>
    offered
      .filter((variant) => variant.format === format)
      .map((variant) => `${mediaUrl(variant.path)} ${variant.width}w`)
      .join(', ');
  const avif = byFormat('avif');
  const webp = byFormat('webp');
  return (
    <picture lang={lang}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <ImageWithFallback
        src={mediaUrl(src)}
        alt={alt}
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}

interface ProductImageProps {
  product: Pick<ProductSummary, 'image' | 'imageVariants' | 'name'>;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Shown beside the product's name (a card): no text of its own, or it would be read twice. */
  decorative?: boolean;
}

/** A product's picture, named by the product. */
export function ProductImage({ product, decorative, ...rest }: ProductImageProps) {
  return (
    <ResponsiveImage
      src={product.image}
      variants={product.imageVariants}
      alt={decorative ? '' : product.name}
      {...rest}
    />
  );
}
