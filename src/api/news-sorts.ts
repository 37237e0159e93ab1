/**
 * The orders the admin's news table offers: by when an item was made (newest first unless asked
 * otherwise) or by title, `-` for the reverse. Plain code, no schema, so that an address can be read
 * by it without loading the schemas.
 */
export const newsSorts = ['created', '-created', 'title', '-title'] as const;
export type NewsSort = (typeof newsSorts)[number];
