import { type ImgHTMLAttributes, useState } from 'react';

export const placeholderImage = '/images/placeholder.svg';

/** An image that shows the neutral placeholder when its file fails to load. */
export function ImageWithFallback({ src, ...image }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...image}
      alt={image.alt ?? ''}
      src={failed ? placeholderImage : src}
      onError={() => setFailed(true)}
    />
  );
}
