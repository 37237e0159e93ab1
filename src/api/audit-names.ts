/**
 * The audit trail's names and filters as plain values, without the schemas: the audit page's
 * route reads its address with these, so no page of the site loads zod or the HTTP client for it.
 */

/** Every kind of event the server records. */
export const auditActions = [
  'user.created',
  'user.updated',
  'user.deleted',
  'product.created',
  'product.updated',
  'product.image-replaced',
  'product.deleted',
  'product.translation-saved',
  'news.created',
  'news.updated',
  'news.deleted',
  'settings.saved',
  'contact-message.received',
  'contact-message.updated',
  'contact-message.deleted',
  'subscription.created',
  'subscription.deleted',
  'backup.taken',
  'backup.restored',
  'audit.pruned',
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-out',
  'request.throttled',
  'two-factor.setup-started',
  'two-factor.enabled',
  'two-factor.disabled',
  'two-factor.confirm-failed',
  'two-factor.disable-failed',
] as const;
/** What an event is about. */
export const auditEntities = [
  'user',
  'product',
  'news',
  'settings',
  'contact-message',
  'subscription',
  'backup',
  'audit',
  'session',
] as const;
/** Whether `text` (YYYY-MM-DD) is a day the calendar has: no 2026-13-45, no 2026-02-30. */
export function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** The filters' keys in the contract's order: every address and request writes them alike. */
const queryKeys = ['user', 'action', 'entity', 'entityId', 'from', 'to', 'page'] as const;

/**
 * A query as the page's address and the API's query string carry it: what is unset is left out,
 * and so is page 1, the server's default, so an unfiltered first page has a plain address.
 */
export function compactQuery<Query extends Partial<Record<(typeof queryKeys)[number], unknown>>>(
  query: Query,
): Partial<Query> {
  const compact: Partial<Query> = {};
  for (const key of queryKeys) {
    const value = query[key];
    if (value !== undefined && !(key === 'page' && value === 1)) compact[key] = value;
  }
  return compact;
}
