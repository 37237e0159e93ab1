import { clientMessages } from '../src/api/client-messages';
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
