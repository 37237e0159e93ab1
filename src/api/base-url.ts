/**
 * Where the API answers: the same origin by default, or `VITE_API_BASE_URL` for a split deployment.
 * A module of its own, without the HTTP client, so a page that only shows media does not load it.
 */
export const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** Relative media paths resolve against the API's origin; absolute URLs pass through. */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
