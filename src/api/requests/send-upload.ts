/**
 * A multipart form sent with its progress, reading every answer itself, so that an error page's
 * own words reach the admin: the product and news forms' calls. A failure comes back as an
 * `UploadFailure` saying what went wrong.
 */
import type { AxiosResponse } from 'axios';
import type { z } from 'zod';
import { api } from '../client';
import { ApiError, codeOf } from '../errors';
import { UploadFailure, type UploadFailureReason } from '../upload-failure';

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
