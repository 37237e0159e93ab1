/** What every write answers, and the one rule for ids in paths: shared by browser and server. */
import { z } from 'zod';
import { positiveIdOf } from './ids';
import { isMessageId, type MessageId } from './messages';

/** The message identifier an answer carries; one this client does not know reads as none. */
const codeSchema = z
  .string()
  .refine((code): code is MessageId => isMessageId(code))
  .optional()
  .catch(undefined);

/** `{ success, message, code }`: the answer of every write (a refusal is an error status). */
export const resultSchema = z.object({ success: z.boolean(), message: z.string(), code: codeSchema });
export type Result = z.infer<typeof resultSchema>;

/** A positive id from a path segment (`positiveIdOf`), refused with the given rule's message otherwise. */
export function positiveIdSchema(refusal: MessageId) {
  return z.string({ error: refusal }).transform((text, context) => {
    const id = positiveIdOf(text);
    if (id === null) context.addIssue({ code: 'custom', message: refusal });
    return id ?? z.NEVER;
  });
}
