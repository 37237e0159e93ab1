/**
 * How pages read the JSON API. The browser's reader loads the HTTP client with its first call, not
 * with the page: a server-rendered page already carries its data.
 */

/** Reads a JSON API path: axios in the browser, the server itself (no network) during a server render. */
export type LoadJson = (path: string) => Promise<unknown>;

/** The browser's JSON reader (the product list waits 15 s). */
export const browserLoadJson: LoadJson = async (path) => {
  const [{ api }, { productListTimeoutMs }] = await Promise.all([import('../client'), import('../limits')]);
  return (
    await api.get(path, { timeout: path.startsWith('/api/products?') ? productListTimeoutMs : undefined })
  ).data;
};
