/**
 * What every form flow shares: field errors from a schema, and the editing state's two transitions
 * (a typed value is stored and its error cleared; a submit goes on only when the form is valid).
 */
import { assertEvent, type EventObject } from 'xstate';
import type { z } from 'zod';
import { isMessageId, type MessageId } from '../src/api/messages';
import { chartPart } from './chart-part';

/**
 * The first message for each field of a failed zod parse, keyed by field name: a rule's own
 * identifier (`rule`), or `invalidValue` for zod's default wording.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, MessageId> {
  const errors: Record<string, MessageId> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= isMessageId(issue.message) ? issue.message : 'invalidValue';
  }
  return errors;
}

/** The field errors without one field's: editing a field clears its message. */
export function withoutField<E extends Record<string, unknown>>(errors: E, field: string): E {
  const { [field]: _cleared, ...rest } = errors;
  return rest as E;
}

/** The field errors of values that fail a schema, or none. */
export function validate(schema: z.ZodType, values: unknown): Record<string, MessageId> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/** A form's values as typed and the message of each field that failed. */
export interface FormContext<V extends object = object> {
  values: V;
  fieldErrors: Record<string, MessageId>;
}

/**
 * The `field.changed` assignment: the field takes the value and loses its error. Use it as the
 * flow's `storeField` action: `storeField: assign(({ context, event }) => storedField(context, event))`.
 */
export function storedField<V extends object>(context: FormContext<V>, event: EventObject): FormContext<V> {
  assertEvent(event, 'field.changed');
  const { field, value } = event as EventObject & { field: string; value: unknown };
  return {
    values: { ...context.values, [field]: value },
    fieldErrors: withoutField(context.fieldErrors, field),
  };
}

/**
 * The `field.changed` assignment of a form checked as it is typed: the field takes the value, and
 * its message is the schema's for the new value, or none.
 */
export function checkedField<V extends object>(
  context: FormContext<V>,
  event: EventObject,
  schema: z.ZodType,
): FormContext<V> {
  const stored = storedField(context, event);
  const field = (event as EventObject & { field: string }).field;
  const error = validate(schema, stored.values)[field];
  return error ? { ...stored, fieldErrors: { ...stored.fieldErrors, [field]: error } } : stored;
}

/**
 * The editing state's transitions every form shares: `field.changed` runs `storeField`;
 * `form.submitted` goes to `target` when `isValid` holds, running `clearErrors`, and otherwise runs
 * `showErrors` and stays. The flow names those actions and the guard in its `setup`.
 */
export function editingTransitions<const Target extends string>(target: Target) {
  return chartPart({
    'field.changed': { actions: 'storeField' },
    'form.submitted': [{ guard: 'isValid', target, actions: 'clearErrors' }, { actions: 'showErrors' }],
  });
}

/**
 * The editing transitions of a form whose submit is offered only while it is valid (its button is
 * disabled otherwise, and `storeField` is `checkedField`, so each message shows as soon as it
 * applies): an invalid submit changes nothing.
 */
export function checkedEditingTransitions<const Target extends string>(target: Target) {
  return chartPart({
    'field.changed': { actions: 'storeField' },
    'form.submitted': { guard: 'isValid', target },
  });
}

/** Saved: the form stays locked, and the flow goes back to the list after the redirect delay. */
export const succeededState = chartPart({
  tags: 'busy',
  after: { redirect: { actions: 'goToList' } },
});
