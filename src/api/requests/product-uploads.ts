import { z } from 'zod';
import { requestTimeoutMs } from '../limits';
import type { ImageSwapRequest, ProductCreateRequest, ReplacedImage } from '../product-uploads';
import { createResultSchema, defaultFaqs, defaultSpecifications, imageVariantSchema } from '../products';
import { appendPublication } from '../publication';
import { resultSchema } from '../result';
import { uploadField } from '../uploads';
import { sendUpload } from './send-upload';

/**
 * `POST /api/products/upload` naming the picture's finished upload: the fields, lists as JSON text,
 * with the default specifications and FAQs, and the Arabic translation as one JSON part when there
 * is one. Resolves with `{ success, productId, message }`; rejects with an `UploadFailure`.
 */
export async function createProductFromUpload(
  {
    uploadIds: [picture],
    request: { fields, translation, publication },
  }: { uploadIds: string[]; request: ProductCreateRequest },
  signal?: AbortSignal,
) {
  if (!picture) throw new TypeError('A product needs its uploaded picture');
  const form = new FormData();
  form.append('name', fields.name);
  form.append('category', fields.category);
  form.append('description', fields.description);
  form.append('features', JSON.stringify(fields.features));
  form.append('applications', JSON.stringify(fields.applications));
  form.append('certifications', JSON.stringify(fields.certifications));
  form.append('specifications', JSON.stringify(defaultSpecifications));
  form.append('faqs', JSON.stringify(defaultFaqs));
  if (translation) form.append('translation', JSON.stringify(translation));
  appendPublication(form, publication);
  form.append(uploadField, picture);
  return sendUpload('/api/products/upload', form, {
    timeout: requestTimeoutMs,
    result: createResultSchema,
    signal,
  });
}

const replacedImageSchema = resultSchema.extend({
  image: z.string(),
  imageVariants: z.array(imageVariantSchema),
});

/** `POST /api/products/{id}/image` naming the new picture's finished upload: stores it at once. */
export function replaceProductImage(
  { uploadIds: [picture], request: { productId } }: { uploadIds: string[]; request: ImageSwapRequest },
  signal?: AbortSignal,
): Promise<ReplacedImage> {
  if (!picture) throw new TypeError('A new picture needs its upload');
  const form = new FormData();
  form.append(uploadField, picture);
  return sendUpload(`/api/products/${productId}/image`, form, {
    timeout: requestTimeoutMs,
    result: replacedImageSchema,
    signal,
  });
}
