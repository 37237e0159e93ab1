/**
 * The news calls: the home page's list, the admin's table (a page at a time, with the rows chosen
 * deleted, shown or hidden together), the eye button and edit dialog, and the request that creates
 * an item from its resumable uploads, which reads its answers like the product upload does
 * (`sendUpload`).
 */
import { api } from '../client';
import { requestTimeoutMs } from '../limits';
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
  type NewsCreateRequest,
  type NewsUpdate,
  newsCreateResultSchema,
} from '../news';
import type { NewsSort } from '../news-sorts';
import { appendPublication } from '../publication';
import { type Result, resultSchema } from '../result';
import { posterUploadField, uploadField } from '../uploads';
import { sendUpload } from './send-upload';
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

const createUrls = { image: '/api/news/upload', video: '/api/news/video-upload' } as const;

/**
 * Creates a news item from its finished uploads (the picture or video, then a video's still when
 * there is one) and its text. Resolves with `{ success, message, code, id }`; rejects with an
 * `UploadFailure`.
 */
export async function createNewsFromUploads(
  {
    uploadIds: [media, poster],
    request: { mediaType, fields, arabic, publication },
  }: { uploadIds: string[]; request: NewsCreateRequest },
  signal?: AbortSignal,
) {
  if (!media) throw new TypeError('A news item needs its uploaded media');
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
  form.append(uploadField, media);
  if (poster) form.append(posterUploadField, poster);
  return sendUpload(createUrls[mediaType], form, {
    timeout: requestTimeoutMs,
    result: newsCreateResultSchema,
    signal,
  });
}
