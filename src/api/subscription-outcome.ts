/**
 * The query the catalogs page reads after a form post without scripts. The router reads `1` in a
 * query as the number, and writes the search back from what this keeps, so the number is kept.
 */
import { isMessageId, type MessageId } from './messages';

export type SubscriptionOutcomeSearch = {
  subscribed?: 1 | '1' | undefined;
  error?: MessageId | undefined;
};

/** The refusal's reason; one this page does not know reads as the general one. */
function reasonOf(error: unknown): MessageId | undefined {
  if (error === undefined) return undefined;
  return typeof error === 'string' && isMessageId(error) ? error : 'subscriptionFailed';
}

export function subscriptionOutcomeSearch(search: Record<string, unknown>): SubscriptionOutcomeSearch {
  const { subscribed } = search;
  return {
    subscribed: subscribed === 1 || subscribed === '1' ? subscribed : undefined,
    error: reasonOf(search.error),
  };
}
