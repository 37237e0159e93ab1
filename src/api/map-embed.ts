/**
 * The map embed's address, shared by the page that draws it and the server whose content policy
 * admits its origins in frames (and no other).
 */

/** Google Maps' embed, which needs no key. */
export const mapEmbedOrigin = 'https://maps.google.com';

/** The origins the embed's frame loads from: Google answers the embed address with a redirect to www. */
export const mapFrameOrigins = [mapEmbedOrigin, 'https://www.google.com'] as const;

/** Close enough to show a city and its surroundings. */
const zoom = 12;

const mapTypes = { map: 'm', satellite: 'k' } as const;

export type MapView = keyof typeof mapTypes;

/** The embed's address for a place, as a road map or a satellite view, labelled in `language`. */
export function mapEmbedUrl(query: string, view: MapView, language: string): string {
  const search = new URLSearchParams({
    q: query,
    t: mapTypes[view],
    z: String(zoom),
    output: 'embed',
    hl: language,
  });
  return `${mapEmbedOrigin}/maps?${search}`;
}
