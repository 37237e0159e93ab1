/**
 * The admin's product calls that need more than the shared fetchers give: the create upload reads
 * the raw answer (spec §8 "Product create upload errors" tell HTML, JSON and empty bodies apart),
 * and the edit page swaps the image through its own multipart call.
 */
import { z } from 'zod';
import type { ProductUploadRequest, UploadFailure } from '../../../machines/product-create.machine';
import { api } from '../../api/client';
import { imageUploadTimeoutMs } from '../../api/limits';
import {
  createResultSchema,
  defaultFaqs,
  defaultSpecifications,
  imageVariantSchema,
} from '../../api/products';

/**
 * `POST /api/products/upload` (spec §7): the image and the fields, lists as JSON text. Resolves
 * with the server's `{ success, productId, message }`; rejects with an `UploadFailure` for an
 * error answer or an unreadable one, and with the client's ApiError when no answer came.
 */
export async function uploadProduct(
  { fields, image }: ProductUploadRequest,
  onProgress?: (fraction: number) => void,
) {
  // The page sends the chosen `File` itself; the machine only names the parts it checks.
  if (!(image instanceof Blob)) throw new TypeError('The product image is not a file');
  const form = new FormData();
  form.append('name', fields.name);
  form.append('category', fields.category);
  form.append('description', fields.description);
  form.append('features', JSON.stringify(fields.features));
  form.append('applications', JSON.stringify(fields.applications));
  form.append('certifications', JSON.stringify(fields.certifications));
  form.append('specifications', JSON.stringify(defaultSpecifications));
  form.append('faqs', JSON.stringify(defaultFaqs));
  // The image goes last: the server reads the text fields while the file streams in.
  form.append('image', image, image.name);
  const response = await api.post<string>('/api/products/upload', form, {
    timeout: imageUploadTimeoutMs,
    responseType: 'text',
    // Every answer is read here, so an error page's own text reaches the admin.
    validateStatus: () => true,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
  const body = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? '');
  const contentType = response.headers['content-type'];
  const failure: UploadFailure = {
    status: response.status,
    contentType: typeof contentType === 'string' ? contentType : null,
    body,
  };
  if (response.status < 200 || response.status >= 300) throw failure;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw failure;
  }
  const result = createResultSchema.safeParse(parsed);
  if (!result.success) throw failure;
  return result.data;
}

const imageResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  image: z.string(),
  imageVariants: z.array(imageVariantSchema),
});
export type ImageResult = z.infer<typeof imageResultSchema>;

/** `POST /api/products/:id/image`: stores a new image for the product at once. */
export async function replaceProductImage(id: number, file: File): Promise<ImageResult> {
  const form = new FormData();
  form.append('image', file, file.name);
  const { data } = await api.post(`/api/products/${id}/image`, form, { timeout: imageUploadTimeoutMs });
  return imageResultSchema.parse(data);
}
