/**
 * The news calls: the home page's list, the admin's list, the eye button and edit dialog, delete,
 * and the two multipart uploads, which read their answers like the product upload does
 * (`sendUpload`) and can be stopped by the caller.
 */
import { api } from '../client';
import { imageUploadTimeoutMs, videoUploadTimeoutMs } from '../limits';
import {
  type NewsItem,
  type NewsUpdate,
  type NewsUploadRequest,
  newsCreateResultSchema,
  newsListSchema,
} from '../news';
import { type Result, resultSchema } from '../result';
import { sendUpload } from './product-uploads';

/** `GET /api/news`: the active items, newest first. */
export async function fetchNews(): Promise<NewsItem[]> {
  const { data } = await api.get('/api/news');
  return newsListSchema.parse(data);
}

/** `GET /api/admin/news`: every item, newest first. */
export async function fetchAdminNews(): Promise<NewsItem[]> {
  const { data } = await api.get('/api/admin/news');
  return newsListSchema.parse(data);
}

/** `PUT /api/news/{id}`: `{ active }` alone, or the text with it. */
export async function updateNews(id: number, body: NewsUpdate): Promise<Result> {
  const { data } = await api.put(`/api/news/${id}`, body);
  return resultSchema.parse(data);
}

export async function deleteNews(id: number): Promise<Result> {
  const { data } = await api.delete(`/api/news/${id}`);
  return resultSchema.parse(data);
}

const uploads = {
  image: { url: '/api/news/upload', field: 'image', timeout: imageUploadTimeoutMs },
  video: { url: '/api/news/video-upload', field: 'video', timeout: videoUploadTimeoutMs },
} as const;

/**
 * Uploads a news image or video with its text. Resolves with `{ success, message, code, id }`;
 * rejects with an `UploadFailure` (`canceled` once the signal fired).
 */
export async function uploadNews({ mediaType, fields, file, poster, onProgress, signal }: NewsUploadRequest) {
  if (!(file instanceof Blob)) throw new TypeError('The news media is not a file');
  const { url, field, timeout } = uploads[mediaType];
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('alt_text', fields.alt_text);
  if (mediaType === 'video' && poster) form.append('poster', poster, 'poster.jpg');
  // The media go last: the server reads the text while the file streams in.
  form.append(field, file, file.name);
  return sendUpload(url, form, { timeout, result: newsCreateResultSchema, onProgress, signal });
}
