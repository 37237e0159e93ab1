/**
 * The one HTTP client, for the API at `apiBaseUrl`. Failures become a typed ApiError so machines
 * can tell a timeout, an error answer and no answer apart, and say each in its own message.
 */
import axios, { type AxiosError } from 'axios';
import { apiBaseUrl } from './base-url';
import { ApiError, codeOf } from './errors';
import { requestTimeoutMs } from './limits';
import { tokenStorageKey } from './token-storage';
import { reportTwoFactorSetupRequired, reportUnauthorized } from './unauthorized';

export { ApiError } from './errors';

export const api = axios.create({ baseURL: apiBaseUrl, timeout: requestTimeoutMs });

function toApiError(error: AxiosError): ApiError {
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
    return new ApiError('timeout', error.message);
  if (error.response) {
    return new ApiError('response', error.message, error.response.status, codeOf(error.response.data));
  }
  if (error.request) return new ApiError('noResponse', error.message);
  return new ApiError('other', error.message);
}

/** The Authorization header for a token, only when a token exists. */
export function bearer(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

// The stored token rides on every call that does not set its own.
api.interceptors.request.use((config) => {
  if (!config.headers.has('Authorization')) {
    const token = typeof window === 'undefined' ? null : window.localStorage.getItem(tokenStorageKey);
    for (const [name, value] of Object.entries(bearer(token))) config.headers.set(name, value);
  }
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (!axios.isAxiosError(error)) return Promise.reject(error);
  const failure = toApiError(error);
  const sentToken = error.config?.headers?.has('Authorization');
  // A 401 from these is a refused sign-in (a wrong password or code), not a session that ended.
  const isSessionCall = /\/api\/(login|login\/two-factor|logout|verify-token)$/.test(error.config?.url ?? '');
  if (failure.status === 401 && sentToken && !isSessionCall) reportUnauthorized();
  if (failure.status === 403 && failure.code === 'twoFactorSetupRequired') reportTwoFactorSetupRequired();
  return Promise.reject(failure);
});
