/**
 * What the admin screens' walks share: how a request fails at the HTTP boundary (as the model's
 * error payloads describe it) and what the person then reads, and the alert list read newest first.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { HttpFake, RequestMatch } from './http-fake';

/** How a request failed, read from a model's `xstate.error.actor.*` payload. */
export type Failure =
  | { kind: 'refused'; status: number; code: string }
  | { kind: 'gatewayError' }
  | { kind: 'timeout' }
  | { kind: 'noConnection' }
  | { kind: 'unreadable' };

export function failureOf(event: EventObject): Failure {
  const { error } = event as EventObject & { error: unknown };
  if (!(error instanceof ApiError)) return { kind: 'unreadable' };
  if (error.kind === 'noResponse') return { kind: 'noConnection' };
  if (error.kind === 'timeout') return { kind: 'timeout' };
  if (error.code) return { kind: 'refused', status: error.status ?? 400, code: error.code };
  return { kind: 'gatewayError' };
}

/** The server's refusals the walks use, with the English message its answer carries. */
export const refusals: Record<string, string> = {
  usernameTaken: 'That username is already taken',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'At least one administrator must remain',
  userNotFound: 'User not found',
  adminOnly: 'This action is restricted to administrators',
  productNotFound: 'Product not found',
  newsNotFound: 'News item not found',
  contactThrottled: 'Too many messages were sent from your connection. Please try again later.',
  contactMessageNotFound: 'Message not found',
  subscriptionNotFound: 'Subscription not found',
  twoFactorRejected: 'That code is not valid. Please try again.',
  twoFactorNotPending: 'Start the setup again: no new secret is waiting for a code',
  loginThrottled: 'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
};

/** Ends the oldest request matching `match` the way the model's error payload describes. */
export function failRequest(http: HttpFake, match: RequestMatch, event: EventObject): Promise<void> {
  const failure = failureOf(event);
  switch (failure.kind) {
    case 'refused':
      return http.answer(match, failure.status, {
        success: false,
        message: refusals[failure.code],
        code: failure.code,
      });
    case 'gatewayError':
      // A proxy in front of the API answers with its own page and no message of ours.
      return http.answer(match, 502, '<html><body>Bad Gateway</body></html>');
    case 'timeout':
      return http.timeOut(match);
    case 'noConnection':
      return http.fail(match);
    case 'unreadable':
      // A success status whose body is not the API's answer (a captive portal's page).
      return http.answer(match, 200, '<html>proxy page</html>');
  }
}

/**
 * What the person reads after a failure: the server's message when its answer had one, the
 * network text when no answer came, else the screen's own fallback.
 */
export function failureText(event: EventObject, fallback: string): string {
  const failure = failureOf(event);
  if (failure.kind === 'refused') return refusals[failure.code] ?? '';
  if (failure.kind === 'noConnection') return 'Network error - please check your connection';
  return fallback;
}

/** The alert list. Read straight from the page: role queries are slow in jsdom. */
function notifications(): HTMLElement {
  const region = document.querySelector<HTMLElement>('section[aria-live]');
  expect(region).toHaveAttribute('aria-label', 'Notifications');
  return region as HTMLElement;
}

/** An alert as the person reads it. */
export interface ShownAlert {
  type: 'error' | 'success' | 'info' | 'warning';
  title: string;
  message: string;
}

/**
 * The alert list shows `raised` (oldest first) newest on top. Alerts close themselves after five
 * seconds, so on a slow run the oldest may be gone already; the newest is always there when the
 * last gesture raised it.
 */
export function expectAlerts(raised: ShownAlert[], { justRaised }: { justRaised: boolean }) {
  const region = notifications();
  const shown = [...region.children].map((alert) => ({
    role: alert.getAttribute('role'),
    text: alert.textContent,
  }));
  const expected = [...raised].reverse().map((alert) => ({
    role: alert.type === 'error' ? 'alert' : 'status',
    text: `${alert.title}${alert.message}×`,
  }));
  expect(shown).toEqual(expected.slice(0, shown.length));
  if (justRaised) expect(shown.length, 'the alert just raised is shown').toBeGreaterThan(0);
  for (const close of region.querySelectorAll('button'))
    expect(close).toHaveAttribute('aria-label', 'Close notification');
}

/** The page's own elements with this text, leaving out the alert list. */
export function onPage(text: string): HTMLElement[] {
  const alerts = notifications();
  return screen.queryAllByText(text).filter((element) => !alerts.contains(element));
}

/** An event of a hand-written path, with its payload. */
export const eventOf = (type: string, payload: Record<string, unknown> = {}): EventObject => ({
  ...payload,
  type,
});

const textOfIds = (ids: string | null) =>
  (ids ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/**
 * What a screen reader reads after a control's name: the texts its `aria-describedby` points at.
 * Read plainly, as jest-dom's accessible description is slow over many checks in jsdom.
 */
export const descriptionOf = (element: Element) => textOfIds(element.getAttribute('aria-describedby'));

/** A control's name from `aria-labelledby`, else `aria-label`. */
export const labelOf = (element: Element) =>
  element.hasAttribute('aria-labelledby')
    ? textOfIds(element.getAttribute('aria-labelledby'))
    : (element.getAttribute('aria-label') ?? '');

/**
 * Answers the oldest request matching `match` with the success the model's done payload
 * describes: its English message and its code, or, when the payload has no code, one this client
 * does not know (a newer server's), which the page reads as none and shows its own words for.
 */
export function answerSuccess(http: HttpFake, match: RequestMatch, status: number, event: EventObject) {
  const { output } = event as EventObject & { output: { message: string; code?: string } };
  return http.answer(match, status, {
    success: true,
    message: output.message,
    code: output.code ?? 'addedByANewerServer',
  });
}
