import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { z } from 'zod';
import { editingTransitions, fieldErrorsOf, storedField, validate, withoutField } from '../../machines/form';
import type { MessageId } from '../../src/api/messages';

describe('the shared form pieces', () => {
  it("gives each field its rule's message identifier, the first one only", () => {
    const schema = z.object({
      name: z.string().min(3, 'Name must be at least 3 characters').max(1, 'Image URL is required'),
      count: z.number(),
    });
    expect(validate(schema, { name: 'ab', count: 'x' })).toEqual({ name: 'nameMin', count: 'invalidValue' });
    expect(validate(schema, { name: 'a', count: 1 })).toEqual({ name: 'nameMin' });
  });

  it("files a rule on the whole form under 'form'", () => {
    const schema = z.string().refine(() => false, 'Passwords do not match');
    const parsed = schema.safeParse('x');
    expect(parsed.success || fieldErrorsOf(parsed.error)).toEqual({ form: 'passwordsDiffer' });
  });

  it('clears one field error and keeps the others', () => {
    expect(withoutField({ name: 'nameMin', image: 'imageRequired' }, 'name')).toEqual({
      image: 'imageRequired',
    });
  });

  it('stores a typed value and clears its error, and goes on from a valid submit only', () => {
    const schema = z.object({ name: z.string().min(3, 'Name must be at least 3 characters') });
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
});
