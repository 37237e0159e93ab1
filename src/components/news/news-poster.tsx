import { mediaUrl } from '../../api/base-url';
import type { NewsItem } from '../../api/news';
import { PlaybackIcon } from '../ui/icons';

/**
 * A video item's place in a list: its still (captured when it was uploaded) or, without one, a
 * plain frame, with a play mark saying the item is a video. Decorative: its title says what it is.
 */
export function NewsPoster({ item }: { item: NewsItem }) {
  return (
    <div aria-hidden="true" className="relative aspect-video w-full bg-brand-900">
      {item.poster_path && (
        <img
          src={mediaUrl(item.poster_path)}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          className="size-full object-cover"
        />
      )}
      <span className="absolute inset-0 m-auto flex size-14 items-center justify-center rounded-full bg-white/90 text-brand-900">
        <PlaybackIcon pause={false} className="size-6" />
      </span>
    </div>
  );
}
