/**
 * Create product (spec §2 /admin/products/create, §4 "Create forms", "Product creation", §5
 * "Product create and Arabic translation", "Product image on create", §7 POST
 * /api/products/upload and the Arabic translation, §8 "Product create upload errors").
 *
 * Three parallel regions, so the tab and the Arabic edits survive a failed upload:
 * - form: editing → submitting → created (transient) → savingTranslation → succeeded | succeeded;
 *   a failed upload goes back to editing; succeeded goes to the list after the redirect delay.
 * - tab: english | arabic ('Return to English Tab' is `tab.selected` english, only on arabic).
 * - arabic: untouched → touched (the first Arabic edit).
 * Events: field.changed { field, value }, arabic.field.changed { field, value },
 * image.selected { file }, tab.selected { tab }, form.submitted.
 */
import { and, assign, not, or, raise, setup, stateIn } from 'xstate';
import type { z } from 'zod';
import { clientMessages } from '../src/api/client-messages';
import { ApiError } from '../src/api/errors';
import { imageMaxBytes, redirectAfterSaveMs } from '../src/api/limits';
import {
  type createResultSchema,
  type ProductTranslation,
  productFieldsSchema,
  productMessages,
  productTranslationSchema,
} from '../src/api/products';
import type { Result } from '../src/api/users';
import { validate, withoutField } from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import { errorNotice, type Notice, refusalNotice, successNotice } from './notice';
import {
  type ArabicFormValues,
  emptyArabicForm,
  emptyProductForm,
  type FieldChange,
  hasArabicText,
  type ProductFormValues,
  type ProductTab,
  submitTransitions,
  withField,
} from './product-form';

/** Texts the create page shows (spec §8); the lead moves them to src/api/client-messages.ts. */
export const productCreateMessages = {
  createdTitle: 'Product Created',
  translationSavedTitle: 'Translation Saved',
  warningTitle: 'Warning',
  translationNotSaved: 'Product created, but the Arabic translation could not be saved.',
  createFailed: 'Failed to create product',
  serverError: 'Server error:',
  invalidJson: 'Server returned invalid JSON response',
} as const;

/** What the machine needs of a chosen file; the view sends the `File` itself, which has these. */
export interface ImageFile {
  name: string;
  type: string;
  size: number;
}

/** `POST /api/products/upload`: the checked English fields and the chosen image. */
export interface ProductUploadRequest {
  fields: z.output<typeof productFieldsSchema>;
  image: ImageFile;
}

export type CreateResult = z.infer<typeof createResultSchema>;

/** An error answer of the upload, as the `uploadProduct` actor rejects with it. */
export interface UploadFailure {
  status: number;
  contentType: string | null;
  body: string;
}

export function isUploadFailure(error: unknown): error is UploadFailure {
  if (typeof error !== 'object' || error === null) return false;
  const { status, contentType, body } = error as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    typeof body === 'string' &&
    (contentType === null || typeof contentType === 'string')
  );
}

/** The first characters of an HTML error page that the message keeps (spec §8). */
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
function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

const serverError = (detail: string | number) => `${productCreateMessages.serverError} ${detail}`;

/**
 * What a failed upload tells the admin (spec §8 "Product create upload errors"): an HTML page's
 * text, a JSON body's message, the status when the JSON has none, the invalid-JSON text for an
 * empty or unreadable body, and the network text when no answer came at all.
 */
export function uploadErrorMessage(error: unknown): string {
  if (!isUploadFailure(error)) {
    if (error instanceof ApiError && error.kind === 'response') {
      return error.serverMessage || (error.status ? serverError(error.status) : clientMessages.networkError);
    }
    return clientMessages.networkError;
  }
  const { status, contentType, body } = error;
  if (contentType?.toLowerCase().includes('text/html') || body.trimStart().startsWith('<')) {
    const text = textOfHtml(body);
    return serverError(text ? text.slice(0, htmlExcerptLength) : status);
  }
  if (body.trim() === '') return productCreateMessages.invalidJson;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return productCreateMessages.invalidJson;
  }
  const message =
    typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : serverError(status);
}

/** Spec §5 "Product image on create": required, an image type, under the size limit. */
export function imageError(file: ImageFile | null): string | null {
  if (!file) return productMessages.imageMissing;
  if (!file.type.startsWith('image/')) return productMessages.imageType;
  if (file.size >= imageMaxBytes) return productMessages.imageSize;
  return null;
}

interface ProductCreateContext {
  values: ProductFormValues;
  /** The chosen image once it passed the checks. */
  image: ImageFile | null;
  arabic: ArabicFormValues;
  /** English field errors, and the image's under `image`. */
  fieldErrors: Record<string, string>;
  arabicErrors: Record<string, string>;
  productId: number | null;
}

/** The English fields' errors, and the image's: a rejected file keeps its own message. */
const englishErrors = (context: ProductCreateContext): Record<string, string> => {
  const errors = validate(productFieldsSchema, context.values);
  if (context.image) return errors;
  return { ...errors, image: context.fieldErrors.image ?? productMessages.imageMissing };
};

const translationWarning: Notice = {
  type: 'warning',
  title: productCreateMessages.warningTitle,
  message: productCreateMessages.translationNotSaved,
};

export const productCreateMachine = setup({
  types: {
    context: {} as ProductCreateContext,
    events: {} as
      | ({ type: 'field.changed' } & FieldChange<keyof ProductFormValues>)
      | ({ type: 'arabic.field.changed' } & FieldChange<keyof ArabicFormValues>)
      | { type: 'image.selected'; file: ImageFile | null }
      | { type: 'tab.selected'; tab: ProductTab }
      | { type: 'form.submitted' },
    tags: {} as 'busy',
  },
  actors: {
    uploadProduct: missingPromiseActor<CreateResult, ProductUploadRequest>('uploadProduct'),
    saveTranslation: missingPromiseActor<Result, { productId: number; translation: ProductTranslation }>(
      'saveTranslation',
    ),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    goToList: missingAction('goToList'),
    setArabicField: assign(({ context, event }) => {
      if (event.type !== 'arabic.field.changed') return {};
      return {
        arabic: withField(context.arabic, event.field, event.value),
        arabicErrors: withoutField(context.arabicErrors, event.field),
      };
    }),
    /** Shows the tab holding the first errors: English (with the image) before Arabic. */
    showTabWithErrors: raise(({ context }) => ({
      type: 'tab.selected' as const,
      tab: Object.keys(englishErrors(context)).length > 0 ? ('english' as const) : ('arabic' as const),
    })),
    clearErrors: assign({ fieldErrors: {}, arabicErrors: {} }),
    showEnglishErrors: assign(({ context }) => ({ fieldErrors: englishErrors(context), arabicErrors: {} })),
    showAllErrors: assign(({ context }) => ({
      fieldErrors: englishErrors(context),
      arabicErrors: validate(productTranslationSchema, context.arabic),
    })),
  },
  guards: {
    isEditing: stateIn('#productCreate.form.editing'),
    isArabicTouched: stateIn('#productCreate.arabic.touched'),
    hasArabicText: ({ context }) => hasArabicText(context.arabic),
    /** Spec §4: a touched Arabic tab with a name and a description is saved after the create. */
    wantsTranslation: and(['isArabicTouched', 'hasArabicText']),
    isEnglishValid: ({ context }) =>
      context.image !== null && productFieldsSchema.safeParse(context.values).success,
    isArabicValid: ({ context }) => productTranslationSchema.safeParse(context.arabic).success,
    isValid: and(['isEnglishValid', or([not('wantsTranslation'), 'isArabicValid'])]),
    isCreated: (_, params: { result: CreateResult }) => params.result.success,
    hasProductId: ({ context }) => context.productId !== null,
    isSaved: (_, params: { result: Result }) => params.result.success,
    isArabicChoice: ({ event }) => event.type === 'tab.selected' && event.tab === 'arabic',
    isEnglishChoice: ({ event }) => event.type === 'tab.selected' && event.tab === 'english',
  },
  delays: { redirect: redirectAfterSaveMs },
}).createMachine({
  id: 'productCreate',
  type: 'parallel',
  context: {
    values: emptyProductForm,
    image: null,
    arabic: emptyArabicForm,
    fieldErrors: {},
    arabicErrors: {},
    productId: null,
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.changed': {
              actions: assign(({ context, event }) => ({
                values: withField(context.values, event.field, event.value),
                fieldErrors: withoutField(context.fieldErrors, event.field),
              })),
            },
            'image.selected': {
              actions: assign(({ context, event }) => {
                const error = imageError(event.file);
                return {
                  image: error ? null : event.file,
                  fieldErrors: error
                    ? { ...context.fieldErrors, image: error }
                    : withoutField(context.fieldErrors, 'image'),
                };
              }),
            },
            'form.submitted': submitTransitions('submitting'),
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'uploadProduct',
            src: 'uploadProduct',
            input: ({ context }) => ({
              fields: productFieldsSchema.parse(context.values),
              // `isValid` let the form submit only with an image.
              image: context.image as ImageFile,
            }),
            onDone: [
              {
                guard: { type: 'isCreated', params: ({ event }) => ({ result: event.output }) },
                target: 'created',
                actions: [
                  assign({ productId: ({ event }) => event.output.productId ?? null }),
                  {
                    type: 'notify',
                    params: successNotice(productCreateMessages.createdTitle, productMessages.productCreated),
                  },
                ],
              },
              {
                target: 'editing',
                actions: { type: 'notify', params: refusalNotice(productCreateMessages.createFailed) },
              },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'notify',
                params: ({ event }) => errorNotice(uploadErrorMessage(event.error)),
              },
            },
          },
        },
        created: {
          always: [
            { guard: and(['wantsTranslation', 'hasProductId']), target: 'savingTranslation' },
            { target: 'succeeded' },
          ],
        },
        savingTranslation: {
          tags: 'busy',
          invoke: {
            id: 'saveTranslation',
            src: 'saveTranslation',
            input: ({ context }) => ({
              productId: context.productId ?? 0,
              translation: productTranslationSchema.parse(context.arabic),
            }),
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => ({ result: event.output }) },
                target: 'succeeded',
                actions: {
                  type: 'notify',
                  params: successNotice(
                    productCreateMessages.translationSavedTitle,
                    productMessages.translationSaved,
                  ),
                },
              },
              // The product exists: the admin still goes to the list, warned.
              { target: 'succeeded', actions: { type: 'notify', params: translationWarning } },
            ],
            onError: { target: 'succeeded', actions: { type: 'notify', params: translationWarning } },
          },
        },
        succeeded: {
          tags: 'busy',
          after: { redirect: { actions: 'goToList' } },
        },
      },
    },
    tab: {
      initial: 'english',
      states: {
        english: { on: { 'tab.selected': { guard: 'isArabicChoice', target: 'arabic' } } },
        arabic: { on: { 'tab.selected': { guard: 'isEnglishChoice', target: 'english' } } },
      },
    },
    arabic: {
      initial: 'untouched',
      states: {
        untouched: {
          on: {
            'arabic.field.changed': { guard: 'isEditing', target: 'touched', actions: 'setArabicField' },
          },
        },
        touched: {
          on: { 'arabic.field.changed': { guard: 'isEditing', actions: 'setArabicField' } },
        },
      },
    },
  },
});
