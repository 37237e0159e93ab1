/**
 * The HTTP boundary of a walk: the app's one axios instance answers from here instead of the
 * network. Every request waits until the test answers it, so a walk decides when and how each call
 * ends (an answer, an error answer, no answer, a timeout), and can read what was sent.
 */
import { AxiosError, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../src/api/client';
// The app loads these with its first call that needs them (in a browser, a chunk fetched from its
// own server). Loaded here up front, so a walk waiting for a request counts the app's own steps,
// not the test runner compiling modules.
import '../../src/api/news';
import '../../src/api/products';
import '../../src/api/requests/auth';
import '../../src/api/requests/contact';
import '../../src/api/requests/subscriptions';

export interface SentRequest {
  method: string;
  url: string;
  /** The body as sent: parsed JSON, FormData, or undefined. */
  body: unknown;
  headers: Record<string, string>;
  params: Record<string, unknown>;
  /** The request's own timeout in milliseconds, when it set one. */
  timeout: number | undefined;
}

interface Pending {
  request: SentRequest;
  config: InternalAxiosRequestConfig;
  resolve: (response: AxiosResponse) => void;
  reject: (error: unknown) => void;
}

export interface HttpFake {
  /** Every request sent so far, oldest first. */
  readonly sent: SentRequest[];
  /** Requests not answered yet, oldest first. */
  pending(): SentRequest[];
  /**
   * Answers the oldest pending request matching `method url` (a RegExp or an exact path), with
   * response headers if given. A status the request does not accept (axios' `validateStatus`,
   * 2xx by default) rejects it as axios does.
   */
  answer(
    match: RequestMatch,
    status: number,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<void>;
  /** The oldest matching request gets no answer at all (the connection failed). */
  fail(match: RequestMatch): Promise<void>;
  /** The oldest matching request times out. */
  timeOut(match: RequestMatch): Promise<void>;
  /** Reports upload progress on the oldest matching request. */
  progress(match: RequestMatch, loaded: number, total: number): Promise<void>;
  /** Waits until a request matching `match` is pending, and returns it. */
  next(match: RequestMatch): Promise<SentRequest>;
  restore(): void;
}

export type RequestMatch = `${'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}` | RegExp;

function matches(match: RequestMatch, request: SentRequest): boolean {
  const line = `${request.method} ${request.url}`;
  return typeof match === 'string' ? line === match : match.test(line);
}

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

// Captured before any test fakes the clock: flushing must not wait on fake timers.
const nextMacrotask = globalThis.setImmediate.bind(globalThis);

/** Lets promise callbacks (the app's `.then` chains, React's updates) run. */
export const flush = () => new Promise<void>((resolve) => nextMacrotask(() => resolve()));

// Real time, captured before any test fakes the clock.
const realNow = performance.now.bind(performance);

/** How long, in real milliseconds, a walk waits for the page to do what it must before failing. */
const patience = 10_000;

/**
 * Calls `find` between turns (a macrotask each, by default) until it returns something, or until
 * `patience` of real time has passed (then null). Bounded by real time, not by a count of turns:
 * a page that loads a module (a lazy route, the QR encoder) needs the time a busy machine takes,
 * however many turns pass meanwhile; a fake clock does not move this bound.
 */
export async function poll<T>(
  find: () => T | null | undefined,
  turn: () => Promise<unknown> = flush,
): Promise<T | null> {
  const deadline = realNow() + patience;
  for (;;) {
    const found = find();
    if (found !== null && found !== undefined) return found;
    if (realNow() > deadline) return null;
    await turn();
  }
}

export function fakeHttp(): HttpFake {
  const original = api.defaults.adapter;
  const sent: SentRequest[] = [];
  const queue: Pending[] = [];
  api.defaults.adapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(config.headers.toJSON())) headers[name] = String(value);
      const request: SentRequest = {
        method: (config.method ?? 'get').toUpperCase(),
        url: (config.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
        body: bodyOf(config.data),
        headers,
        params: (config.params as Record<string, unknown>) ?? {},
        timeout: config.timeout,
      };
      sent.push(request);
      const pending = { request, config, resolve, reject };
      queue.push(pending);
      // As axios' own adapters do: a fired signal ends the request with a CanceledError.
      config.signal?.addEventListener?.(
        'abort',
        () => {
          const index = queue.indexOf(pending);
          if (index === -1) return;
          queue.splice(index, 1);
          reject(new CanceledError(undefined, config));
        },
        { once: true },
      );
    });

  const take = async (match: RequestMatch): Promise<Pending> => {
    await fake.next(match);
    const index = queue.findIndex((p) => matches(match, p.request));
    const [pending] = queue.splice(index, 1);
    if (!pending) throw new Error(`No pending request matches ${String(match)}`);
    return pending;
  };

  const fake: HttpFake = {
    sent,
    pending: () => queue.map((p) => p.request),
    async answer(match, status, body, headers = {}) {
      const { config, resolve, reject } = await take(match);
      const response: AxiosResponse = { data: body, status, statusText: String(status), headers, config };
      const accepted = config.validateStatus ?? ((code: number) => code >= 200 && code < 300);
      if (accepted(status)) resolve(response);
      else
        reject(
          new AxiosError(
            `Request failed with status code ${status}`,
            'ERR_BAD_RESPONSE',
            config,
            {},
            response,
          ),
        );
      await flush();
    },
    async fail(match) {
      const { config, reject } = await take(match);
      reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
      await flush();
    },
    async timeOut(match) {
      const { config, reject } = await take(match);
      reject(new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config, {}));
      await flush();
    },
    async progress(match, loaded, total) {
      await fake.next(match);
      const pending = queue.find((p) => matches(match, p.request));
      pending?.config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true });
      await flush();
    },
    async next(match) {
      const found = await poll(() => queue.find((p) => matches(match, p.request)));
      if (found) return found.request;
      const waiting = queue.map((p) => `${p.request.method} ${p.request.url}`).join(', ') || 'none';
      throw new Error(`No request ${String(match)} was sent (pending: ${waiting})`);
    },
    restore() {
      api.defaults.adapter = original;
    },
  };
  return fake;
}
