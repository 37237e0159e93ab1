/**
 * The English and Arabic fields the product create and edit forms share (spec §3 "Product",
 * "Arabic translation"; §5 "Product create and Arabic translation").
 */

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

/** The values with one field replaced. */
export function withField<T extends object>(values: T, field: string, value: string | string[]): T {
  return { ...values, [field]: value };
}

/** Whether the Arabic tab holds both texts a translation needs (spec §4 "Product creation"). */
export const hasArabicText = (arabic: ArabicFormValues) =>
  arabic.name.trim() !== '' && arabic.description.trim() !== '';

/**
 * `form.submitted` on both product forms (spec §4 "Product creation"): a valid form goes on to
 * `target`; otherwise the English errors show, the Arabic ones too when a translation is wanted,
 * on the tab that holds the first. The machines define the named actions and guards.
 */
export const submitTransitions = <Target extends string>(target: Target) =>
  [
    { guard: 'isValid', target, actions: 'clearErrors' },
    { guard: 'wantsTranslation', actions: ['showAllErrors', 'showTabWithErrors'] },
    { actions: ['showEnglishErrors', 'showTabWithErrors'] },
  ] as const;
