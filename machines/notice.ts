import { clientMessages } from '../src/api/client-messages';
import { failureMessage } from '../src/api/errors';
import type { AlertType } from './alerts.machine';

/** What a machine asks the alerts to show; the app gives it an id and adds it. */
export interface Notice {
  type: AlertType;
  title: string;
  message: string;
}

/** The 'Error' alert with a message (spec §8). */
export function errorNotice(message: string): Notice {
  return { type: 'error', title: clientMessages.errorTitle, message };
}

/** An API answer with its own message (spec §7: `{ success, message }`). */
interface Answer {
  output: { message?: string | undefined };
}

/** The success alert for an answer: the server's message, else the given one. */
export function successNotice(title: string, fallback: string) {
  return ({ event }: { event: Answer }): Notice => ({
    type: 'success',
    title,
    message: event.output.message || fallback,
  });
}

/** The 'Error' alert for a refusal: the server's message, else the given one. */
export function refusalNotice(fallback: string) {
  return ({ event }: { event: Answer }): Notice => errorNotice(event.output.message || fallback);
}

/** The 'Error' alert for a call that failed: the server's message, the fallback, or no connection. */
export function failureNotice(fallback: string) {
  return ({ event }: { event: { error: unknown } }): Notice =>
    errorNotice(failureMessage(event.error, fallback, clientMessages.networkError));
}
