/**
 * The admin's product creation and image swap: what the flows hand the HTTP layer, and how a failed
 * upload comes back to them, already read (src/api/requests/product-uploads.ts).
 */

import type { z } from 'zod';
import type { MessageId } from './messages';
import type { ImageVariant, ProductTranslation, productFieldsSchema } from './products';
import type { Publication } from './publication';

/** What a flow needs of a chosen file; the page sends the `File` itself, which has these. */
export interface ImageFile {
  name: string;
  type: string;
  size: number;
}

/**
 * `POST /api/products/upload` once the picture was sent as a resumable upload: the checked English
 * fields, the checked Arabic translation when the Arabic tab is to be saved (created with the
 * product, or neither is), and its publication.
 */
export interface ProductCreateRequest {
  fields: z.output<typeof productFieldsSchema>;
  translation: ProductTranslation | null;
  /** Published now, kept as a draft, or scheduled: sent as `status` and `publish_at`. */
  publication: Publication;
}

/** `POST /api/products/{id}/image` naming a finished upload: a new image stored for the product at once. */
export interface ImageSwapRequest {
  productId: number;
}

/** What the image swap answers: the stored image's path and its responsive copies. */
export interface ReplacedImage {
  message: string;
  /** The server's message identifier, when it is one this client knows. */
  code?: MessageId | undefined;
  image: string;
  imageVariants: ImageVariant[];
}

/**
 * Why a product upload failed:
 * - `refused`: the API refused it, saying why (its message identifier).
 * - `serverError`: something else answered with words of its own: an HTML error page (`detail` is
 *   its visible text, at most 200 characters) or a JSON message the API does not know.
 * - `status`: an error answer that says nothing more than its status.
 * - `invalidJson`: an empty body, or one that is not the JSON the call promises.
 * - `noResponse`: no answer came in time, or none at all.
 * - `canceled`: the caller stopped it (its AbortSignal fired).
 *
 * News uploads fail the same ways (src/api/requests/news.ts).
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
