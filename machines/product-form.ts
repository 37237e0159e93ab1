/**
 * What the product create and edit flows share: the English and Arabic fields, the image checks
 * and the tab region; and the edit's steps after the product is saved (its Arabic text, then back
 * to the list), since the create sends the Arabic text with the product.
 */
import { assertEvent, type EventObject } from 'xstate';
import { ApiError } from '../src/api/errors';
import { imageMaxBytes } from '../src/api/limits';
import type { MessageId } from '../src/api/messages';
import { type ProductTranslation, productTranslationSchema } from '../src/api/products';
import type { ChosenFile } from '../src/api/upload-failure';
import { chartPart } from './chart-part';
import { type FormContext, validate, withoutField } from './form';
import { errorNotice, type Notice } from './notice';

export type ProductTab = 'english' | 'arabic';
export type ListField = 'features' | 'applications' | 'certifications';

/** The English fields as the form holds them (lists one entry per item, untrimmed). */
export interface ProductFormValues {
  name: string;
  category: string;
  description: string;
  features: string[];
  applications: string[];
  certifications: string[];
}

/** The Arabic tab's fields. */
export type ArabicFormValues = Omit<ProductFormValues, 'category'>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  category: '',
  description: '',
  features: [],
  applications: [],
  certifications: [],
};

export const emptyArabicForm: ArabicFormValues = {
  name: '',
  description: '',
  features: [],
  applications: [],
  certifications: [],
};

/** A `field.changed` payload: text fields carry text, list fields the whole list. */
export type FieldChange<F extends string> =
  | { field: Exclude<F, ListField>; value: string }
  | { field: Extract<F, ListField>; value: string[] };

/** The events both product forms take from the page. */
export type ProductFormEvent<V extends ProductFormValues = ProductFormValues> =
  | ({ type: 'field.changed' } & FieldChange<keyof V & string>)
  | ({ type: 'arabic.field.changed' } & FieldChange<keyof ArabicFormValues>)
  | { type: 'image.selected'; file: ChosenFile | null }
  | { type: 'tab.selected'; tab: ProductTab }
  | { type: 'form.submitted' };

/** Both product forms' context: the English form, the Arabic tab, and the product once it has an id. */
export interface ProductFormContext<V extends ProductFormValues = ProductFormValues> extends FormContext<V> {
  arabic: ArabicFormValues;
  arabicErrors: Record<string, MessageId>;
  productId: number | null;
}

/** The `arabic.field.changed` assignment: the Arabic field takes the value and loses its error. */
export function storedArabicField(
  context: ProductFormContext,
  event: EventObject,
): Pick<ProductFormContext, 'arabic' | 'arabicErrors'> {
  assertEvent(event, 'arabic.field.changed');
  const { field, value } = event as EventObject & { field: string; value: unknown };
  return {
    arabic: { ...context.arabic, [field]: value },
    arabicErrors: withoutField(context.arabicErrors, field),
  };
}

/**
 * Whether the Arabic tab holds any of a translation's two texts. Either one alone is a translation
 * begun: the save checks it and asks for the other rather than leaving it out unsaid.
 */
export const hasArabicText = (arabic: ArabicFormValues) =>
  arabic.name.trim() !== '' || arabic.description.trim() !== '';

/** The chosen product image: required, an image type, under the size limit. */
export function imageError(file: ChosenFile | null): MessageId | null {
  if (!file) return 'imageMissing';
  if (!file.type.startsWith('image/')) return 'imageType';
  if (file.size >= imageMaxBytes) return 'imageSize';
  return null;
}

/**
 * What a refused submit shows: the English errors, the Arabic ones when a translation is wanted,
 * and the tab holding the first of them (English before Arabic).
 */
export function submitErrors(
  fieldErrors: Record<string, MessageId>,
  arabic: ArabicFormValues,
  wantsTranslation: boolean,
) {
  const arabicErrors = wantsTranslation ? validate(productTranslationSchema, arabic) : {};
  const tab: ProductTab = Object.keys(fieldErrors).length > 0 ? 'english' : 'arabic';
  return { fieldErrors, arabicErrors, tab };
}

/** Guards both forms' tab region and submit use; each flow adds its own `wantsTranslation`. */
export const productFormGuards = {
  isArabicChoice: ({ event }: { event: { type: string; tab?: ProductTab } }) => event.tab === 'arabic',
  isEnglishChoice: ({ event }: { event: { type: string; tab?: ProductTab } }) => event.tab === 'english',
  isArabicValid: ({ context }: { context: ProductFormContext }) =>
    productTranslationSchema.safeParse(context.arabic).success,
  /** The chosen file is an image under the size limit. */
  isImageAcceptable: ({ event }: { event: EventObject }) => {
    assertEvent(event, 'image.selected');
    return imageError((event as ImageSelected).file) === null;
  },
};

type ImageSelected = EventObject & { file: ChosenFile | null };

/** The English and Arabic tabs, a region of its own so a save never moves the tab. */
export const tabRegion = chartPart({
  initial: 'english',
  states: {
    english: { on: { 'tab.selected': { guard: 'isArabicChoice', target: 'arabic' } } },
    arabic: { on: { 'tab.selected': { guard: 'isEnglishChoice', target: 'english' } } },
  },
});

/** Right after the edited product is saved: its Arabic text next when it is to be saved, else done. */
export const savedState = chartPart({
  always: [{ guard: 'wantsTranslation', target: 'savingTranslation' }, { target: 'succeeded' }],
});

/** The request saving the Arabic tab for the saved product. */
export const translationRequest = ({ context }: { context: ProductFormContext }) => ({
  // Only reached once the product has its id.
  productId: context.productId ?? 0,
  translation: productTranslationSchema.parse(context.arabic) as ProductTranslation,
});

/**
 * The 'Error' alert for a failed save: the server's reason when it gave one, `failed` for an
 * error answer without one, the network text when no answer came, and `error` for anything else.
 */
export function saveFailureNotice(failed: MessageId, error: MessageId) {
  return ({ event }: { event: { error: unknown } }): Notice => {
    const failure = event.error;
    if (!(failure instanceof ApiError)) return errorNotice(error);
    if (failure.kind === 'noResponse') return errorNotice('networkError');
    if (failure.kind !== 'response') return errorNotice(error);
    return errorNotice(failure.code ?? failed);
  };
}
