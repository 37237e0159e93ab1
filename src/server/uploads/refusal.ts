/**
 * A refusal as the tus server sends it: the status, and the body every refusal of this API has
 * (`{ success, message, code }`), since the tus server answers its requests itself, outside the
 * API's error handler.
 */
import { codeOfRefusal } from '../plugins/errors';

export interface TusRefusal {
  status_code: number;
  body: string;
}

export function refusal(status: number, message: string): TusRefusal {
  return {
    status_code: status,
    body: JSON.stringify({ success: false, message, code: codeOfRefusal(message) }),
  };
}
