/**
 * A refusal as the tus server sends it: the status, and the body every refusal of this API has
 * (`{ success, message, code }`), since the tus server answers its requests itself, outside the
 * API's error handler.
 */
import type { MessageId } from '../../api/messages';
import { HttpError, refusalBody } from '../plugins/errors';

export interface TusRefusal {
  status_code: number;
  body: string;
}

export function refusal(status: number, code: MessageId): TusRefusal {
  return refusalOf(new HttpError(status, code));
}

/** A refusal raised by the API's own code (no room on the disk), as the tus server sends it. */
export function refusalOf(error: HttpError): TusRefusal {
  return { status_code: error.statusCode, body: JSON.stringify(refusalBody(error)) };
}
