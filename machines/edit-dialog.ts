/**
 * The shape of the admin tables' edit dialogs (the users' and the news items'): closed until a
 * row's Edit opens it on that row; its fields edited, then saved. A saved edit closes it, raises a
 * success alert and tells the table its rows changed; a failed one goes back to editing and shows
 * why in the dialog. Cancel or Escape closes it, except while it saves.
 *
 * A dialog checked as typed shows each message as soon as it applies and offers Save only while
 * its values are valid; otherwise a refused Save shows every message. A dialog with tabs (English
 * and Arabic) opens on the English.
 *
 * States: closed → editing → saving → closed | editing (error in the dialog).
 * Events: dialog.opened { [subject] }, dialog.closed, field.changed { field, value },
 * form.submitted; with tabs: tab.selected { tab }. The save is the actor `save`, invoked as
 * `request`: its answers are `xstate.done.actor.<request>` and `xstate.error.actor.<request>`.
 */
import { assign, type EventObject, type PromiseActorLogic, type StateMachine, setup } from 'xstate';
import type { z } from 'zod';
import { failureMessage } from '../src/api/errors';
import type { Message, MessageId } from '../src/api/messages';
import type { Result } from '../src/api/result';
import {
  checkedEditingTransitions,
  checkedField,
  editingTransitions,
  type FormContext,
  storedField,
  validate,
} from './form';
import { missingAction, missingPromiseActor } from './not-provided';
import type { Notice, successNotice } from './notice';
import type { ProductTab } from './product-form';

export interface EditDialogContext<Subject, Values extends object> extends FormContext<Values> {
  /** The row the dialog is open on, whatever its opening event calls it. */
  item: Subject | null;
  /** The tab shown, in a dialog with tabs: the English text or its Arabic. */
  tab: ProductTab;
  /** Why the last save failed, shown in the dialog. */
  error: Message | null;
}

/** A field's change: a text field (or a choice among words) takes text, any other its own value. */
type FieldChanged<Values> = {
  [F in keyof Values]: {
    type: 'field.changed';
    field: F;
    value: Values[F] extends string ? string : Values[F];
  };
}[keyof Values];

export type EditDialogEvent<Key extends string, Subject, Values> =
  | ({ type: 'dialog.opened' } & Record<Key, Subject>)
  | { type: 'dialog.closed' }
  | FieldChanged<Values>
  | { type: 'tab.selected'; tab: ProductTab }
  | { type: 'form.submitted' };

/** What the save is given: the row's id, and what the dialog sends for it. */
type SaveInput<Body> = { id: number } & Body;

/**
 * The events and the save's input as the statechart below is typed with them: XState's types
 * cannot resolve an event field named by the caller, nor an input whose fields the caller gives.
 */
type LooseEvent<Values> =
  | { type: 'dialog.opened'; [row: string]: unknown }
  | { type: 'dialog.closed' }
  | { type: 'field.changed'; field: keyof Values & string; value: unknown }
  | { type: 'tab.selected'; tab: ProductTab }
  | { type: 'form.submitted' };
type LooseInput = { id: number; [field: string]: unknown };

/** The machine typed as its callers use it: the events they send, and the save's input. */
type Retyped<Machine, Event extends EventObject, Input> =
  Machine extends StateMachine<
    infer Context,
    infer _Event,
    infer Children,
    infer _Actor,
    infer Action,
    infer Guard,
    infer Delay,
    infer Value,
    infer Tag,
    infer MachineInput,
    infer Output,
    infer Emitted,
    infer Meta,
    infer Schema,
    infer TransitionMeta
  >
    ? StateMachine<
        Context,
        Event,
        Children,
        { src: 'save'; logic: PromiseActorLogic<Result, Input>; id: string | undefined },
        Action,
        Guard,
        Delay,
        Value,
        Tag,
        MachineInput,
        Output,
        Emitted,
        Meta,
        Schema,
        TransitionMeta
      >
    : never;

export interface EditDialogOptions<Key extends string, Subject, Values extends object, Body> {
  /** What `dialog.opened` calls the row it opens on. */
  subject: Key;
  /** The id the save is invoked with, which names its answers. */
  request: string;
  /** The values before the dialog first opens: never shown, as opening replaces them. */
  blank: NoInfer<Values>;
  /** The values the dialog opens on. */
  valuesOf: (subject: Subject) => Values;
  /** The rules of the values, which may depend on the row. */
  schemaFor: (subject: Subject | null) => z.ZodType;
  /** What the save sends along with the row's id. */
  bodyOf: (values: Values, subject: Subject | null) => Body;
  /** The alert a saved edit raises. */
  saved: ReturnType<typeof successNotice>;
  /** Said in the dialog when the save fails and the server gives no reason of its own. */
  failed: MessageId;
  /** Each field is checked as it is typed, and Save offered only while the values are valid. */
  checksAsTyped?: boolean;
  /** The dialog shows its text in tabs, English and Arabic. */
  tabs?: boolean;
}

export function editDialogMachine<
  const Key extends string,
  Subject extends { id: number },
  Values extends object,
  Body extends object,
>(
  id: string,
  {
    subject,
    request,
    blank,
    valuesOf,
    schemaFor,
    bodyOf,
    saved,
    failed,
    checksAsTyped = false,
    tabs = false,
  }: EditDialogOptions<Key, Subject, Values, Body>,
) {
  type Context = EditDialogContext<Subject, Values>;
  const schemaOf = (context: Context) => schemaFor(context.item);
  const rowOf = (event: { [row: string]: unknown }) => event[subject] as Subject;

  const machine = setup({
    types: {
      context: {} as Context,
      events: {} as LooseEvent<Values>,
      tags: {} as 'busy',
    },
    actors: {
      save: missingPromiseActor<Result, LooseInput>('save'),
    },
    actions: {
      notify: missingAction('notify') as (_: unknown, params: Notice) => void,
      /** Tells the table its rows changed: it reads its page afresh. */
      changed: missingAction('changed'),
      storeField: assign(({ context, event }) =>
        checksAsTyped ? checkedField(context, event, schemaOf(context)) : storedField(context, event),
      ),
      // A message another field's change put right (a role that now allows the password) goes too.
      clearErrors: assign({ fieldErrors: {} }),
      showErrors: assign({ fieldErrors: ({ context }) => validate(schemaOf(context), context.values) }),
      selectTab: assign({ tab: ({ event }) => (event.type === 'tab.selected' ? event.tab : 'english') }),
    },
    guards: {
      isValid: ({ context }) => schemaOf(context).safeParse(context.values).success,
    },
  }).createMachine({
    id,
    context: { item: null, values: blank, fieldErrors: {}, tab: 'english', error: null },
    initial: 'closed',
    states: {
      closed: {
        on: {
          'dialog.opened': {
            target: 'editing',
            actions: assign(({ event }) => ({
              item: rowOf(event),
              values: valuesOf(rowOf(event)),
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
          ...(tabs ? { 'tab.selected': { actions: 'selectTab' } } : {}),
          ...(checksAsTyped ? checkedEditingTransitions('saving') : editingTransitions('saving')),
        },
      },
      saving: {
        tags: 'busy',
        // The last failure's message goes as the save is tried again.
        entry: assign({ error: null }),
        invoke: {
          id: request,
          src: 'save',
          input: ({ context }): SaveInput<Body> => ({
            id: context.item?.id ?? 0,
            ...bodyOf(context.values, context.item),
          }),
          // The server answers a refusal with an error status, never a 2xx with `success: false`.
          onDone: {
            target: 'closed',
            actions: [{ type: 'notify', params: saved }, 'changed'],
          },
          onError: {
            target: 'editing',
            actions: assign({ error: ({ event }) => failureMessage(event.error, failed, 'networkError') }),
          },
        },
      },
    },
  });
  return machine as unknown as Retyped<
    typeof machine,
    EditDialogEvent<Key, Subject, Values>,
    SaveInput<Body>
  >;
}
