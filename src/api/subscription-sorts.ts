/**
 * The orders the subscriptions table offers: by when the address was left (newest first unless asked
 * otherwise) or by the address, `-` for the reverse. Plain code, no schema, so that an address can
 * be read by it without loading the schemas.
 */
export const subscriptionSorts = ['date', '-date', 'email', '-email'] as const;
export type SubscriptionSort = (typeof subscriptionSorts)[number];
