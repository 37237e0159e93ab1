/**
 * A news item's text in the create form and the edit dialog: its English fields, its Arabic (three
 * fields named apart from the English they translate), and the rules both forms check them by.
 */
import { z } from 'zod';
import { type NewsArabic, type NewsFields, newsFieldsSchema, newsTranslationSchema } from '../src/api/news';

export type NewsFormValues = Required<NewsFields>;

export const emptyNewsForm: NewsFormValues = { title: '', description: '', alt_text: '' };

export type NewsArabicValues = { title_ar: string; description_ar: string; alt_text_ar: string };

export const emptyNewsArabic: NewsArabicValues = { title_ar: '', description_ar: '', alt_text_ar: '' };

/** The Arabic as typed, in the translation's own field names. */
export const arabicOf = (values: NewsArabicValues) => ({
  title: values.title_ar,
  description: values.description_ar,
  alt_text: values.alt_text_ar,
});

const noneTyped = (values: NewsArabicValues) =>
  Object.values(arabicOf(values)).every((text) => text.trim() === '');

/**
 * The English fields' own rules, and the translation's for the Arabic; `optional` (an item without
 * Arabic yet) lets all three Arabic fields stay empty.
 */
export function newsTextSchema({ optional }: { optional: boolean }) {
  return newsFieldsSchema
    .extend({ title_ar: z.string(), description_ar: z.string(), alt_text_ar: z.string() })
    .superRefine((values, context) => {
      if (optional && noneTyped(values)) return;
      const parsed = newsTranslationSchema.safeParse(arabicOf(values));
      for (const issue of parsed.error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message, path: [`${String(issue.path[0])}_ar`] });
    });
}

/** The Arabic a new item is sent with: none when none is typed, else as checked. */
export function typedArabic(values: NewsArabicValues): NewsArabic | null {
  if (noneTyped(values)) return null;
  const typed = newsTranslationSchema.safeParse(arabicOf(values));
  return typed.success ? typed.data : null;
}
