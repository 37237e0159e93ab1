/**
 * The orders the contact messages table offers: by the date a message came or by the sender's
 * name, `-` for the reverse. Plain code, no schema, so that an address can be read by it without
 * loading the schemas.
 */
export const contactMessageSorts = ['date', '-date', 'name', '-name'] as const;
export type ContactMessageSort = (typeof contactMessageSorts)[number];
