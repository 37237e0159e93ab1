/**
 * How pages read the JSON API. The browser's reader loads the HTTP client with its first call, not
 * with the page: a server-rendered page already carries its data.
 */

/** A JSON answer, and for a page of a list its `X-Total-Count`: the items over all its pages. */
export interface JsonAnswer {
  body: unknown;
  total: number | null;
}

/**
 * Reads a JSON API path: axios in the browser, the server itself (no network) during a server
 * render. A signal, when given, cancels a read nobody waits for any more.
 */
export type LoadJson = (path: string, signal?: AbortSignal) => Promise<JsonAnswer>;

/** An `X-Total-Count` header's value as a count, or null when there is none. */
export function totalCountOf(header: unknown): number | null {
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/** The browser's JSON reader (the product list waits 15 s). */
export const browserLoadJson: LoadJson = async (path, signal) => {
  const [{ api }, { productListTimeoutMs }] = await Promise.all([import('../client'), import('../limits')]);
  const response = await api.get(path, {
    timeout: path.startsWith('/api/products?') ? productListTimeoutMs : undefined,
    signal,
  });
  return { body: response.data, total: totalCountOf(response.headers['x-total-count']) };
};
