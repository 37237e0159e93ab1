/**
 * The edit dialog of the news table (/admin/news): an item's title, description and alt text in
 * English and in Arabic (two tabs, the English shown beside each Arabic field), whether it is
 * active, and its publication (published, a draft, or scheduled for a time typed in Riyadh time);
 * its media stay as they are (a new item changes them). Checked as typed; a saved edit
 * raises a success alert and the table loads its rows afresh, a failed one shows why in the dialog.
 * The Arabic is saved only when it changed, so an unchanged translation of a changed English text
 * stays marked outdated; an item without Arabic may stay without it (all three Arabic fields empty),
 * one with Arabic keeps an Arabic title.
 *
 * States: closed → editing → saving → closed | editing (error in the dialog).
 * Events: dialog.opened { item }, dialog.closed, field.changed { field, value } (text fields and
 * the publication's `status` and `publish_at` take text, `active` a boolean), tab.selected { tab },
 * form.submitted.
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../src/api/errors';
import type { Message } from '../src/api/messages';
import {
  type AdminNewsItem,
  type NewsArabic,
  type NewsUpdate,
  newsFieldsSchema,
  newsTranslationSchema,
} from '../src/api/news';
import type { Result } from '../src/api/result';
import { checkedEditingTransitions, checkedField, type FormContext } from './form';
import {
  arabicOf,
  emptyNewsArabic,
  emptyNewsForm,
  type NewsArabicValues,
  type NewsFormValues,
  newsTextSchema,
} from './news-text';
import { missingAction, missingPromiseActor } from './not-provided';
import { type Notice, successNotice } from './notice';
import type { ProductTab } from './product-form';
import {
  changedPublication,
  type PublicationValues,
  publicationFieldsSchema,
  publicationValuesOf,
  publishedNow,
} from './publication-fields';

export type NewsEditValues = NewsFormValues & NewsArabicValues & PublicationValues & { active: boolean };
type TextField = keyof NewsFormValues | keyof NewsArabicValues | keyof PublicationValues;

interface NewsEditContext extends FormContext<NewsEditValues> {
  item: AdminNewsItem | null;
  /** The tab shown: the English text or its Arabic. */
  tab: ProductTab;
  /** Why the last save failed, shown in the dialog. */
  error: Message | null;
}

/**
 * The dialog's rules: the English fields' own, the translation's for the Arabic unless the item
 * has none and none is typed, and a scheduled item's time ahead, within a year.
 */
const editSchemaFor = (item: AdminNewsItem | null) =>
  newsTextSchema({ optional: item?.arabic === null }).and(publicationFieldsSchema);

/** The Arabic to save: none when it is as the item has it (or still absent). */
function changedArabic(context: NewsEditContext): NewsArabic | null {
  const typed = newsTranslationSchema.safeParse(arabicOf(context.values));
  if (!typed.success) return null;
  const before = context.item?.arabic ?? { title: '', description: '', alt_text: '' };
  const fields = ['title', 'description', 'alt_text'] as const;
  const same = fields.every((field) => typed.data[field] === before[field]);
  return same ? null : typed.data;
}

export const newsEditMachine = setup({
  types: {
    context: {} as NewsEditContext,
    events: {} as
      | { type: 'dialog.opened'; item: AdminNewsItem }
      | { type: 'dialog.closed' }
      | { type: 'field.changed'; field: TextField; value: string }
      | { type: 'field.changed'; field: 'active'; value: boolean }
      | { type: 'tab.selected'; tab: ProductTab }
      | { type: 'form.submitted' },
    tags: {} as 'busy',
  },
  actors: {
    /** Saves the English (with whether it is active and its publication), then the Arabic when it changed. */
    updateNews: missingPromiseActor<Result, { id: number; changes: NewsUpdate; arabic: NewsArabic | null }>(
      'updateNews',
    ),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    /** Tells the table its rows changed. */
    changed: missingAction('changed'),
    storeField: assign(({ context, event }) => checkedField(context, event, editSchemaFor(context.item))),
    selectTab: assign({ tab: ({ event }) => (event.type === 'tab.selected' ? event.tab : 'english') }),
  },
  guards: {
    isValid: ({ context }) => editSchemaFor(context.item).safeParse(context.values).success,
  },
}).createMachine({
  id: 'newsEdit',
  context: {
    item: null,
    values: { ...emptyNewsForm, ...emptyNewsArabic, ...publishedNow, active: false },
    fieldErrors: {},
    tab: 'english',
    error: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({
            item: event.item,
            values: {
              title: event.item.title,
              description: event.item.description,
              alt_text: event.item.alt_text,
              title_ar: event.item.arabic?.title ?? '',
              description_ar: event.item.arabic?.description ?? '',
              alt_text_ar: event.item.arabic?.alt_text ?? '',
              active: event.item.active,
              ...publicationValuesOf(event.item),
            },
            fieldErrors: {},
            tab: 'english' as const,
            error: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'dialog.closed': { target: 'closed' },
        'tab.selected': { actions: 'selectTab' },
        ...checkedEditingTransitions('saving'),
      },
    },
    saving: {
      tags: 'busy',
      entry: assign({ error: null }),
      invoke: {
        id: 'updateNews',
        src: 'updateNews',
        input: ({ context }) => ({
          id: context.item?.id ?? 0,
          changes: {
            ...newsFieldsSchema.parse(context.values),
            active: context.values.active,
            publication: context.item
              ? changedPublication(context.values, publicationValuesOf(context.item))
              : undefined,
          },
          arabic: changedArabic(context),
        }),
        // The server answers a refusal with an error status, never a 2xx with `success: false`.
        onDone: {
          target: 'closed',
          actions: [{ type: 'notify', params: successNotice('successTitle', 'newsUpdated') }, 'changed'],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, 'newsUpdateFailed', 'networkError'),
          }),
        },
      },
    },
  },
});
