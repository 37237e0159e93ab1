import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

export const placeholderImage = '/images/placeholder.svg';

/**
 * An image that shows the neutral placeholder when its file fails to load. The server's HTML may
 * have failed before the page's scripts ran, when no one was listening: that is read on mount.
 */
export function ImageWithFallback({ src, ...image }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') !== placeholderImage)
      setFailed(true);
  }, []);
  return (
    <img
      {...image}
      ref={element}
      alt={image.alt ?? ''}
      src={failed ? placeholderImage : src}
      onError={() => setFailed(true)}
    />
  );
}
