import { mediaUrl } from '../../api/client';
import type { ImageVariant, ProductSummary } from '../../api/products';
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
}

/** An uploaded picture: WebP (and AVIF) variants by width, the original as the fallback. */
export function ResponsiveImage({ src, variants, alt, sizes, className, priority }: ResponsiveImageProps) {
  const byFormat = (format: 'webp' | 'avif') =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${mediaUrl(variant.path)} ${variant.width}w`)
      .join(', ');
  const avif = byFormat('avif');
  const webp = byFormat('webp');
  return (
    <picture>
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
}

/** A product's picture, named by the product. */
export function ProductImage({ product, ...rest }: ProductImageProps) {
  return (
    <ResponsiveImage src={product.image} variants={product.imageVariants} alt={product.name} {...rest} />
  );
}
