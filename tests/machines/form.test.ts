import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { z } from 'zod';
import {
  checkedEditingTransitions,
  checkedField,
  editingTransitions,
  fieldErrorsOf,
  storedField,
  validate,
  withoutField,
} from '../../machines/form';
import { type MessageId, messages, rule } from '../../src/api/messages';

describe('the shared form pieces', () => {
  it("gives each field its rule's message identifier, the first one only", () => {
    const schema = z.object({
      name: z.string().min(3, rule('nameMin')).max(1, rule('imageRequired')),
      count: z.number(),
    });
    expect(validate(schema, { name: 'ab', count: 'x' })).toEqual({ name: 'nameMin', count: 'invalidValue' });
    expect(validate(schema, { name: 'a', count: 1 })).toEqual({ name: 'nameMin' });
  });

  it("takes a rule's identifier as it is, never reading one from English words", () => {
    const schema = z.object({
      name: z.string().min(3, rule('nameMin')),
      worded: z.string().min(3, messages.nameMin),
    });
    expect(validate(schema, { name: 'ab', worded: 'ab' })).toEqual({
      name: 'nameMin',
      worded: 'invalidValue',
    });
  });

  it("files a rule on the whole form under 'form'", () => {
    const schema = z.string().refine(() => false, rule('passwordsDiffer'));
    const parsed = schema.safeParse('x');
    expect(parsed.success || fieldErrorsOf(parsed.error)).toEqual({ form: 'passwordsDiffer' });
  });

  it('clears one field error and keeps the others', () => {
    expect(withoutField({ name: 'nameMin', image: 'imageRequired' }, 'name')).toEqual({
      image: 'imageRequired',
    });
  });

  it('stores a typed value and clears its error, and goes on from a valid submit only', () => {
    const schema = z.object({ name: z.string().min(3, rule('nameMin')) });
    const form = setup({
      types: {
        context: {} as { values: { name: string }; fieldErrors: Record<string, MessageId> },
        events: {} as { type: 'field.changed'; field: 'name'; value: string } | { type: 'form.submitted' },
      },
      actions: {
        storeField: assign(({ context, event }) => storedField(context, event)),
        clearErrors: assign({ fieldErrors: {} }),
        showErrors: ({ context }) =>
          Object.assign(context, { fieldErrors: validate(schema, context.values) }),
      },
      guards: { isValid: ({ context }) => schema.safeParse(context.values).success },
    }).createMachine({
      context: { values: { name: '' }, fieldErrors: {} },
      initial: 'editing',
      states: { editing: { on: editingTransitions('sent') }, sent: {} },
    });
    const actor = createActor(form).start();
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'nameMin' });
    actor.send({ type: 'field.changed', field: 'name', value: 'PVC' });
    expect(actor.getSnapshot().context).toEqual({ values: { name: 'PVC' }, fieldErrors: {} });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('checks a form as it is typed: each message shows as soon as it applies, and an invalid submit stays', () => {
    const schema = z.object({
      name: z.string().min(3, rule('nameMin')),
      image: z.string().min(1, rule('imageRequired')),
    });
    const form = setup({
      types: {
        context: {} as { values: { name: string; image: string }; fieldErrors: Record<string, MessageId> },
        events: {} as
          | { type: 'field.changed'; field: 'name' | 'image'; value: string }
          | { type: 'form.submitted' },
      },
      actions: { storeField: assign(({ context, event }) => checkedField(context, event, schema)) },
      guards: { isValid: ({ context }) => schema.safeParse(context.values).success },
    }).createMachine({
      context: { values: { name: '', image: '' }, fieldErrors: {} },
      initial: 'editing',
      states: { editing: { on: checkedEditingTransitions('sent') }, sent: {} },
    });
    const actor = createActor(form).start();
    actor.send({ type: 'field.changed', field: 'name', value: 'PV' });
    // Only the field typed into shows its message; the untouched image says nothing yet.
    expect(actor.getSnapshot().context).toEqual({
      values: { name: 'PV', image: '' },
      fieldErrors: { name: 'nameMin' },
    });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'nameMin' });
    actor.send({ type: 'field.changed', field: 'name', value: 'PVC' });
    actor.send({ type: 'field.changed', field: 'image', value: 'pipe.jpg' });
    expect(actor.getSnapshot().context).toEqual({
      values: { name: 'PVC', image: 'pipe.jpg' },
      fieldErrors: {},
    });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('sent');
  });
});
