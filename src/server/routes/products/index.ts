import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { bulkDeleteResultSchema, bulkStatusResultSchema } from '../../../api/list-page';
import { type MessageId, rule } from '../../../api/messages';
import {
  adminProductListSchema,
  adminProductQuerySchema,
  adminProductSchema,
  createResultSchema,
  imageVariantSchema,
  productBulkDeleteSchema,
  productBulkPublicationSchema,
  productIdParamsSchema,
  productListSchema,
  productQuerySchema,
  productSchema,
  productSuggestionsQuerySchema,
  productSuggestionsSchema,
  productTranslationSchema,
  productUpdateSchema,
  productUploadSchema,
  storedTranslationSchema,
} from '../../../api/products';
import { type Publication, type PublicationStatus, publicationSchema } from '../../../api/publication';
import { resultSchema } from '../../../api/result';
import { uploadField } from '../../../api/uploads';
import { parseQuery } from '../../../search/terms';
import { actorOf } from '../../audit/audit-log';
import {
  checkedCategory,
  createProduct,
  deleteProduct,
  deleteProducts,
  findAdminProduct,
  findProduct,
  findTranslation,
  freedUnlessShown,
  isCategory,
  isShownByProduct,
  listAdminProducts,
  listCategorySlugs,
  listProducts,
  productImageOf,
  saveTranslation,
  setProductImage,
  setProductPublication,
  setProductsPublication,
  suggestProducts,
  updateProduct,
} from '../../catalogue/products';
import { parseUploadFields, parseUploadTranslation } from '../../catalogue/upload-form';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { succeeded } from '../../http/answers';
import { pageHeaders } from '../../http/page-links';
import { deleteRowsThenFreedMedia, writeThenDeleteFreedMedia } from '../../media/delete-freed-media';
import {
  discardForm,
  type FormShape,
  findStoredImage,
  mediaKinds,
  mediaPathOf,
  receiveMediaForm,
  removeMedia,
} from '../../media/media-files';
import { formFile, multipartForm } from '../../plugins/api-reference';
import { HttpError } from '../../plugins/errors';
import {
  checkedPublication,
  publicationFormFields,
  publicationOfForm,
} from '../../publication/publication-form';
import { jsonBytes, ResponseCache } from '../../response-cache';

const imageResultSchema = resultSchema.extend({
  image: z.string(),
  imageVariants: z.array(imageVariantSchema),
});
/**
 * The create form's text fields (lists, and the Arabic translation, as JSON text), its publication
 * (`status`, `publish_at`) and its image; the image swap sends the image alone.
 */
const productForm: FormShape = {
  fields: new Set([
    'name',
    'category',
    'description',
    'features',
    'applications',
    'certifications',
    'specifications',
    'faqs',
    'translation',
    'status',
    'publish_at',
    uploadField,
  ]),
  files: { image: mediaKinds.productImage },
};
const uploadParts = productUploadSchema.extend({
  translation: productTranslationSchema.optional(),
  ...publicationFormFields,
  image: formFile(mediaKinds.productImage),
});
const imageParts = z.object({ image: formFile(mediaKinds.productImage) });

const detailQuerySchema = productQuerySchema.pick({ lang: true });

/**
 * The paging headers of a page of `GET /api/products` or `GET /api/admin/products`: their links
 * keep the rest of the query (the category, language, search, order and status).
 */
function listPage(
  path: string,
  query: z.output<typeof productQuerySchema> & { status?: PublicationStatus | undefined },
  total: number,
) {
  const { page, per_page: perPage, ...rest } = query;
  return pageHeaders({ path, query: rest, page, perPage, total });
}

const publicationMessages: Record<PublicationStatus, MessageId> = {
  draft: 'productDraftSaved',
  scheduled: 'productScheduled',
  published: 'productPublished',
};

/** What a new product's answer says: created, saved as a draft, or scheduled. */
function createdMessage(publication: Publication): MessageId {
  return publication.status === 'published' ? 'productCreated' : publicationMessages[publication.status];
}
const translationParamsSchema = productIdParamsSchema.extend({
  lang: z.literal('ar', { error: rule('onlyArabic') }),
});

/**
 * The product catalogue: public reading in English or Arabic of the published products;
 * administrators' reading of every product whatever its publication (never kept: a kept answer is
 * for everyone), create (multipart, with the image) as a draft, scheduled or published, change of
 * its publication (of one, or of several chosen together), edit, image swap, delete and Arabic text.
 *
 * A malformed id (not a positive whole number) answers 400 with "Invalid product ID"; a well-formed
 * id with no product answers 404 with "Product not found". The client treats both as not found.
 */
export const productsRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const everyone = { access: 'public' } as const;
  const admin = { access: 'admin' } as const;

  // Both answers are kept, encoded, until the database changes: their schemas are applied when an
  // answer is built (jsonBytes), not on every request, and still decide what it carries.
  const kept = new ResponseCache(app.dataVersion);
  // Searches and suggestions apart, so that what people type, endless, never pushes the
  // catalogue's own answers out. Kept by the query as it is read (its folded words and sizes), so
  // «المواسير» and «مواسير» share one: people type the same few beginnings over and over.
  const searches = new ResponseCache(app.dataVersion, 500);
  const json = 'application/json; charset=utf-8';

  app.get(
    '/api/products',
    {
      config: everyone,
      schema: { querystring: productQuerySchema, apiReference: { response: { 200: productListSchema } } },
    },
    async (request, reply) => {
      const { category, lang, page, per_page: perPage, q, sort } = request.query;
      // No product is in a category that does not exist; nor is that answer kept, since such
      // names are whatever a caller makes up and would only push the real answers out.
      if (category && !(await isCategory(app.db, category))) {
        return reply
          .type(json)
          .headers(listPage('/api/products', request.query, 0))
          .send(jsonBytes(productListSchema, []));
      }
      const query = q ? parseQuery(q) : [];
      const [answers, key] =
        query.length > 0
          ? [
              searches,
              `search:${lang}:${category ?? ''}:${page}:${perPage}:${sort ?? ''}:${JSON.stringify(query)}`,
            ]
          : [kept, `list:${lang}:${category ?? ''}:${page}:${perPage}:${sort ?? ''}`];
      const answer = await answers.get(key, async () => {
        const { products, total } = await listProducts(app.db, {
          category,
          query,
          language: lang,
          page,
          perPage,
          sort,
        });
        return { body: jsonBytes(productListSchema, products), total };
      });
      return reply
        .type(json)
        .headers(listPage('/api/products', request.query, answer.total ?? 0))
        .header('ETag', answer.etag)
        .send(answer.body);
    },
  );

  // Asked for at each pause in the visitor's typing.
  app.get(
    '/api/products/suggestions',
    {
      config: everyone,
      schema: {
        querystring: productSuggestionsQuerySchema,
        apiReference: { response: { 200: productSuggestionsSchema } },
      },
    },
    async (request, reply) => {
      const { q, lang } = request.query;
      const query = parseQuery(q);
      const answer = await searches.get(`suggest:${lang}:${JSON.stringify(query)}`, async () => ({
        body: jsonBytes(productSuggestionsSchema, await suggestProducts(app.db, query, lang)),
      }));
      return reply.type(json).header('ETag', answer.etag).send(answer.body);
    },
  );

  app.get(
    '/api/products/:id',
    {
      config: everyone,
      schema: {
        params: productIdParamsSchema,
        querystring: detailQuerySchema,
        apiReference: { response: { 200: productSchema } },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { lang } = request.query;
      const answer = await kept.get(`product:${lang}:${id}`, async () => ({
        body: jsonBytes(productSchema, await findProduct(app.db, id, lang)),
      }));
      return reply.type(json).header('ETag', answer.etag).send(answer.body);
    },
  );

  app.get(
    '/api/product-categories',
    { config: everyone, schema: { response: { 200: z.array(z.string()) } } },
    () => listCategorySlugs(app.db),
  );

  // The portal's table: every product, whatever its publication, searched, filtered and paged as
  // the public list is, or of one publication alone.
  app.get(
    '/api/admin/products',
    {
      config: admin,
      schema: { querystring: adminProductQuerySchema, response: { 200: adminProductListSchema } },
    },
    async (request, reply) => {
      const { category, lang, page, per_page: perPage, q, sort, status } = request.query;
      const { products, total } = await listAdminProducts(app.db, {
        category,
        query: q ? parseQuery(q) : [],
        language: lang,
        page,
        perPage,
        sort,
        status,
      });
      reply.headers(listPage('/api/admin/products', request.query, total));
      return products;
    },
  );

  // The portal's edit form and preview: a product whatever its publication.
  app.get(
    '/api/admin/products/:id',
    {
      config: admin,
      schema: {
        params: productIdParamsSchema,
        querystring: detailQuerySchema,
        response: { 200: adminProductSchema },
      },
    },
    (request) => findAdminProduct(app.db, request.params.id, request.query.lang),
  );

  // Multipart: the image streams to a temp file while the text fields are collected, in
  // whatever order they come; the fields (the Arabic translation too, when the create form sends
  // it) are checked before the image is kept.
  app.post(
    '/api/products/upload',
    {
      config: admin,
      schema: { apiReference: { body: multipartForm(uploadParts) }, response: { 201: createResultSchema } },
    },
    async (request, reply) => {
      const form = await receiveMediaForm(request, app.media, productForm);
      try {
        const product = parseUploadFields(form.fields);
        const translation = parseUploadTranslation(form.fields);
        const publication = publicationOfForm(form.fields, clock());
        const category = await checkedCategory(app.db, product.category);
        const { media: stored } = await app.uploads.keepFormFile(request, form, 'image', 'productImage');
        try {
          const productId = await createProduct(app.db, {
            product,
            category,
            stored,
            translation,
            publication,
            now: clock(),
            actor: actorOf(request),
          });
          return reply.status(201).send(succeeded(createdMessage(publication), { productId }));
        } catch (error) {
          await removeMedia(app.media, stored);
          throw error;
        }
      } finally {
        await discardForm(form);
      }
    },
  );

  /**
   * Another product's image, which the edit form may point at: an uploaded image some product
   * shows, read under the media lock (delete-freed-media.ts). Null for anything else.
   */
  const findShownImage = async (trx: Transaction<Database>, value: string) => {
    const stored = await findStoredImage(app.media, value);
    return stored !== null && (await isShownByProduct(trx, stored.path)) ? stored : null;
  };

  app.put(
    '/api/products/:id',
    {
      config: admin,
      schema: { params: productIdParamsSchema, body: productUpdateSchema, response: { 200: resultSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const changes = request.body;
      const now = clock();
      // A publication sent with the text is checked as `PUT /api/products/:id/publication` checks it.
      if (changes.publication) checkedPublication(changes.publication, now);
      // Read, check and write in one transaction under the media lock: a save racing another one
      // reads the image that save left, and an image another product just stopped showing is
      // refused, never deleted after this save took it.
      await writeThenDeleteFreedMedia(app.db, app.media, request.log, async (trx) => {
        const current = await productImageOf(trx, id);
        const category =
          changes.category === undefined ? undefined : await checkedCategory(trx, changes.category);
        const sameImage = mediaPathOf(changes.image) === current.path;
        const stored = sameImage ? current : await findShownImage(trx, changes.image);
        if (stored === null) throw new HttpError(400, 'unknownImage');
        await updateProduct(trx, id, changes, { category, stored, now, actor: actorOf(request) });
        return sameImage ? [] : freedUnlessShown(trx, current);
      });
      return succeeded('productUpdated');
    },
  );

  app.put(
    '/api/products/:id/publication',
    {
      config: admin,
      schema: { params: productIdParamsSchema, body: publicationSchema, response: { 200: resultSchema } },
    },
    async (request) => {
      const now = clock();
      const publication = checkedPublication(request.body, now);
      await setProductPublication(app.db, request.params.id, publication, { now, actor: actorOf(request) });
      return succeeded(publicationMessages[publication.status]);
    },
  );

  app.post(
    '/api/products/:id/image',
    {
      config: admin,
      schema: {
        params: productIdParamsSchema,
        apiReference: { body: multipartForm(imageParts) },
        response: { 200: imageResultSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Refused before the body is read; the image it replaces is read again when it is replaced.
      await productImageOf(app.db, id);
      const form = await receiveMediaForm(request, app.media, productForm);
      try {
        const { media: stored } = await app.uploads.keepFormFile(request, form, 'image', 'productImage');
        try {
          await writeThenDeleteFreedMedia(app.db, app.media, request.log, async (trx) => {
            const current = await productImageOf(trx, id);
            await setProductImage(trx, id, stored, { now: clock(), actor: actorOf(request) });
            return freedUnlessShown(trx, current);
          });
        } catch (error) {
          await removeMedia(app.media, stored);
          throw error;
        }
        return succeeded('productUpdated', { image: stored.path, imageVariants: stored.variants });
      } finally {
        await discardForm(form);
      }
    },
  );

  app.delete(
    '/api/products/:id',
    { config: admin, schema: { params: productIdParamsSchema, response: { 200: resultSchema } } },
    async (request) => {
      await writeThenDeleteFreedMedia(app.db, app.media, request.log, async (trx) => {
        const stored = await deleteProduct(trx, request.params.id, { now: clock(), actor: actorOf(request) });
        return freedUnlessShown(trx, stored);
      });
      return succeeded('productDeleted');
    },
  );

  // Several rows of the admin table at once: one transaction, one audit event for each product.
  app.post(
    '/api/products/bulk-delete',
    {
      config: admin,
      schema: { body: productBulkDeleteSchema, response: { 200: bulkDeleteResultSchema } },
    },
    async (request) => {
      const deleted = await deleteRowsThenFreedMedia(app.db, app.media, request.log, (trx) =>
        deleteProducts(trx, request.body.ids, { now: clock(), actor: actorOf(request) }),
      );
      return succeeded('productsDeleted', { deleted });
    },
  );

  // Several rows of the admin table published or made drafts at once: one transaction, one audit
  // event for each product changed. The write moves the data version, so the kept public answers
  // and pages follow at once.
  app.post(
    '/api/products/bulk-publication',
    {
      config: admin,
      schema: { body: productBulkPublicationSchema, response: { 200: bulkStatusResultSchema } },
    },
    async (request) => {
      const { ids, status } = request.body;
      const changed = await setProductsPublication(app.db, ids, status, {
        now: clock(),
        actor: actorOf(request),
      });
      return succeeded(status === 'published' ? 'productsPublished' : 'productsDrafted', { changed });
    },
  );

  app.post(
    '/api/products/:id/translations/:lang',
    {
      config: admin,
      schema: {
        params: translationParamsSchema,
        body: productTranslationSchema,
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      await saveTranslation(app.db, request.params.id, request.body, {
        now: clock(),
        actor: actorOf(request),
      });
      return succeeded('translationSaved');
    },
  );

  app.get(
    '/api/products/:id/translations/ar',
    {
      config: admin,
      schema: { params: productIdParamsSchema, response: { 200: storedTranslationSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const translation = await findTranslation(app.db, id);
      if (translation) return translation;
      await productImageOf(app.db, id); // 404 "Product not found" when there is no product either
      throw new HttpError(404, 'translationNotFound');
    },
  );
};
