/**
 * Create product (/admin/products/create): the image goes first as a resumable upload, which rides
 * out a slow or dropping link (machines/upload.machine.ts, the `upload` child while submitting: the
 * page shows its progress); then the English fields and a filled-in Arabic tab (the Arabic
 * translation) go to POST /api/products/upload naming it, which creates the product with its
 * translation or nothing.
 *
 * The product goes live now, waits as a draft, or goes live at a time (the publication fields,
 * checked with the English ones).
 *
 * Three parallel regions, so the tab and the Arabic edits survive a failed upload:
 * - form: editing → submitting → succeeded; a failed upload goes back to editing; succeeded goes
 *   to the list after the redirect delay.
 * - tab: english | arabic ('Return to English Tab' is `tab.selected` english, only on arabic).
 * - arabic: untouched → touched (the first Arabic edit).
 * Events: field.changed { field, value }, arabic.field.changed { field, value },
 * image.selected { file }, tab.selected { tab }, form.submitted.
 */
import { and, assertEvent, assign, enqueueActions, not, or, setup, stateIn } from 'xstate';
import type { z } from 'zod';
import { imageUploadStallMs, redirectAfterSaveMs } from '../src/api/limits';
import type { Message, MessageId } from '../src/api/messages';
import type { ProductCreateRequest } from '../src/api/product-uploads';
import {
  type createResultSchema,
  type ProductTranslation,
  productFieldsSchema,
  productTranslationSchema,
} from '../src/api/products';
import type { ChosenFile, UploadFailureReason } from '../src/api/upload-failure';
import { editingTransitions, storedField, succeededState, validate, withoutField } from './form';
import { missingAction } from './not-provided';
import { errorNotice, type Notice, successNotice } from './notice';
import {
  emptyArabicForm,
  emptyProductForm,
  hasArabicText,
  imageError,
  type ProductFormContext,
  type ProductFormEvent,
  type ProductFormValues,
  productFormGuards,
  storedArabicField,
  submitErrors,
  tabRegion,
} from './product-form';
import {
  type PublicationValues,
  publicationFieldsSchema,
  publicationOf,
  publishedNow,
} from './publication-fields';
import { createUploadMachine, uploadAnswerOf, uploadFailureOf, uploadSucceeded } from './upload.machine';

export type CreateResult = z.infer<typeof createResultSchema>;

/**
 * What a failed upload tells the admin: the API's reason,
 * 'Server error:' with an error page's text or the status, the invalid-JSON text for an empty or
 * unreadable answer, the network text when no answer came, and 'Failed to create product' for
 * anything else.
 */
export function uploadFailureMessage(reason: UploadFailureReason): Message {
  switch (reason.kind) {
    case 'refused':
      return reason.code;
    case 'serverError':
      return { id: 'serverErrorDetail', values: { detail: reason.detail } };
    case 'status':
      return { id: 'serverErrorDetail', values: { detail: reason.status } };
    case 'invalidJson':
      return 'invalidJson';
    case 'noResponse':
      return 'networkError';
    // The product form never stops its upload; were it to, nothing more could be said.
    case 'canceled':
      return 'productCreateFailed';
  }
}

/** The upload flow of a product: its picture, then the request that creates it from it. */
export const productUploadMachine = createUploadMachine<ProductCreateRequest, CreateResult>();

/** The form's fields: the English, and whether the product is published now, later or not yet. */
export type ProductCreateValues = ProductFormValues & PublicationValues;

interface ProductCreateContext extends ProductFormContext<ProductCreateValues> {
  /** The chosen image once it passed the checks. */
  image: ChosenFile | null;
  /** The Arabic text sent with the upload under way, or null when the Arabic tab is not saved. */
  translation: ProductTranslation | null;
}

/** The English fields' errors, and the image's: a rejected file keeps its own message. */
const englishErrors = (context: ProductCreateContext): Record<string, MessageId> => {
  const errors = {
    ...validate(productFieldsSchema, context.values),
    ...validate(publicationFieldsSchema, context.values),
  };
  if (context.image) return errors;
  return { ...errors, image: context.fieldErrors.image ?? 'imageMissing' };
};

/** What the success alert says when the server names nothing: the product's publication. */
function createdMessageOf(values: PublicationValues): MessageId {
  if (values.status === 'draft') return 'productDraftSaved';
  if (values.status === 'scheduled') return 'productScheduled';
  return 'productCreated';
}

export const productCreateMachine = setup({
  types: {
    context: {} as ProductCreateContext,
    events: {} as ProductFormEvent<ProductCreateValues>,
    tags: {} as 'busy',
  },
  actors: {
    upload: productUploadMachine,
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    goToList: missingAction('goToList'),
    storeField: assign(({ context, event }) => storedField(context, event)),
    storeArabicField: assign(({ context, event }) => storedArabicField(context, event)),
    keepImage: assign(({ context, event }) => {
      assertEvent(event, 'image.selected');
      return { image: event.file, fieldErrors: withoutField(context.fieldErrors, 'image') };
    }),
    rejectImage: assign(({ context, event }) => {
      assertEvent(event, 'image.selected');
      // `isImageAcceptable` failed, so the file has an error.
      return {
        image: null,
        fieldErrors: { ...context.fieldErrors, image: imageError(event.file) as MessageId },
      };
    }),
    clearErrors: assign({ fieldErrors: {}, arabicErrors: {} }),
    showErrors: enqueueActions(({ context, check, enqueue }) => {
      const { tab, ...errors } = submitErrors(
        englishErrors(context),
        context.arabic,
        check('wantsTranslation'),
      );
      enqueue.assign(errors);
      enqueue.raise({ type: 'tab.selected', tab });
    }),
    /** A new try sends the Arabic text as it is now, if it is to be saved. */
    startUpload: enqueueActions(({ context, check, enqueue }) => {
      enqueue.assign({
        translation: check('wantsTranslation')
          ? (productTranslationSchema.parse(context.arabic) as ProductTranslation)
          : null,
      });
    }),
  },
  guards: {
    ...productFormGuards,
    isEditing: stateIn('#productCreate.form.editing'),
    isArabicTouched: stateIn('#productCreate.arabic.touched'),
    hasArabicText: ({ context }) => hasArabicText(context.arabic),
    /** A touched Arabic tab with a name or a description is checked and sent with the upload. */
    wantsTranslation: and(['isArabicTouched', 'hasArabicText']),
    isEnglishValid: ({ context }) =>
      context.image !== null &&
      productFieldsSchema.safeParse(context.values).success &&
      publicationFieldsSchema.safeParse(context.values).success,
    isValid: and(['isEnglishValid', or([not('wantsTranslation'), 'isArabicValid'])]),
  },
  delays: { redirect: redirectAfterSaveMs },
}).createMachine({
  id: 'productCreate',
  type: 'parallel',
  context: {
    values: { ...emptyProductForm, ...publishedNow },
    image: null,
    arabic: emptyArabicForm,
    fieldErrors: {},
    arabicErrors: {},
    productId: null,
    translation: null,
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...editingTransitions('submitting'),
            'image.selected': [
              { guard: 'isImageAcceptable', actions: 'keepImage' },
              { actions: 'rejectImage' },
            ],
          },
        },
        submitting: {
          tags: 'busy',
          entry: 'startUpload',
          invoke: {
            id: 'upload',
            src: 'upload',
            input: ({ context }) => ({
              // `isValid` let the form submit only with an image.
              parts: [{ kind: 'productImage', file: context.image as ChosenFile }],
              request: {
                fields: productFieldsSchema.parse(context.values),
                translation: context.translation,
                publication: publicationOf(context.values),
              },
              stallMs: imageUploadStallMs,
            }),
            onDone: [
              {
                guard: uploadSucceeded,
                target: 'succeeded',
                actions: {
                  type: 'notify',
                  params: ({ context, event }) =>
                    successNotice(
                      'productCreatedTitle',
                      createdMessageOf(context.values),
                    )(uploadAnswerOf({ event })),
                },
              },
              {
                target: 'editing',
                actions: {
                  type: 'notify',
                  params: ({ event }) => errorNotice(uploadFailureMessage(uploadFailureOf(event.output))),
                },
              },
            ],
          },
        },
        succeeded: succeededState,
      },
    },
    tab: tabRegion,
    arabic: {
      initial: 'untouched',
      states: {
        untouched: {
          on: {
            'arabic.field.changed': { guard: 'isEditing', target: 'touched', actions: 'storeArabicField' },
          },
        },
        touched: {
          on: { 'arabic.field.changed': { guard: 'isEditing', actions: 'storeArabicField' } },
        },
      },
    },
  },
});
