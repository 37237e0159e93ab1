/** The browser's side of the session machine: the stored token, the sign-in calls, the way out. */

import type { RegisteredRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import type { Notice } from '../../machines/notice';
import type { LoginRequest } from '../api/auth';
import { tokenStorageKey } from '../api/token-storage';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the session lasts for this page only
  }
}

/** The sign-in calls load with the first of them: a visitor who never signs in never loads them. */
const authRequests = () => import('../api/requests/auth');

/** `notify` shows an alert; `router` takes the person to the login page after logging out. */
export function sessionImplementations(router: RegisteredRouter, notify: (notice: Notice) => void) {
  return {
    actors: {
      readToken: fromPromise(async () => storage()?.getItem(tokenStorageKey) ?? null),
      verifyToken: fromPromise(async ({ input }: { input: { token: string } }) => {
        const answer = await (await authRequests()).verifyToken(input.token);
        return answer.success ? answer.user : null;
      }),
      login: fromPromise(async ({ input }: { input: LoginRequest }) => (await authRequests()).login(input)),
      confirmCode: fromPromise(async ({ input }: { input: { challenge: string; code: string } }) =>
        (await authRequests()).loginWithCode(input),
      ),
    },
    actions: {
      storeToken: (_: unknown, { token }: { token: string }) => storage()?.setItem(tokenStorageKey, token),
      forgetToken: () => storage()?.removeItem(tokenStorageKey),
      revokeToken: (_: unknown, { token }: { token: string }) => {
        // Best effort: the token is forgotten here whatever the server answers.
        authRequests()
          .then(({ logout }) => logout(token))
          .catch(() => {});
      },
      notify: (_: unknown, notice: Notice) => notify(notice),
      goToLogin: () => void router.navigate({ to: '/login' }),
    },
  };
}
