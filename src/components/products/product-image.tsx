import { mediaUrl } from '../../api/client';
import type { Product } from '../../api/products';
import { ImageWithFallback } from '../ui/image-with-fallback';

interface ProductImageProps {
  product: Pick<Product, 'image' | 'imageVariants' | 'name'>;
  /** How wide the image is drawn, for the browser to pick a variant (`sizes`). */
  sizes: string;
  className?: string;
  priority?: boolean;
}

/** A product's picture: WebP (and AVIF) variants by width, the original as the fallback. */
export function ProductImage({ product, sizes, className, priority }: ProductImageProps) {
  const byFormat = (format: 'webp' | 'avif') =>
    product.imageVariants
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
        src={mediaUrl(product.image)}
        alt={product.name}
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
