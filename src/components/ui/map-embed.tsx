import { mapEmbedUrl } from '../../api/map-embed';
import { useLanguage } from '../../root-actors';

/**
 * A map of a place, as a road map or a satellite view, labelled in the page's language. The frame
 * loads only when it nears the screen, and its box keeps its shape while it loads, so nothing
 * below it moves.
 */
export function MapEmbed({
  query,
  view,
  title,
}: {
  query: string;
  view: 'map' | 'satellite';
  title: string;
}) {
  const language = useLanguage();
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200 sm:aspect-[16/10] lg:aspect-[4/3]">
      <iframe
        src={mapEmbedUrl(query, view, language)}
        title={title}
        loading="lazy"
        className="absolute inset-0 size-full border-0"
      />
    </div>
  );
}
