/**
 * The browser's own `fetch` as a walk's HTTP boundary, for screens that fetch pages rather than
 * call the API through axios (see http-fake.ts for that one). Every request waits until the walk
 * answers it or lets it fail; an aborted request fails with its signal's reason, as browsers do.
 */
import { flush, poll } from './http-fake';

interface PendingFetch {
  url: string;
  init: RequestInit | undefined;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

export interface FetchFake {
  /** Every URL fetched so far, oldest first, with the options it was fetched with. */
  readonly sent: Array<{ url: string; init: RequestInit | undefined }>;
  /** URLs fetched and not answered yet. */
  pending(): string[];
  /** Answers the oldest pending fetch of `url` with an HTML page. */
  answer(url: string, status: number, html: string): Promise<void>;
  /** The oldest pending fetch of `url` gets no answer (the network failed). */
  fail(url: string): Promise<void>;
  restore(): void;
}

export function fakeFetch(): FetchFake {
  const original = globalThis.fetch;
  const sent: FetchFake['sent'] = [];
  const queue: PendingFetch[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const url = String(input);
      sent.push({ url, init });
      const pending = { url, init, resolve, reject };
      queue.push(pending);
      init?.signal?.addEventListener(
        'abort',
        () => {
          const index = queue.indexOf(pending);
          if (index === -1) return;
          queue.splice(index, 1);
          reject(init.signal?.reason);
        },
        { once: true },
      );
    });

  const take = async (url: string): Promise<PendingFetch> => {
    const found = await poll(() => queue.find((pending) => pending.url === url));
    if (found) {
      queue.splice(queue.indexOf(found), 1);
      return found;
    }
    throw new Error(`No pending fetch of ${url}; pending: ${queue.map((p) => p.url).join(', ')}`);
  };

  return {
    sent,
    pending: () => queue.map((pending) => pending.url),
    async answer(url, status, html) {
      (await take(url)).resolve(new Response(html, { status, headers: { 'Content-Type': 'text/html' } }));
      await flush();
    },
    async fail(url) {
      (await take(url)).reject(new TypeError('Failed to fetch'));
      await flush();
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}
