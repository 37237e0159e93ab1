/**
 * Edit product (/admin/products/edit/{id}): PUT /api/products/{id}, then the Arabic translation;
 * each outcome is an admin alert.
 *
 * States: starting (transient) → invalid (bad id) | loading → notFound | loaded. Both `invalid`
 * and `notFound` carry the `notFound` tag ('Product Not Found' with Back to Products).
 * loaded has two parallel regions, so the tab stays put while saving:
 * - form: editing → saving → saved (transient) → savingTranslation → succeeded | succeeded; the
 *   save sends the product's publication with its text when it changed (published, a draft, or
 *   scheduled); a failed save goes back to editing; succeeded goes to the list after the redirect delay.
 *   A chosen image that passes the checks is stored at once (replacingImage → editing: a resumable
 *   upload, machines/upload.machine.ts, the `upload` child, whose progress the page shows), and
 *   its path put in the form.
 * - tab: english | arabic.
 * Events: field.changed { field, value }, arabic.field.changed { field, value },
 * image.selected { file }, tab.selected { tab }, form.submitted.
 */
import { and, assertEvent, assign, enqueueActions, not, or, setup } from 'xstate';
import type { z } from 'zod';
import { imageUploadStallMs, redirectAfterSaveMs } from '../src/api/limits';
import type { MessageId } from '../src/api/messages';
import type { ImageSwapRequest, ReplacedImage } from '../src/api/product-uploads';
import {
  type AdminProduct,
  type ImageVariant,
  type ProductTranslation,
  productUpdateSchema,
  type StoredTranslation,
} from '../src/api/products';
import type { UploadFailureReason } from '../src/api/upload-failure';
import type { Result } from '../src/api/users';
import { editingTransitions, storedField, succeededState, validate, withoutField } from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import { errorNotice, failureNotice, type Notice, successNotice } from './notice';
import {
  type ArabicFormValues,
  emptyArabicForm,
  emptyProductForm,
  hasArabicText,
  imageError,
  type ProductFormContext,
  type ProductFormEvent,
  type ProductFormValues,
  productFormGuards,
  savedState,
  saveFailureNotice,
  storedArabicField,
  submitErrors,
  tabRegion,
  translationRequest,
} from './product-form';
import {
  changedPublication,
  type PublicationValues,
  publicationFieldsSchema,
  publicationValuesOf,
  publishedNow,
} from './publication-fields';
import { createUploadMachine, uploadAnswerOf, uploadFailureOf, uploadSucceeded } from './upload.machine';

/** The edit form's English fields: the create form's, the image path and the publication. */
export interface ProductEditValues extends ProductFormValues, PublicationValues {
  image: string;
}

/** What `loadProduct` answers: the product (whatever its publication) and its stored Arabic text, if any. */
export interface LoadedProduct {
  product: AdminProduct;
  arabic: StoredTranslation | null;
}

export interface ProductEditContext extends ProductFormContext<ProductEditValues> {
  imageVariants: ImageVariant[];
  /** The Arabic text as stored, to tell whether the admin changed it. */
  savedArabic: ArabicFormValues;
  /** The publication as stored, sent again only when the admin changed it. */
  savedPublication: PublicationValues;
  /** Why the last chosen image file was refused before any upload. */
  fileError: MessageId | null;
}

export type ProductChanges = z.output<typeof productUpdateSchema>;

const isValidId = (id: number | null): id is number => Number.isInteger(id) && Number(id) > 0;

const valuesOf = (product: AdminProduct): ProductEditValues => ({
  name: product.name,
  category: product.category,
  description: product.description,
  features: product.features,
  applications: product.applications,
  certifications: product.certifications,
  image: product.image,
  ...publicationValuesOf(product),
});

/** The English errors as the form shows them: the fields', and the publish time's. */
const englishErrors = (values: ProductEditValues) => ({
  ...validate(productUpdateSchema, values),
  ...validate(publicationFieldsSchema, values),
});

const arabicOf = (stored: StoredTranslation | null): ArabicFormValues =>
  stored
    ? {
        name: stored.name,
        description: stored.description,
        features: stored.features,
        applications: stored.applications,
        certifications: stored.certifications,
      }
    : emptyArabicForm;

/** The Arabic text's lists, one entry per line in the form. */
const arabicLists: readonly ('features' | 'applications' | 'certifications')[] = [
  'features',
  'applications',
  'certifications',
];

/** The Arabic text as it would be saved: trimmed, blank list entries dropped. */
const normalized = (arabic: ArabicFormValues) =>
  JSON.stringify({
    ...arabic,
    name: arabic.name.trim(),
    description: arabic.description.trim(),
    ...Object.fromEntries(
      arabicLists.map((list) => [
        list,
        arabic[list].map((item) => item.trim()).filter((item) => item !== ''),
      ]),
    ),
  });

/** The upload flow of a new picture for a saved product: the picture, then the swap naming it. */
export const imageSwapUploadMachine = createUploadMachine<ImageSwapRequest, ReplacedImage>();

/** What a failed swap tells the admin: the server's reason, no connection, else that it failed. */
export function imageSwapFailureMessage(reason: UploadFailureReason): MessageId {
  if (reason.kind === 'refused') return reason.code;
  if (reason.kind === 'noResponse') return 'networkError';
  return 'imageReplaceFailed';
}

export const productEditMachine = setup({
  types: {
    context: {} as ProductEditContext,
    input: {} as { id: number | null },
    events: {} as ProductFormEvent<ProductEditValues>,
    tags: {} as 'busy' | 'notFound',
  },
  actors: {
    loadProduct: missingPromiseActor<LoadedProduct, { id: number }>('loadProduct'),
    updateProduct: missingPromiseActor<Result, { id: number; changes: ProductChanges }>('updateProduct'),
    updateTranslation: missingPromiseActor<Result, { productId: number; translation: ProductTranslation }>(
      'updateTranslation',
    ),
    upload: imageSwapUploadMachine,
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    goToList: missingAction('goToList'),
    storeField: assign(({ context, event }) => storedField(context, event)),
    storeArabicField: assign(({ context, event }) => storedArabicField(context, event)),
    clearErrors: assign({ fieldErrors: {}, arabicErrors: {} }),
    showErrors: enqueueActions(({ context, check, enqueue }) => {
      const { tab, ...errors } = submitErrors(
        englishErrors(context.values),
        context.arabic,
        check('wantsTranslation'),
      );
      enqueue.assign(errors);
      enqueue.raise({ type: 'tab.selected', tab });
    }),
    rejectFile: assign(({ event }) => {
      assertEvent(event, 'image.selected');
      // `isImageAcceptable` failed, so the file has an error.
      return { fileError: imageError(event.file) as MessageId };
    }),
  },
  guards: {
    ...productFormGuards,
    hasValidId: ({ context }) => isValidId(context.productId),
    hasArabicChanges: ({ context }) => normalized(context.arabic) !== normalized(context.savedArabic),
    /** The Arabic tab holds text now, or held saved text that the admin has cleared. */
    hasArabicText: ({ context }) => hasArabicText(context.arabic) || hasArabicText(context.savedArabic),
    /** A changed Arabic text is checked and saved after the product. */
    wantsTranslation: and(['hasArabicChanges', 'hasArabicText']),
    isEnglishValid: ({ context }) =>
      productUpdateSchema.safeParse(context.values).success &&
      publicationFieldsSchema.safeParse(context.values).success,
    isValid: and(['isEnglishValid', or([not('wantsTranslation'), 'isArabicValid'])]),
  },
  delays: { redirect: redirectAfterSaveMs },
}).createMachine({
  id: 'productEdit',
  context: ({ input }) => ({
    productId: input.id,
    values: { ...emptyProductForm, ...publishedNow, image: '' },
    imageVariants: [],
    arabic: emptyArabicForm,
    savedArabic: emptyArabicForm,
    savedPublication: publishedNow,
    fieldErrors: {},
    arabicErrors: {},
    fileError: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasValidId', target: 'loading' },
        { target: 'invalid', actions: { type: 'notify', params: errorNotice('invalidProductId') } },
      ],
    },
    invalid: { tags: 'notFound' },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ id: context.productId ?? 0 }),
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            values: valuesOf(event.output.product),
            imageVariants: event.output.product.imageVariants,
            arabic: arabicOf(event.output.arabic),
            savedArabic: arabicOf(event.output.arabic),
            savedPublication: publicationValuesOf(event.output.product),
          })),
        },
        onError: {
          target: 'notFound',
          actions: { type: 'notify', params: failureNotice('productLoadFailed') },
        },
      },
    },
    notFound: { tags: 'notFound' },
    loaded: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                ...editingTransitions('saving'),
                'arabic.field.changed': { actions: 'storeArabicField' },
                'image.selected': [
                  {
                    guard: 'isImageAcceptable',
                    target: 'replacingImage',
                    actions: assign({ fileError: null }),
                  },
                  { actions: 'rejectFile' },
                ],
              },
            },
            replacingImage: {
              invoke: {
                id: 'upload',
                src: 'upload',
                input: ({ context, event }) => {
                  assertEvent(event, 'image.selected');
                  // `isImageAcceptable` let only a file in.
                  const file = event.file as NonNullable<typeof event.file>;
                  return {
                    parts: [{ kind: 'productImage', file }],
                    request: { productId: context.productId ?? 0 },
                    stallMs: imageUploadStallMs,
                  };
                },
                onDone: [
                  {
                    guard: uploadSucceeded,
                    target: 'editing',
                    actions: [
                      assign(({ context, event }) =>
                        event.output.ok
                          ? {
                              values: { ...context.values, image: event.output.result.image },
                              imageVariants: event.output.result.imageVariants,
                              fieldErrors: withoutField(context.fieldErrors, 'image'),
                            }
                          : {},
                      ),
                      {
                        type: 'notify',
                        params: ({ event }) =>
                          successNotice('imageReplacedTitle', 'productUpdated')(uploadAnswerOf({ event })),
                      },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'notify',
                      params: ({ event }) =>
                        errorNotice(imageSwapFailureMessage(uploadFailureOf(event.output))),
                    },
                  },
                ],
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'updateProduct',
                src: 'updateProduct',
                input: ({ context }) => ({
                  id: context.productId ?? 0,
                  changes: {
                    ...productUpdateSchema.parse(context.values),
                    publication: changedPublication(context.values, context.savedPublication),
                  },
                }),
                // A refusal comes as an error status, so every answer here is a saved product.
                onDone: {
                  target: 'saved',
                  actions: {
                    type: 'notify',
                    params: successNotice('productUpdatedTitle', 'productUpdated'),
                  },
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'notify',
                    params: saveFailureNotice('productUpdateFailed', 'productUpdateError'),
                  },
                },
              },
            },
            saved: savedState,
            savingTranslation: {
              tags: 'busy',
              invoke: {
                id: 'updateTranslation',
                src: 'updateTranslation',
                input: translationRequest,
                onDone: {
                  target: 'succeeded',
                  actions: {
                    type: 'notify',
                    params: successNotice('translationUpdatedTitle', 'translationSaved'),
                  },
                },
                // The product is saved; the form stays so the translation can be tried again.
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'notify',
                    params: saveFailureNotice('translationUpdateFailed', 'translationUpdateError'),
                  },
                },
              },
            },
            succeeded: succeededState,
          },
        },
        tab: tabRegion,
      },
    },
  },
});
