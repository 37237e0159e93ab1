/** The browser's side of the session machine: the stored token and the sign-in calls. */
import { fromPromise } from 'xstate';
import type { LoginRequest } from '../api/auth';
import { tokenStorageKey } from '../api/auth';
import { login, logout, verifyToken } from '../api/requests/auth';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the session lasts for this page only
  }
}

export const sessionImplementations = {
  actors: {
    readToken: fromPromise(async () => storage()?.getItem(tokenStorageKey) ?? null),
    verifyToken: fromPromise(({ input }: { input: { token: string } }) => verifyToken(input.token)),
    login: fromPromise(({ input }: { input: LoginRequest }) => login(input)),
  },
  actions: {
    storeToken: (_: unknown, { token }: { token: string }) => storage()?.setItem(tokenStorageKey, token),
    forgetToken: () => storage()?.removeItem(tokenStorageKey),
    revokeToken: (_: unknown, { token }: { token: string }) => {
      // Best effort: the token is forgotten here whatever the server answers.
      logout(token).catch(() => {});
    },
  },
};
