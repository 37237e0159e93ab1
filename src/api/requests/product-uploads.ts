/**
 * The admin's multipart product calls: the create request (POST /api/products/upload, naming the
 * picture's resumable upload) reads every answer itself (`sendUpload`, which the news forms share),
 * so that an error page's own words reach the admin, and hands the flow an `UploadFailure` saying
 * what went wrong; the edit page's image swap (`POST /api/products/{id}/image`) stores a new image
 * at once.
 */
import type { AxiosResponse } from 'axios';
import { z } from 'zod';
import { api } from '../client';
import { ApiError, codeOf } from '../errors';
import { requestTimeoutMs } from '../limits';
import {
  type ImageSwapRequest,
  type ProductCreateRequest,
  type ReplacedImage,
  UploadFailure,
  type UploadFailureReason,
} from '../product-uploads';
import { createResultSchema, defaultFaqs, defaultSpecifications, imageVariantSchema } from '../products';
import { appendPublication } from '../publication';
import { resultSchema } from '../result';
import { uploadField } from '../uploads';

/** The first characters of an HTML error page that the admin is shown. */
const htmlExcerptLength = 200;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The visible text of an HTML page: no scripts, styles or tags, whitespace collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** An answer as read off the wire. */
export interface RawAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

const isHtml = ({ contentType, body }: RawAnswer) =>
  contentType?.toLowerCase().includes('text/html') === true || body.trimStart().startsWith('<');

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/**
 * Why an answer is not a created product: an HTML page's text, the API's reason, a JSON message of
 * someone else's, the bare status, or an empty or unreadable body.
 */
export function failureOf(answer: RawAnswer): UploadFailureReason {
  if (isHtml(answer)) {
    const text = textOfHtml(answer.body);
    return text
      ? { kind: 'serverError', detail: text.slice(0, htmlExcerptLength) }
      : { kind: 'status', status: answer.status };
  }
  const parsed = answer.body.trim() === '' ? { ok: false as const } : parseJson(answer.body);
  if (!parsed.ok) return { kind: 'invalidJson' };
  // A successful status whose body is not the promised answer is no answer at all.
  if (answer.status >= 200 && answer.status < 300) return { kind: 'invalidJson' };
  const code = codeOf(parsed.value);
  if (code) return { kind: 'refused', code };
  const message =
    parsed.value !== null && typeof parsed.value === 'object' && 'message' in parsed.value
      ? parsed.value.message
      : undefined;
  return typeof message === 'string' && message.trim() !== ''
    ? { kind: 'serverError', detail: message.trim() }
    : { kind: 'status', status: answer.status };
}

/** The body as text: axios hands over a string, or nothing; anything else is written back as JSON. */
const bodyText = (data: unknown) =>
  typeof data === 'string' ? data : data === undefined || data === null ? '' : JSON.stringify(data);

/** What `sendUpload` needs besides the form. */
export interface UploadOptions<T> {
  timeout: number;
  /** The answer a success carries. */
  result: z.ZodType<T>;
  /** Stops the request (the form's Cancel): it then fails as `canceled`. */
  signal?: AbortSignal | undefined;
}

/**
 * Posts a multipart form and reads every answer itself, so that an error page's own text reaches
 * the admin: resolves with the promised answer, rejects with an `UploadFailure` saying what went
 * wrong. Shared by the product and news uploads.
 */
export async function sendUpload<T>(
  url: string,
  form: FormData,
  { timeout, result, signal }: UploadOptions<T>,
): Promise<T> {
  let response: AxiosResponse<unknown>;
  try {
    response = await api.post<unknown>(url, form, {
      timeout,
      signal,
      responseType: 'text',
      // Every answer is read here, so an error page's own text reaches the admin.
      validateStatus: () => true,
    });
  } catch (error) {
    // A stopped request reaches here as "no answer": the signal says it was the caller's doing.
    if (signal?.aborted) throw new UploadFailure({ kind: 'canceled' });
    if (error instanceof ApiError && (error.kind === 'noResponse' || error.kind === 'timeout'))
      throw new UploadFailure({ kind: 'noResponse' });
    throw error;
  }
  const contentType = response.headers['content-type'];
  const answer: RawAnswer = {
    status: response.status,
    contentType: typeof contentType === 'string' ? contentType : null,
    body: bodyText(response.data),
  };
  if (answer.status >= 200 && answer.status < 300 && !isHtml(answer)) {
    const parsed = parseJson(answer.body);
    const read = parsed.ok ? result.safeParse(parsed.value) : null;
    if (read?.success) return read.data;
  }
  throw new UploadFailure(failureOf(answer));
}

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
