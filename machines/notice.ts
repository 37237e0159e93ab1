import type { AlertType } from './alerts.machine';

/** What a machine asks the alerts to show; the app gives it an id and adds it. */
export interface Notice {
  type: AlertType;
  title: string;
  message: string;
}
