/**
 * The orders the users table offers: by account number (the order accounts were made), username
 * or full name, `-` for the reverse. Plain code, no schema, so that an address can be read by it
 * without loading the schemas.
 */
export const userSorts = ['id', '-id', 'username', '-username', 'name', '-name'] as const;
export type UserSort = (typeof userSorts)[number];
