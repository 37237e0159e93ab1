/**
 * The news calls: the home page's list, the admin's table (a page at a time, with the rows chosen
 * deleted, shown or hidden together), the eye button and edit dialog, and the two multipart uploads,
 * which read their answers like the product upload does (`sendUpload`) and can be stopped by the
 * caller.
 */
import { api } from '../client';
import { imageUploadTimeoutMs, videoUploadTimeoutMs } from '../limits';
import {
  bulkDeleteResultSchema,
  bulkStatusResultSchema,
  type RowsDeleted,
  type RowsSwitched,
} from '../list-page';
import {
  type AdminNewsItem,
  adminNewsListSchema,
  type NewsArabic,
  type NewsUpdate,
  type NewsUploadRequest,
  newsCreateResultSchema,
} from '../news';
import type { NewsSort } from '../news-sorts';
import { appendPublication } from '../publication';
import { type Result, resultSchema } from '../result';
import { sendUpload } from './product-uploads';
import { fetchTablePage, type TableView } from './table-page';

/** `GET /api/admin/news`: one page of the table (newest first unless another order is asked), and how many items the view holds. */
export const fetchAdminNews = (view: TableView<NewsSort>, signal?: AbortSignal) =>
  fetchTablePage<AdminNewsItem, NewsSort>('/api/admin/news', adminNewsListSchema, view, signal);

/** `PUT /api/news/{id}`: `{ active }` alone, or the text with it. */
export async function updateNews(id: number, body: NewsUpdate): Promise<Result> {
  const { data } = await api.put(`/api/news/${id}`, body);
  return resultSchema.parse(data);
}

/**
 * The edit dialog's save: `PUT /api/news/{id}` with the English and the status, then, when the
 * Arabic changed, `PUT /api/news/{id}/translations/ar` with it (after the English, so that a
 * translation saved with its English is current). Answers the item's own result.
 */
export async function saveNewsEdit({
  id,
  changes,
  arabic,
}: {
  id: number;
  changes: NewsUpdate;
  arabic: NewsArabic | null;
}): Promise<Result> {
  const saved = await updateNews(id, changes);
  if (arabic) resultSchema.parse((await api.put(`/api/news/${id}/translations/ar`, arabic)).data);
  // One edit, one confirmation: the item's, whether its Arabic went with it or not.
  return saved;
}

/** Deletes the items named together (at most a table's page), with their media; answers how many went. */
export async function deleteNewsItems(ids: readonly number[]): Promise<RowsDeleted> {
  return bulkDeleteResultSchema.parse((await api.post('/api/news/bulk-delete', { ids })).data);
}

/** Shows on the home page (`active`) or hides the items named together; answers how many changed. */
export async function switchNewsItems(ids: readonly number[], active: boolean): Promise<RowsSwitched> {
  return bulkStatusResultSchema.parse((await api.post('/api/news/bulk-status', { ids, active })).data);
}

const uploads = {
  image: { url: '/api/news/upload', field: 'image', timeout: imageUploadTimeoutMs },
  video: { url: '/api/news/video-upload', field: 'video', timeout: videoUploadTimeoutMs },
} as const;

/**
 * Uploads a news image or video with its text. Resolves with `{ success, message, code, id }`;
 * rejects with an `UploadFailure` (`canceled` once the signal fired).
 */
export async function uploadNews({
  mediaType,
  fields,
  arabic,
  publication,
  file,
  poster,
  onProgress,
  signal,
}: NewsUploadRequest) {
  if (!(file instanceof Blob)) throw new TypeError('The news media is not a file');
  const { url, field, timeout } = uploads[mediaType];
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('alt_text', fields.alt_text);
  if (arabic) {
    form.append('title_ar', arabic.title);
    form.append('description_ar', arabic.description);
    form.append('alt_text_ar', arabic.alt_text);
  }
  appendPublication(form, publication);
  if (mediaType === 'video' && poster) form.append('poster', poster, 'poster.jpg');
  // The media go last: the server reads the text while the file streams in.
  form.append(field, file, file.name);
  return sendUpload(url, form, { timeout, result: newsCreateResultSchema, onProgress, signal });
}
