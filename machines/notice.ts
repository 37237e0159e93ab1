import { failureMessage } from '../src/api/errors';
import type { Message } from '../src/api/messages';
import type { AlertType } from './alerts.machine';

/** What a machine asks the alerts to show; the app gives it an id and adds it. */
export interface Notice {
  type: AlertType;
  title: Message;
  message: Message;
}

/** The 'Error' alert with a message. */
export function errorNotice(message: Message): Notice {
  return { type: 'error', title: 'errorTitle', message };
}

/** An API answer with its own message (`{ success, message, code }`). */
interface Answer {
  output: { code?: Message | undefined };
}

/** The success alert for an answer: the server's message, else the given one. */
export function successNotice(title: Message, fallback: Message) {
  return ({ event }: { event: Answer }): Notice => ({
    type: 'success',
    title,
    message: event.output.code ?? fallback,
  });
}

/** The 'Error' alert for a call that failed: the server's message, the fallback, or no connection. */
export function failureNotice(fallback: Message) {
  return ({ event }: { event: { error: unknown } }): Notice =>
    errorNotice(failureMessage(event.error, fallback, 'networkError'));
}
