/**
 * What an upload flow knows of a chosen file, and how a failed upload comes back to it, already
 * read: shared by the product and news forms and the resumable upload.
 */
import type { MessageId } from './messages';

/** What a flow needs of a chosen file; the page sends the `File` itself, which has these. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Why an upload failed (a product's or a news item's form, or its file):
 * - `refused`: the API refused it, saying why (its message identifier).
 * - `serverError`: something else answered with words of its own: an HTML error page (`detail` is
 *   its visible text, at most 200 characters) or a JSON message the API does not know.
 * - `status`: an error answer that says nothing more than its status.
 * - `invalidJson`: an empty body, or one that is not the JSON the call promises.
 * - `noResponse`: no answer came in time, or none at all.
 * - `canceled`: the caller stopped it (its AbortSignal fired).

 */
export type UploadFailureReason =
  | { kind: 'refused'; code: MessageId }
  | { kind: 'serverError'; detail: string }
  | { kind: 'status'; status: number }
  | { kind: 'invalidJson' }
  | { kind: 'noResponse' }
  | { kind: 'canceled' };

export class UploadFailure extends Error {
  constructor(public readonly reason: UploadFailureReason) {
    super(`Upload failed: ${reason.kind}`);
    this.name = 'UploadFailure';
  }
}
