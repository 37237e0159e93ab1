import { useLingui } from '@lingui/react/macro';
import { mediaUrl } from '../../api/base-url';
import type { NewsItem } from '../../api/news';
import { ResponsiveImage } from '../products/product-image';

/**
 * A news item's media as the admin sees it: the picture, or the video's still (a plain frame when
 * none was captured); `playable` shows the video itself with its controls.
 */
export function NewsMedia({
  item,
  sizes,
  className,
  playable = false,
}: {
  item: NewsItem;
  sizes: string;
  className: string;
  playable?: boolean;
}) {
  const { t } = useLingui();
  const label = item.alt_text || item.title;
  if (item.media_type === 'image' && item.image_path)
    return (
      <ResponsiveImage
        src={item.image_path}
        variants={item.image_variants}
        alt={label}
        sizes={sizes}
        className={className}
      />
    );
  const poster = item.poster_path ? mediaUrl(item.poster_path) : undefined;
  if (playable && item.video_path)
    return (
      <video
        src={mediaUrl(item.video_path)}
        poster={poster}
        controls
        muted
        aria-label={label}
        className={className}
      />
    );
  return poster ? (
    <img src={poster} alt={t`Video: ${label}`} className={className} />
  ) : (
    <span
      role="img"
      aria-label={t`Video: ${label}`}
      className={`flex items-center justify-center bg-slate-800 text-white ${className}`}
    >
      ▶
    </span>
  );
}
