/**
 * The edit dialog of the news table (/admin/news): an item's title, description and alt text in
 * English and in Arabic (two tabs, the English shown beside each Arabic field), whether it is
 * active, and its publication (published, a draft, or scheduled for a time typed in Riyadh time);
 * its media stay as they are (a new item changes them). Checked as typed; a saved edit
 * raises a success alert and the table loads its rows afresh, a failed one shows why in the dialog.
 * The Arabic is saved only when it changed, so an unchanged translation of a changed English text
 * stays marked outdated; an item without Arabic may stay without it (all three Arabic fields empty),
 * one with Arabic keeps an Arabic title. The shared edit dialog flow of ./edit-dialog.ts.
 *
 * States: closed → editing → saving → closed | editing (error in the dialog).
 * Events: dialog.opened { item }, dialog.closed, field.changed { field, value } (text fields and
 * the publication's `status` and `publish_at` take text, `active` a boolean), tab.selected { tab },
 * form.submitted.
 */
import {
  type AdminNewsItem,
  type NewsArabic,
  type NewsUpdate,
  newsFieldsSchema,
  newsTranslationSchema,
} from '../src/api/news';
import { editDialogMachine } from './edit-dialog';
import {
  arabicOf,
  emptyNewsArabic,
  emptyNewsForm,
  type NewsArabicValues,
  type NewsFormValues,
  newsTextSchema,
} from './news-text';
import { successNotice } from './notice';
import {
  changedPublication,
  type PublicationValues,
  publicationFieldsSchema,
  publicationValuesOf,
  publishedNow,
} from './publication-fields';

export type NewsEditValues = NewsFormValues & NewsArabicValues & PublicationValues & { active: boolean };

/** The Arabic to save: none when it is as the item has it (or still absent). */
function changedArabic(values: NewsEditValues, item: AdminNewsItem | null): NewsArabic | null {
  const typed = newsTranslationSchema.safeParse(arabicOf(values));
  if (!typed.success) return null;
  const before = item?.arabic ?? { title: '', description: '', alt_text: '' };
  const fields = ['title', 'description', 'alt_text'] as const;
  const same = fields.every((field) => typed.data[field] === before[field]);
  return same ? null : typed.data;
}

export const newsEditMachine = editDialogMachine('newsEdit', {
  subject: 'item',
  request: 'updateNews',
  blank: { ...emptyNewsForm, ...emptyNewsArabic, ...publishedNow, active: false },
  valuesOf: (item: AdminNewsItem): NewsEditValues => ({
    title: item.title,
    description: item.description,
    alt_text: item.alt_text,
    title_ar: item.arabic?.title ?? '',
    description_ar: item.arabic?.description ?? '',
    alt_text_ar: item.arabic?.alt_text ?? '',
    active: item.active,
    ...publicationValuesOf(item),
  }),
  /**
   * The English fields' own rules, the translation's for the Arabic unless the item has none and
   * none is typed, and a scheduled item's time ahead, within a year.
   */
  schemaFor: (item) => newsTextSchema({ optional: item?.arabic === null }).and(publicationFieldsSchema),
  /** The English (with whether it is active and its publication), then the Arabic when it changed. */
  bodyOf: (values, item): { changes: NewsUpdate; arabic: NewsArabic | null } => ({
    changes: {
      ...newsFieldsSchema.parse(values),
      active: values.active,
      publication: item ? changedPublication(values, publicationValuesOf(item)) : undefined,
    },
    arabic: changedArabic(values, item),
  }),
  saved: successNotice('successTitle', 'newsUpdated'),
  failed: 'newsUpdateFailed',
  checksAsTyped: true,
  tabs: true,
});
