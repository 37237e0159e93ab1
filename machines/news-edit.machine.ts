/**
 * The edit dialog of the news table (/admin/news): an item's title, description, alt text and
 * whether it is active; its media stay as they are (a new item changes them). Checked as typed;
 * a saved edit raises a success alert and the table loads its rows afresh, a failed one shows why
 * in the dialog.
 *
 * States: closed → editing → saving → closed | editing (error in the dialog).
 * Events: dialog.opened { item }, dialog.closed, field.changed { field, value } (text fields take
 * text, `active` a boolean), form.submitted.
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../src/api/errors';
import type { Message } from '../src/api/messages';
import { type NewsItem, type NewsUpdate, newsFieldsSchema } from '../src/api/news';
import type { Result } from '../src/api/result';
import { checkedEditingTransitions, checkedField, type FormContext } from './form';
import { emptyNewsForm, type NewsFormValues } from './news-create.machine';
import { missingAction, missingPromiseActor } from './not-provided';
import { type Notice, successNotice } from './notice';

export type NewsEditValues = NewsFormValues & { active: boolean };

interface NewsEditContext extends FormContext<NewsEditValues> {
  item: NewsItem | null;
  /** Why the last save failed, shown in the dialog. */
  error: Message | null;
}

export const newsEditMachine = setup({
  types: {
    context: {} as NewsEditContext,
    events: {} as
      | { type: 'dialog.opened'; item: NewsItem }
      | { type: 'dialog.closed' }
      | { type: 'field.changed'; field: keyof NewsFormValues; value: string }
      | { type: 'field.changed'; field: 'active'; value: boolean }
      | { type: 'form.submitted' },
    tags: {} as 'busy',
  },
  actors: {
    updateNews: missingPromiseActor<Result, { id: number; changes: NewsUpdate }>('updateNews'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    /** Tells the table its rows changed. */
    changed: missingAction('changed'),
    storeField: assign(({ context, event }) => checkedField(context, event, newsFieldsSchema)),
  },
  guards: {
    isValid: ({ context }) => newsFieldsSchema.safeParse(context.values).success,
  },
}).createMachine({
  id: 'newsEdit',
  context: { item: null, values: { ...emptyNewsForm, active: false }, fieldErrors: {}, error: null },
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
              active: event.item.active,
            },
            fieldErrors: {},
            error: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'dialog.closed': { target: 'closed' },
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
          changes: { ...newsFieldsSchema.parse(context.values), active: context.values.active },
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
