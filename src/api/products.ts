/**
 * Products: their fields, Arabic translation, categories, images and API calls. Shared by the
 * forms, the API answers and the server's validation.
 */
import { z } from 'zod';
import {
  descriptionMaxLength,
  faqAnswerMaxLength,
  imageMaxBytes,
  productCategoryMaxLength,
  productDescriptionMinLength,
  productLineMaxLength,
  productListMaxItems,
  productNameMaxLength,
  productNameMinLength,
  productsPerPage,
  searchQueryMaxLength,
} from './limits';
import { chosenIdsSchema, pageQueryFields } from './list-page';
import { rule } from './messages';
import { productSorts } from './product-sorts';
import { publicationSchema, publicationStatusSchema } from './publication';
import { positiveIdSchema, resultSchema } from './result';

/** One line of a list, a specification or a question: bounded like every field. */
const line = z.string().max(productLineMaxLength, rule('lineTooLong'));

/** List items are trimmed and blank entries dropped; the list and each line are bounded. */
export const textList = z
  .array(line)
  .max(productListMaxItems, rule('listTooLong'))
  .default([])
  .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''));

export const specificationSchema = z.object({
  category: z.string().trim().min(1),
  items: z.array(z.object({ name: z.string().trim().min(1), value: z.string().trim().min(1) })),
});
export type Specification = z.infer<typeof specificationSchema>;

export const faqSchema = z.object({ question: z.string().trim().min(1), answer: z.string().trim().min(1) });
export type Faq = z.infer<typeof faqSchema>;

/*
 * What a write may send: the same shapes, bounded. Answers are read with the shapes above, so that
 * text stored before a bound existed is still shown rather than refused.
 */
const specificationList = z
  .array(
    z.object({
      category: line.trim().min(1),
      items: z
        .array(z.object({ name: line.trim().min(1), value: line.trim().min(1) }))
        .max(productListMaxItems, rule('listTooLong')),
    }),
  )
  .max(productListMaxItems, rule('listTooLong'));
const faqList = z
  .array(
    z.object({
      question: line.trim().min(1),
      answer: z.string().trim().min(1).max(faqAnswerMaxLength, rule('answerTooLong')),
    }),
  )
  .max(productListMaxItems, rule('listTooLong'));

/** A responsive copy of a product image. */
export const imageVariantSchema = z.object({
  width: z.number().int().positive(),
  format: z.enum(['webp', 'avif']),
  path: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** Whether a product's Arabic text exists and is as new as its English text. */
export const translationStatusSchema = z.enum(['missing', 'outdated', 'current']);
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

/**
 * What a list shows of a product (a catalogue card, a related product, a row of the admin table):
 * `GET /api/products` answers these and nothing more, so a page's data stays small.
 */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  /** The uploaded image, a path under /media (relative: the client resolves it against the API host). */
  image: z.string(),
  /** Smaller WebP/AVIF copies of the image, for `srcset`. */
  imageVariants: z.array(imageVariantSchema),
  /** The description's opening, at most `productSummaryLength` characters (see short-text.ts). */
  description: z.string(),
  translationStatus: translationStatusSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productListSchema = z.array(productSummarySchema);

/** The most suggestions one answer holds. */
export const productSuggestionsMax = 8;

/** A suggestion as the search box lists it while the visitor types: what it shows, no more. */
export const productSuggestionSchema = productSummarySchema.pick({ id: true, name: true, category: true });
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;
export const productSuggestionsSchema = z.array(productSuggestionSchema).max(productSuggestionsMax);

/** A whole product (`GET /api/products/{id}`): the summary with the whole description and the rest. */
export const productSchema = productSummarySchema.extend({
  description: z.string(),
  features: z.array(z.string()),
  applications: z.array(z.string()),
  certifications: z.array(z.string()),
  specifications: z.array(specificationSchema),
  faqs: z.array(faqSchema),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * What the portal reads of a product, whatever its publication (`GET /api/admin/products` for the
 * table, `GET /api/admin/products/{id}` for editing and the preview): the public shape with its
 * publication. Only a published product reaches the public pages, the public API, the search and
 * the sitemap.
 */
const publicationFields = {
  status: publicationStatusSchema,
  /** When a scheduled product goes live (ISO time in UTC); null unless scheduled. */
  publish_at: z.iso.datetime().nullable(),
};
export const adminProductSummarySchema = productSummarySchema.extend(publicationFields);
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;
export const adminProductListSchema = z.array(adminProductSummarySchema);
export const adminProductSchema = productSchema.extend(publicationFields);
export type AdminProduct = z.infer<typeof adminProductSchema>;

const name = z
  .string()
  .trim()
  .min(productNameMinLength, rule('nameMin'))
  .max(productNameMaxLength, rule('nameTooLong'));
const description = z
  .string()
  .trim()
  .min(productDescriptionMinLength, rule('descriptionMin'))
  .max(descriptionMaxLength, rule('descriptionTooLong'));
const category = z.string().trim().max(productCategoryMaxLength, rule('categoryTooLong'));

/** The English fields of the create form; the image is checked separately. */
export const productFieldsSchema = z.object({
  name,
  category: category.default(''),
  description,
  features: textList,
  applications: textList,
  certifications: textList,
});
export type ProductFields = z.input<typeof productFieldsSchema>;

/** `POST /api/products/upload` fields besides the image (lists arrive as JSON text). */
export const productUploadSchema = productFieldsSchema.extend({
  specifications: specificationList.optional(),
  faqs: faqList.optional(),
});
export type ProductUpload = z.input<typeof productUploadSchema>;

/**
 * `PUT /api/products/:id`: the edit form also needs the image path, and may change the product's
 * publication with the rest (left out, it stays as it is).
 */
export const productUpdateSchema = productFieldsSchema.omit({ category: true }).extend({
  image: z.string().trim().min(1, rule('imageRequired')),
  category: category.optional(),
  publication: publicationSchema.optional(),
});
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/**
 * `POST /api/products/:id/translations/ar` body. Beyond the five translated fields (name,
 * description, features, applications, certifications), specifications and FAQs may be sent in
 * Arabic too, so that an Arabic product page shows no English; when left out, the stored ones are
 * kept.
 */
export const productTranslationSchema = z.object({
  // A translation is whole or absent: half of one is refused by name, never kept or dropped.
  name: z
    .string({ error: rule('arabicNameMissing') })
    .trim()
    .min(1, { message: rule('arabicNameMissing'), abort: true })
    .pipe(name),
  description: z
    .string({ error: rule('arabicDescriptionMissing') })
    .trim()
    .min(1, { message: rule('arabicDescriptionMissing'), abort: true })
    .pipe(description),
  features: textList,
  applications: textList,
  certifications: textList,
  specifications: specificationList.optional(),
  faqs: faqList.optional(),
});
export type ProductTranslation = z.input<typeof productTranslationSchema>;

/** The stored Arabic text of a product, for the admin's Arabic tab. */
export const storedTranslationSchema = z.object({
  language_code: z.literal('ar'),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  applications: z.array(z.string()),
  certifications: z.array(z.string()),
  /** Null until Arabic specifications or FAQs are saved: the English ones are shown meanwhile. */
  specifications: z.array(specificationSchema).nullable(),
  faqs: z.array(faqSchema).nullable(),
  updated_at: z.string(),
});
export type StoredTranslation = z.infer<typeof storedTranslationSchema>;

export const productIdParamsSchema = z.object({
  id: positiveIdSchema('invalidProductId'),
});

/**
 * `GET /api/products`: one page of the list (the first, of 24, unless asked otherwise), never more
 * than 100 products in one answer.
 */
export const productSortSchema = z.enum(productSorts, { error: rule('invalidValue') });

export const productQuerySchema = z.object({
  category: z.string().trim().max(productCategoryMaxLength, rule('categoryTooLong')).optional(),
  lang: z.enum(['en', 'ar']).default('en'),
  q: z
    .string()
    .trim()
    .max(searchQueryMaxLength, rule('searchTooLong'))
    .optional()
    .describe(
      'Words to search for in both languages (names, categories, text, sizes such as 25 mm or 1/2"), best matches first.',
    ),
  sort: productSortSchema
    .optional()
    .describe(
      'The order: id or name, a leading minus for the reverse. Without it, best matches first for a search, else by id.',
    ),
  ...pageQueryFields(productsPerPage, 'Products'),
});

/** `GET /api/admin/products`: the public list's query, and optionally one publication status. */
export const adminProductQuerySchema = productQuerySchema.extend({
  status: publicationStatusSchema
    .optional()
    .describe('Only the products of this status: draft, scheduled or published.'),
});

/** `GET /api/products/suggestions`: what is typed so far, in either language. */
export const productSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(searchQueryMaxLength, rule('searchTooLong'))
    .default('')
    .describe('What the visitor has typed so far; the last word may be unfinished.'),
  lang: z.enum(['en', 'ar']).default('en'),
});

/** `POST /api/products/bulk-delete`: the products to delete together, at most a table's page of them. */
export const productBulkDeleteSchema = z.object({ ids: chosenIdsSchema });

/**
 * `POST /api/products/bulk-publication`: the products to publish now or to make drafts together
 * (a scheduled one included); answered with how many changed.
 */
export const productBulkPublicationSchema = z.object({
  ids: chosenIdsSchema,
  status: z.enum(['published', 'draft'], { error: rule('invalidValue') }),
});
export type ProductBulkPublication = z.infer<typeof productBulkPublicationSchema>;

/** `POST /api/products/upload` answers 201 with the new product's id (a refusal is an error status). */
export const createResultSchema = resultSchema.extend({ productId: z.number().int() });

/** Images up to 5 MB, JPEG, PNG or GIF. */
export const productImageLimits = {
  maxBytes: imageMaxBytes,
  types: ['image/jpeg', 'image/png', 'image/gif'],
} as const;

/** Defaults on create. */
export const defaultSpecifications: Specification[] = [
  { category: 'General', items: [{ name: 'Type', value: 'Standard' }] },
];
export const defaultFaqs: Faq[] = [
  {
    question: 'What is the warranty period?',
    answer:
      'Our products come with a standard manufacturer warranty. Contact us for the details that apply to your order.',
  },
];

/** The same defaults in Arabic, saved with a product's first Arabic translation while its English ones are the defaults. */
export const arabicDefaultSpecifications: Specification[] = [
  { category: 'عام', items: [{ name: 'النوع', value: 'قياسي' }] },
];
export const arabicDefaultFaqs: Faq[] = [
  {
    question: 'ما مدة الضمان؟',
    answer: 'تأتي منتجاتنا بضمان قياسي من الشركة المصنّعة. تواصل معنا لمعرفة التفاصيل التي تنطبق على طلبك.',
  },
];
