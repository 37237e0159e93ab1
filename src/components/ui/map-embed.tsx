/** How close the map opens: a district with its main streets. */
const zoom = 15;

const mapTypes = { map: 'm', satellite: 'k' } as const;

/**
 * A Google Maps embed of a place (the keyless `output=embed` address, admitted by the server's
 * content policy for frames), loaded only when it is about to scroll into view.
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
  const src = `https://maps.google.com/maps?q=${encodeURIComponent(query)}&t=${mapTypes[view]}&z=${zoom}&output=embed`;
  return (
    <iframe
      title={title}
      src={src}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="block h-full min-h-80 w-full border-0"
    />
  );
}
