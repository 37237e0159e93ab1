/** What every write answers, and the one rule for ids in paths: shared by browser and server. */
import { z } from 'zod';
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

/**
 * The id a path segment names: a positive whole number written the one way ids are written
 * (decimal digits, no sign, no leading zero, no space, within the integers a number holds
 * exactly), else null. `01`, `+1`, `1e3` or `0x10` name no id, so no resource has two addresses.
 */
export function positiveIdOf(text: string): number | null {
  if (!/^[1-9][0-9]*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** A positive id from a path segment (`positiveIdOf`), refused with the given message otherwise. */
export function positiveIdSchema(message: string) {
  return z.string({ error: message }).transform((text, context) => {
    const id = positiveIdOf(text);
    if (id === null) context.addIssue({ code: 'custom', message });
    return id ?? z.NEVER;
  });
}
