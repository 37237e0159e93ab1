/**
 * The answers a route returns with a message, in the shape refusals have too
 * (`{ success, message, code }`, see plugins/errors.ts): the message's English words for any
 * caller, and its identifier as `code`, by which the site shows it in the visitor's language.
 */
import { type MessageId, messages } from '../../api/messages';

/** A message as an answer carries it: its English words, and its identifier as `code`. */
export function worded<Id extends MessageId>(id: Id): { message: string; code: Id } {
  return { message: messages[id], code: id };
}

/** A write that was done: `{ success: true, message, code }`, and whatever else the answer tells. */
export function succeeded<Extra extends object>(id: MessageId, extra = {} as Extra) {
  return { success: true as const, ...worded(id), ...extra };
}
