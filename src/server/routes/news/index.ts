import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { newsAltTextMaxLength, newsPerPage } from '../../../api/limits';
import { bulkDeleteResultSchema, bulkStatusResultSchema } from '../../../api/list-page';
import type { MessageId } from '../../../api/messages';
import {
  adminNewsListSchema,
  type NewsTranslation,
  newsArabicFormFields,
  newsArticleQuerySchema,
  newsArticleSchema,
  newsBulkDeleteSchema,
  newsBulkStatusSchema,
  newsCreateResultSchema,
  newsFieldsSchema,
  newsIdParamsSchema,
  newsListQuerySchema,
  newsListSchema,
  newsQuerySchema,
  newsTranslationSchema,
  newsUpdateSchema,
  newsVideoFieldsSchema,
} from '../../../api/news';
import { type Publication, type PublicationStatus, publicationSchema } from '../../../api/publication';
import { resultSchema } from '../../../api/result';
import { posterUploadField, uploadField } from '../../../api/uploads';
import { type AuditActor, actorOf } from '../../audit/audit-log';
import type { Clock } from '../../clock';
import { succeeded } from '../../http/answers';
import { pageHeaders } from '../../http/page-links';
import { deleteRowsThenFreedMedia, writeThenDeleteFreedMedia } from '../../media/delete-freed-media';
import {
  discardForm,
  type FormShape,
  mediaKinds,
  type ReceivedForm,
  receiveMediaForm,
  removeMedia,
  storeMedia,
} from '../../media/media-files';
import {
  createNews,
  deleteNews,
  deleteNewsItems,
  findActiveNews,
  findNewsPreview,
  listActiveNews,
  listActiveNewsPage,
  listNewsPage,
  type NewNewsItem,
  saveNewsTranslation,
  setNewsPublication,
  setNewsStatus,
  updateNews,
} from '../../news/news-items';
import { formFile, multipartForm } from '../../plugins/api-reference';
import { signedInOf } from '../../plugins/auth';
import { parseOrRefuse } from '../../plugins/errors';
import {
  checkedPublication,
  publicationFormFields,
  publicationOfForm,
} from '../../publication/publication-form';

/**
 * The text, its Arabic when the create form has it (`title_ar`, `description_ar`, `alt_text_ar`),
 * and its publication (`status`, `publish_at`).
 */
const textFields = new Set([
  'title',
  'description',
  'alt_text',
  'title_ar',
  'description_ar',
  'alt_text_ar',
  'status',
  'publish_at',
  uploadField,
]);
const imageForm: FormShape = { fields: textFields, files: { image: mediaKinds.newsImage } };
/**
 * The poster is the still the admin's browser captured from the video; it may be missing. Either
 * file may come as a finished resumable upload instead (`upload`, `poster_upload`).
 */
const videoForm: FormShape = {
  fields: new Set([...textFields, posterUploadField]),
  files: { video: mediaKinds.newsVideo, poster: mediaKinds.poster },
};

/** The form's text, checked with the create form's own schema. */
function fieldsOf<S extends z.ZodType>(schema: S, form: ReceivedForm): z.output<S> {
  return parseOrRefuse(schema, Object.fromEntries(form.fields));
}

/**
 * The Arabic a new item comes with: none when all three fields are missing or empty, else checked
 * by the translation's rules, an empty alt text being the Arabic title (as when it is saved later).
 */
function arabicOf(form: ReceivedForm): Required<NewsTranslation> | undefined {
  const typed = {
    title: form.fields.get('title_ar') ?? '',
    description: form.fields.get('description_ar') ?? '',
    alt_text: form.fields.get('alt_text_ar') ?? '',
  };
  if (Object.values(typed).every((text) => text.trim() === '')) return undefined;
  const arabic = parseOrRefuse(newsTranslationSchema, typed);
  return { ...arabic, alt_text: arabic.alt_text || arabic.title };
}

const publicationMessages: Record<PublicationStatus, MessageId> = {
  draft: 'newsDraftSaved',
  scheduled: 'newsScheduled',
  published: 'newsPublished',
};

/** What a new item's answer says: created (a picture, or a video kept), saved as a draft, or scheduled. */
function createdMessage(publication: Publication, created: MessageId): MessageId {
  return publication.status === 'published' ? created : publicationMessages[publication.status];
}

/** Alt text left empty is the chosen file's name, else the title (the create form's rule too). */
function altTextOf(altText: string, filename: string | undefined, title: string): string {
  return altText || filename?.trim().slice(0, newsAltTextMaxLength) || title;
}

/**
 * News items: the home page reads the published, active ones, the archive a page of them at a time,
 * and an item's page one with its neighbours; administrators read all (a page at a time, searched,
 * filtered by publication and sorted) and preview any, upload an image or a video (multipart, the
 * file streamed to disk) as a draft, scheduled or published, change its publication, switch an
 * item on or off, edit its text and delete it, or switch or delete several at once. Media never
 * change: a new picture or video is a new item.
 */
export const newsRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const everyone = { access: 'public' } as const;
  const admin = { access: 'admin' } as const;

  /** Inserts the row for kept media, deleting the media when the row cannot be written. */
  const insertOrRelease = async (item: NewNewsItem, actor: AuditActor) => {
    try {
      return await createNews(app.db, item, { now: clock(), actor });
    } catch (error) {
      await removeMedia(
        app.media,
        ...(item.media_type === 'image' ? [item.image] : [item.video, ...(item.poster ? [item.poster] : [])]),
      );
      throw error;
    }
  };

  app.get(
    '/api/news',
    { config: everyone, schema: { querystring: newsListQuerySchema, response: { 200: newsListSchema } } },
    async (request, reply) => {
      const { lang, page } = request.query;
      if (page === undefined) return listActiveNews(app.db, lang);
      // A page past the last is empty, its headers still giving the total and the way back.
      const { rows, total } = await listActiveNewsPage(app.db, lang, { page, perPage: newsPerPage });
      reply.headers(
        pageHeaders({
          path: '/api/news',
          query: { lang },
          page,
          perPage: newsPerPage,
          total,
          fixedSize: true,
        }),
      );
      return rows;
    },
  );

  app.get(
    '/api/news/:id',
    {
      config: everyone,
      schema: {
        params: newsIdParamsSchema,
        querystring: newsArticleQuerySchema,
        response: { 200: newsArticleSchema },
      },
    },
    (request) => findActiveNews(app.db, request.params.id, request.query.lang),
  );

  app.get(
    '/api/admin/news',
    { config: admin, schema: { querystring: newsQuerySchema, response: { 200: adminNewsListSchema } } },
    async (request, reply) => {
      // Not `tablePage`: its links keep the search and the order alone, and these keep the status too.
      const { page, per_page: perPage, q, sort, status } = request.query;
      const { rows, total } = await listNewsPage(app.db, { page, perPage, q, sort, status });
      reply.headers(
        pageHeaders({ path: '/api/admin/news', query: { q, sort, status }, page, perPage, total }),
      );
      return rows;
    },
  );

  // The portal's preview: an item as its page shows it, whatever its publication and eye button.
  app.get(
    '/api/admin/news/:id',
    {
      config: admin,
      schema: {
        params: newsIdParamsSchema,
        querystring: newsArticleQuerySchema,
        response: { 200: newsArticleSchema },
      },
    },
    (request) => findNewsPreview(app.db, request.params.id, request.query.lang),
  );

  app.post(
    '/api/news/upload',
    {
      config: admin,
      schema: {
        apiReference: {
          body: multipartForm(
            newsFieldsSchema.extend({
              ...newsArabicFormFields,
              ...publicationFormFields,
              image: formFile(mediaKinds.newsImage),
            }),
          ),
        },
        response: { 201: newsCreateResultSchema },
      },
    },
    async (request, reply) => {
      const form = await receiveMediaForm(request, app.media, imageForm);
      try {
        const fields = fieldsOf(newsFieldsSchema, form);
        const arabic = arabicOf(form);
        const publication = publicationOfForm(form.fields, clock());
        const { media: image, filename } = await app.uploads.keepFormFile(
          request,
          form,
          'image',
          'newsImage',
        );
        const id = await insertOrRelease(
          {
            ...fields,
            alt_text: altTextOf(fields.alt_text, filename, fields.title),
            ...(arabic && { arabic }),
            publication,
            media_type: 'image',
            image,
          },
          actorOf(request),
        );
        return reply.status(201).send(succeeded(createdMessage(publication, 'newsCreated'), { id }));
      } finally {
        await discardForm(form);
      }
    },
  );

  app.post(
    '/api/news/video-upload',
    {
      config: { ...admin, largeUpload: true },
      schema: {
        apiReference: {
          body: multipartForm(
            newsVideoFieldsSchema.extend({
              ...newsArabicFormFields,
              ...publicationFormFields,
              video: formFile(mediaKinds.newsVideo),
              poster: formFile(mediaKinds.poster).optional(),
            }),
          ),
        },
        response: { 201: newsCreateResultSchema },
      },
    },
    async (request, reply) => {
      const form = await receiveMediaForm(request, app.media, videoForm);
      try {
        const fields = fieldsOf(newsVideoFieldsSchema, form);
        const arabic = arabicOf(form);
        const publication = publicationOfForm(form.fields, clock());
        const { media: video, filename } = await app.uploads.keepFormFile(
          request,
          form,
          'video',
          'newsVideo',
        );
        const posterFile = form.files.get('poster');
        const posterUpload = form.fields.get(posterUploadField);
        let poster = null;
        try {
          // A browser that could not capture a still sends none, or an empty part.
          if (posterUpload)
            poster = (await app.uploads.keep(posterUpload, 'poster', signedInOf(request).user.id)).media;
          else if (posterFile && posterFile.bytes > 0)
            poster = await storeMedia(app.media, mediaKinds.poster, posterFile);
        } catch (error) {
          await removeMedia(app.media, video);
          throw error;
        }
        const title = fields.title || (video.path.split('/').at(-1) ?? '');
        const id = await insertOrRelease(
          {
            ...fields,
            title,
            alt_text: altTextOf(fields.alt_text, filename, title),
            ...(arabic && { arabic }),
            publication,
            media_type: 'video',
            video,
            poster,
          },
          actorOf(request),
        );
        return reply.status(201).send(succeeded(createdMessage(publication, 'newsVideoSaved'), { id }));
      } finally {
        await discardForm(form);
      }
    },
  );

  app.put(
    '/api/news/:id',
    {
      config: admin,
      schema: { params: newsIdParamsSchema, body: newsUpdateSchema, response: { 200: resultSchema } },
    },
    async (request) => {
      const changes = request.body;
      const now = clock();
      // A publication sent with the text is checked as `PUT /api/news/:id/publication` checks it.
      if (changes.publication) checkedPublication(changes.publication, now);
      await updateNews(app.db, request.params.id, changes, { now, actor: actorOf(request) });
      return succeeded(
        changes.title !== undefined ? 'newsUpdated' : changes.active ? 'newsActivated' : 'newsDeactivated',
      );
    },
  );

  app.put(
    '/api/news/:id/translations/ar',
    {
      config: admin,
      schema: { params: newsIdParamsSchema, body: newsTranslationSchema, response: { 200: resultSchema } },
    },
    async (request) => {
      const { title, description, alt_text } = request.body;
      const arabic = { title, description, alt_text: alt_text || title };
      await saveNewsTranslation(app.db, request.params.id, arabic, { now: clock(), actor: actorOf(request) });
      return succeeded('translationSaved');
    },
  );

  app.put(
    '/api/news/:id/publication',
    {
      config: admin,
      schema: { params: newsIdParamsSchema, body: publicationSchema, response: { 200: resultSchema } },
    },
    async (request) => {
      const now = clock();
      const publication = checkedPublication(request.body, now);
      await setNewsPublication(app.db, request.params.id, publication, { now, actor: actorOf(request) });
      return succeeded(publicationMessages[publication.status]);
    },
  );

  // The row goes first: a file whose row is gone is only litter (swept at start-up), a row whose file
  // is gone a broken item.
  app.delete(
    '/api/news/:id',
    { config: admin, schema: { params: newsIdParamsSchema, response: { 200: resultSchema } } },
    async (request) => {
      await writeThenDeleteFreedMedia(app.db, app.media, request.log, (trx) =>
        deleteNews(trx, request.params.id, { now: clock(), actor: actorOf(request) }),
      );
      return succeeded('newsDeleted');
    },
  );

  // Several rows of the admin table at once: one transaction, one audit event for each item.
  app.post(
    '/api/news/bulk-status',
    { config: admin, schema: { body: newsBulkStatusSchema, response: { 200: bulkStatusResultSchema } } },
    async (request) => {
      const { ids, active } = request.body;
      const changed = await setNewsStatus(app.db, ids, active, { now: clock(), actor: actorOf(request) });
      return succeeded(active ? 'newsItemsActivated' : 'newsItemsDeactivated', { changed });
    },
  );

  app.post(
    '/api/news/bulk-delete',
    { config: admin, schema: { body: newsBulkDeleteSchema, response: { 200: bulkDeleteResultSchema } } },
    async (request) => {
      const deleted = await deleteRowsThenFreedMedia(app.db, app.media, request.log, (trx) =>
        deleteNewsItems(trx, request.body.ids, { now: clock(), actor: actorOf(request) }),
      );
      return succeeded('newsItemsDeleted', { deleted });
    },
  );
};
