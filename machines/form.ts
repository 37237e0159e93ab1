import type { z } from 'zod';

/** The first message for each field of a failed zod parse, keyed by field name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field errors without one field's: editing a field clears its message. */
export function withoutField(errors: Record<string, string>, field: string): Record<string, string> {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/** The field errors of values that fail a schema, or none. */
export function validate(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}
