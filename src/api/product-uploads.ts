/**
 * The admin's product creation and image swap: what the flows hand the HTTP layer
 * (src/api/requests/product-uploads.ts) and what the swap answers.
 */

import type { z } from 'zod';
import type { MessageId } from './messages';
import type { ImageVariant, ProductTranslation, productFieldsSchema } from './products';
import type { Publication } from './publication';

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
