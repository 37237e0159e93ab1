/**
 * Edit product (spec §2 /admin/products/edit/{id}, §4 "Create forms", §5 "Product create and
 * Arabic translation", §7 PUT /api/products/{id} and the Arabic translation, §8 admin alerts).
 *
 * States: starting (transient) → invalid (bad id) | loading → notFound | loaded. Both `invalid`
 * and `notFound` carry the `notFound` tag ('Product Not Found' with Back to Products).
 * loaded has two parallel regions, so the tab stays put while saving:
 * - form: editing → saving → productSaved (transient) → savingTranslation → succeeded |
 *   succeeded; a refused or failed save goes back to editing; succeeded goes to the list after
 *   the redirect delay.
 * - tab: english | arabic.
 * Events: field.changed { field, value }, arabic.field.changed { field, value },
 * image.replaced { image, imageVariants }, tab.selected { tab }, form.submitted.
 */
import { and, assign, not, or, raise, setup } from 'xstate';
import type { z } from 'zod';
import { redirectAfterSaveMs } from '../src/api/limits';
import {
  type ImageVariant,
  type Product,
  type ProductTranslation,
  productMessages,
  productTranslationSchema,
  productUpdateSchema,
  type StoredTranslation,
} from '../src/api/products';
import type { Result } from '../src/api/users';
import { validate, withoutField } from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import { errorNotice, failureNotice, type Notice, refusalNotice, successNotice } from './notice';
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

/** Texts the edit page shows (spec §2, §8); the lead moves them to src/api/client-messages.ts. */
export const productEditMessages = {
  notFoundTitle: 'Product Not Found',
  loadFailed: 'Failed to load product. Please try again.',
  productUpdatedTitle: 'Product Updated',
  translationUpdatedTitle: 'Translation Updated',
  updateFailed: 'Failed to update product',
  updateError: 'An error occurred while updating the product',
  translationFailed: 'Failed to update translation',
  translationError: 'An error occurred while updating the translation',
} as const;

/** The edit form's English fields: the create form's and the image path (spec §5). */
export interface ProductEditValues extends ProductFormValues {
  image: string;
}

/** What `loadProduct` answers: the product and its stored Arabic text, if any. */
export interface LoadedProduct {
  product: Product;
  arabic: StoredTranslation | null;
}

export interface ProductEditContext {
  id: number | null;
  values: ProductEditValues;
  imageVariants: ImageVariant[];
  arabic: ArabicFormValues;
  /** The Arabic text as stored, to tell whether the admin changed it. */
  savedArabic: ArabicFormValues;
  fieldErrors: Record<string, string>;
  arabicErrors: Record<string, string>;
}

export type ProductChanges = z.output<typeof productUpdateSchema>;

const isValidId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

const valuesOf = (product: Product): ProductEditValues => ({
  name: product.name,
  category: product.category,
  description: product.description,
  features: product.features,
  applications: product.applications,
  certifications: product.certifications,
  image: product.image,
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

/** The Arabic text as it would be saved: trimmed, blank list entries dropped. */
const normalized = (arabic: ArabicFormValues) =>
  JSON.stringify({
    ...arabic,
    name: arabic.name.trim(),
    description: arabic.description.trim(),
    ...Object.fromEntries(
      (['features', 'applications', 'certifications'] as const).map((list) => [
        list,
        arabic[list].map((item) => item.trim()).filter((item) => item !== ''),
      ]),
    ),
  });

const englishErrors = (context: ProductEditContext) => validate(productUpdateSchema, context.values);

export const productEditMachine = setup({
  types: {
    context: {} as ProductEditContext,
    input: {} as { id: number | null },
    events: {} as
      | ({ type: 'field.changed' } & FieldChange<keyof ProductEditValues>)
      | ({ type: 'arabic.field.changed' } & FieldChange<keyof ArabicFormValues>)
      | { type: 'image.replaced'; image: string; imageVariants: ImageVariant[] }
      | { type: 'tab.selected'; tab: ProductTab }
      | { type: 'form.submitted' },
    tags: {} as 'busy' | 'notFound',
  },
  actors: {
    loadProduct: missingPromiseActor<LoadedProduct, { id: number }>('loadProduct'),
    updateProduct: missingPromiseActor<Result, { id: number; changes: ProductChanges }>('updateProduct'),
    updateTranslation: missingPromiseActor<Result, { productId: number; translation: ProductTranslation }>(
      'updateTranslation',
    ),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    goToList: missingAction('goToList'),
    /** Shows the tab holding the first errors: English before Arabic. */
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
    hasValidId: ({ context }) => isValidId(context.id),
    hasArabicChanges: ({ context }) => normalized(context.arabic) !== normalized(context.savedArabic),
    hasArabicText: ({ context }) => hasArabicText(context.arabic),
    /** A changed Arabic text with a name and a description is saved after the product (spec §4). */
    wantsTranslation: and(['hasArabicChanges', 'hasArabicText']),
    isEnglishValid: ({ context }) => productUpdateSchema.safeParse(context.values).success,
    isArabicValid: ({ context }) => productTranslationSchema.safeParse(context.arabic).success,
    isValid: and(['isEnglishValid', or([not('wantsTranslation'), 'isArabicValid'])]),
    isSaved: (_, params: { result: Result }) => params.result.success,
    isArabicChoice: ({ event }) => event.type === 'tab.selected' && event.tab === 'arabic',
    isEnglishChoice: ({ event }) => event.type === 'tab.selected' && event.tab === 'english',
  },
  delays: { redirect: redirectAfterSaveMs },
}).createMachine({
  id: 'productEdit',
  context: ({ input }) => ({
    id: input.id,
    values: { ...emptyProductForm, image: '' },
    imageVariants: [],
    arabic: emptyArabicForm,
    savedArabic: emptyArabicForm,
    fieldErrors: {},
    arabicErrors: {},
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasValidId', target: 'loading' },
        {
          target: 'invalid',
          actions: { type: 'notify', params: errorNotice(productMessages.invalidProductId) },
        },
      ],
    },
    invalid: { tags: 'notFound' },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            values: valuesOf(event.output.product),
            imageVariants: event.output.product.imageVariants,
            arabic: arabicOf(event.output.arabic),
            savedArabic: arabicOf(event.output.arabic),
          })),
        },
        onError: {
          target: 'notFound',
          actions: {
            type: 'notify',
            params: failureNotice(productEditMessages.loadFailed),
          },
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
                'field.changed': {
                  actions: assign(({ context, event }) => ({
                    values: withField(context.values, event.field, event.value),
                    fieldErrors: withoutField(context.fieldErrors, event.field),
                  })),
                },
                'arabic.field.changed': {
                  actions: assign(({ context, event }) => ({
                    arabic: withField(context.arabic, event.field, event.value),
                    arabicErrors: withoutField(context.arabicErrors, event.field),
                  })),
                },
                'image.replaced': {
                  actions: assign(({ context, event }) => ({
                    values: { ...context.values, image: event.image },
                    imageVariants: event.imageVariants,
                    fieldErrors: withoutField(context.fieldErrors, 'image'),
                  })),
                },
                'form.submitted': submitTransitions('saving'),
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'updateProduct',
                src: 'updateProduct',
                input: ({ context }) => ({
                  id: context.id ?? 0,
                  changes: productUpdateSchema.parse(context.values),
                }),
                onDone: [
                  {
                    guard: { type: 'isSaved', params: ({ event }) => ({ result: event.output }) },
                    target: 'productSaved',
                    actions: {
                      type: 'notify',
                      params: successNotice(
                        productEditMessages.productUpdatedTitle,
                        productMessages.productUpdated,
                      ),
                    },
                  },
                  {
                    target: 'editing',
                    actions: { type: 'notify', params: refusalNotice(productEditMessages.updateFailed) },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'notify', params: failureNotice(productEditMessages.updateError) },
                },
              },
            },
            productSaved: {
              always: [{ guard: 'wantsTranslation', target: 'savingTranslation' }, { target: 'succeeded' }],
            },
            savingTranslation: {
              tags: 'busy',
              invoke: {
                id: 'updateTranslation',
                src: 'updateTranslation',
                input: ({ context }) => ({
                  productId: context.id ?? 0,
                  translation: productTranslationSchema.parse(context.arabic),
                }),
                onDone: [
                  {
                    guard: { type: 'isSaved', params: ({ event }) => ({ result: event.output }) },
                    target: 'succeeded',
                    actions: {
                      type: 'notify',
                      params: successNotice(
                        productEditMessages.translationUpdatedTitle,
                        productMessages.translationSaved,
                      ),
                    },
                  },
                  // The product is saved; the form stays so the translation can be tried again.
                  {
                    target: 'editing',
                    actions: { type: 'notify', params: refusalNotice(productEditMessages.translationFailed) },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'notify', params: failureNotice(productEditMessages.translationError) },
                },
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
      },
    },
  },
});
