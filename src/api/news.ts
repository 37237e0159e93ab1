/**
 * News items (image or video) for the home page and the admin's news pages: what the API answers,
 * the fields the create and edit forms send, and the limits both the forms and the server check.
 */
import { z } from 'zod';
import { languages } from './language';
import {
  adminTablePageSize,
  descriptionMaxLength,
  imageMaxBytes,
  newsAltTextMaxLength,
  newsTitleMaxLength,
  posterMaxBytes,
  productPageMax,
  videoMaxBytes,
} from './limits';
import { chosenIdsSchema, pageQueryFields, searchQueryField } from './list-page';
import { rule } from './messages';
import { newsSorts } from './news-sorts';
import { imageVariantSchema, translationStatusSchema } from './products';
import { type Publication, publicationSchema, publicationStatusSchema } from './publication';
import { positiveIdSchema, resultSchema } from './result';

export const newsMediaTypeSchema = z.enum(['image', 'video']);
export type NewsMediaType = z.infer<typeof newsMediaTypeSchema>;

export const newsItemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  alt_text: z.string(),
  /**
   * The language of the title, description and alt text: the one asked for where the item has it,
   * else English (an item not yet translated), which a page in Arabic then marks as English.
   */
  language: z.enum(languages),
  media_type: newsMediaTypeSchema,
  /** Paths under /media (relative: the client resolves them against the API host, like product images). */
  image_path: z.string().nullable(),
  /** Smaller WebP copies of an image item, for `srcset`; empty for a video. */
  image_variants: z.array(imageVariantSchema),
  video_path: z.string().nullable(),
  /** A still of a video item, captured in the browser when it was uploaded; null when none came. */
  poster_path: z.string().nullable(),
  active: z.boolean(),
  created_at: z.iso.datetime(),
  /**
   * When it was first published: the date visitors read and the order of the lists. Not yet
   * published, when it will be (scheduled) or its creation (a draft).
   */
  published_at: z.iso.datetime(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `GET /api/news`: the active items, newest first, in the language asked for where they have it. */
export const newsListSchema = z.array(newsItemSchema);

/**
 * `GET /api/news` query. Without `page`, every active item (the home page's section); with it, that
 * page of the news archive (`newsPerPage` items), X-Total-Count and Link saying how many there are.
 */
export const newsListQuerySchema = z.object({
  lang: z.enum(languages).default('en'),
  page: z.coerce
    .number({ error: rule('pageInvalid') })
    .int(rule('pageInvalid'))
    .min(1, rule('pageInvalid'))
    .max(productPageMax, rule('pageInvalid'))
    .optional()
    .describe('A page of the archive, from 1; without it, every active item.'),
});

/** `GET /api/news/:id` query. */
export const newsArticleQuerySchema = z.object({ lang: z.enum(languages).default('en') });

/** An item beside another in the archive's order: enough for a link to it. */
export const newsNeighbourSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  language: z.enum(languages),
});
export type NewsNeighbour = z.infer<typeof newsNeighbourSchema>;

/**
 * `GET /api/news/:id`: one active item, in the language asked for where it has it; when the text
 * shown last changed; and the active items either side of it, newest first as the archive lists
 * them (`newer` and `older`, null at either end). An inactive or missing item is 404 alike.
 */
export const newsArticleSchema = newsItemSchema.extend({
  updated_at: z.iso.datetime(),
  newer: newsNeighbourSchema.nullable(),
  older: newsNeighbourSchema.nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** An item's Arabic: the three texts, saved together. */
export const newsArabicSchema = z.object({
  title: z.string(),
  description: z.string(),
  alt_text: z.string(),
});
export type NewsArabic = z.infer<typeof newsArabicSchema>;

/**
 * An item in the admin's table: its English, its Arabic (null until translated) and whether that
 * Arabic is missing, older than the English text's last change (outdated), or current.
 */
export const adminNewsItemSchema = newsItemSchema.extend({
  arabic: newsArabicSchema.nullable(),
  translation_status: translationStatusSchema,
  /** Draft, scheduled or published: only a published (and active) item is public. */
  status: publicationStatusSchema,
  /** When a scheduled item goes live (UTC); null unless scheduled. */
  publish_at: z.iso.datetime().nullable(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

/** `GET /api/admin/news`: a page of all the items. */
export const adminNewsListSchema = z.array(adminNewsItemSchema);

/** `GET /api/admin/news`: the admin table's page, searched and sorted. */
export const newsQuerySchema = z.object({
  q: searchQueryField(
    'Words to find, in any letter case, each within the title or the description; an item must hold every word (the first 8 are searched).',
  ),
  sort: z
    .enum(newsSorts, { error: rule('invalidValue') })
    .optional()
    .describe(
      'The order: created (when the item was made) or title, a leading minus for the reverse. Without it, the newest first.',
    ),
  status: publicationStatusSchema
    .optional()
    .describe('Only the items of this status: draft, scheduled or published.'),
  ...pageQueryFields(adminTablePageSize, 'News items'),
});

/** `POST /api/news/bulk-delete`: the items to delete together, with their media. */
export const newsBulkDeleteSchema = z.object({ ids: chosenIdsSchema });

/** `POST /api/news/bulk-status`: the items to show on the home page (`active`) or hide together. */
export const newsBulkStatusSchema = z.object({
  ids: chosenIdsSchema,
  active: z.boolean({ error: rule('invalidValue') }),
});

const title = z.string().trim().min(1, rule('titleRequired')).max(newsTitleMaxLength, rule('titleTooLong'));
const description = z.string().trim().max(descriptionMaxLength, rule('descriptionTooLong')).default('');
const altText = z.string().trim().max(newsAltTextMaxLength, rule('altTextTooLong')).default('');

/**
 * `PUT /api/news/:id/translations/ar`: the item's Arabic, checked by the English fields' rules: a
 * title is required, an empty alt text is the Arabic title.
 */
export const newsTranslationSchema = z.object({ title, description, alt_text: altText });
export type NewsTranslation = z.input<typeof newsTranslationSchema>;

/** The text of the create form, and of both uploads; the media are checked separately. */
export const newsFieldsSchema = z.object({ title, description, alt_text: altText });
export type NewsFields = z.input<typeof newsFieldsSchema>;

/**
 * The uploads' optional Arabic: all three empty or left out for an item translated later, else
 * checked as `PUT /api/news/:id/translations/ar` checks them.
 */
export const newsArabicFormFields = {
  title_ar: z.string().optional().describe('The Arabic title; required when any Arabic field is sent.'),
  description_ar: z.string().optional().describe('The Arabic description.'),
  alt_text_ar: z.string().optional().describe('The Arabic alt text; left empty, the Arabic title.'),
};

/** A video may come without a title: the stored video's file name (its path's last segment) stands in. */
export const newsVideoFieldsSchema = newsFieldsSchema.extend({
  title: z.string().trim().max(newsTitleMaxLength, rule('titleTooLong')).default(''),
});

/**
 * `PUT /api/news/:id`: the eye button sends `{ active }` alone, the edit dialog the text fields
 * with it and the item's publication (left out, it stays as it is). One object rather than a
 * union, so that a field's own rule (not "invalid input") is what a refused edit reports; the text
 * fields come all together or not at all.
 */
export const newsUpdateSchema = z
  .strictObject({
    active: z.boolean(),
    title: title.optional(),
    description: description.unwrap().optional(),
    alt_text: altText.unwrap().optional(),
    publication: publicationSchema.optional(),
  })
  .refine(
    (body) =>
      body.title === undefined
        ? body.description === undefined && body.alt_text === undefined
        : body.description !== undefined && body.alt_text !== undefined,
    rule('newsEditIncomplete'),
  );
/** What the client sends: the status alone, or the whole edit with the publication when it changed. */
export type NewsUpdate =
  | { active: boolean }
  | (z.input<typeof newsFieldsSchema> & { active: boolean; publication?: Publication | undefined });

export const newsIdParamsSchema = z.object({ id: positiveIdSchema('invalidNewsId') });

/** Both uploads answer 201 with the new item's id (a refusal is an error status). */
export const newsCreateResultSchema = resultSchema.extend({ id: z.number().int().positive() });

/** What each upload takes: JPEG, PNG or GIF under 5 MB; MP4, WebM, MOV or AVI under 1 GB; a JPEG still. */
export const newsMediaLimits = {
  image: { maxBytes: imageMaxBytes, types: ['image/jpeg', 'image/png', 'image/gif'] },
  video: {
    maxBytes: videoMaxBytes,
    types: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo'],
  },
  poster: { maxBytes: posterMaxBytes, types: ['image/jpeg'] },
} as const;

/**
 * `POST /api/news/upload` or `/api/news/video-upload` once the files were sent as resumable
 * uploads: the checked text and the uploads' ids (the picture or video, then a video's still when
 * there is one). A failure is an `UploadFailure` (src/api/upload-failure.ts).
 */
export interface NewsCreateRequest {
  mediaType: NewsMediaType;
  fields: z.output<typeof newsFieldsSchema>;
  /** Its Arabic, when the form had it: sent as `title_ar`, `description_ar` and `alt_text_ar`. */
  arabic: NewsArabic | null;
  /** Published now, kept as a draft, or scheduled: sent as `status` and `publish_at`. */
  publication: Publication;
}
