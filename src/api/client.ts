/**
 * The one HTTP client (DESIGN.md): same origin by default, or `VITE_API_BASE_URL` for a split
 * deployment. Failures become a typed ApiError so machines can tell a timeout, an error answer and
 * no answer apart (spec §8).
 */
import axios, { type AxiosError } from 'axios';
import { requestTimeoutMs } from './limits';

const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

export const api = axios.create({ baseURL: apiBaseUrl, timeout: requestTimeoutMs });

export type ApiErrorKind = 'timeout' | 'response' | 'noResponse' | 'other';

export class ApiError extends Error {
  constructor(
    public readonly kind: ApiErrorKind,
    message: string,
    public readonly status: number | null = null,
    /** The server's own message, when its answer carried one. */
    public readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function toApiError(error: AxiosError<{ message?: unknown }>): ApiError {
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
    return new ApiError('timeout', error.message);
  if (error.response) {
    const body = error.response.data;
    const serverMessage = body && typeof body.message === 'string' ? body.message : null;
    return new ApiError('response', serverMessage ?? error.message, error.response.status, serverMessage);
  }
  if (error.request) return new ApiError('noResponse', error.message);
  return new ApiError('other', error.message);
}

api.interceptors.response.use(undefined, (error: unknown) =>
  Promise.reject(axios.isAxiosError(error) ? toApiError(error) : error),
);

/** Relative media paths (spec §7) resolve against the API's origin; absolute URLs pass through. */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
