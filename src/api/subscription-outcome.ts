/**
 * The query the catalogs page reads after a form post without scripts. The router reads `1` in a
 * query as the number, and writes the search back from what this keeps, so the number is kept.
 */
import { stringParam } from './search-params';

/** The longest error code the page reads from its address. */
const errorCodeLength = 64;

export type SubscriptionOutcomeSearch = {
  subscribed?: 1 | '1' | undefined;
  error?: string | undefined;
};

export function subscriptionOutcomeSearch(search: Record<string, unknown>): SubscriptionOutcomeSearch {
  const { subscribed } = search;
  return {
    subscribed: subscribed === 1 || subscribed === '1' ? subscribed : undefined,
    error: stringParam(search.error, (code) => code.length <= errorCodeLength),
  };
}
