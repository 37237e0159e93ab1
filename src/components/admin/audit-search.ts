/**
 * The audit page's address: `/admin/audit?entity=product&entityId=12&page=2`, the API's query
 * string as it is, so a filtered view can be shared, bookmarked and reached from a table's History
 * link.
 */
import type { AuditQuery } from '../../api/audit';
import { auditActions, auditEntities, compactQuery, isCalendarDay } from '../../api/audit-names';
import { positiveIdOf } from '../../api/ids';

/** The query as the address spells it: what is left out is no filter, and page 1. */
export type AuditSearch = Partial<AuditQuery>;

/** The most pages the server takes (the query schema's bound). */
const lastPage = 1_000_000;

/**
 * The route's search, read by the same rules as the API's query (plain code, not the schemas, which
 * would load with every page): a parameter the rules refuse (an unknown action, a malformed date)
 * reads as absent instead of an error page, and is dropped from the address.
 */
export function auditSearch(search: Record<string, unknown>): AuditSearch {
  const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);
  const id = (value: unknown) => {
    const given = text(value);
    return typeof given === 'string' ? (positiveIdOf(given) ?? undefined) : undefined;
  };
  const oneOf = <T extends string>(names: readonly T[], value: unknown) =>
    names.find((name) => name === value);
  const day = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value)
      ? value
      : undefined;
  const page = id(search.page);
  return compactQuery({
    user: id(search.user),
    action: oneOf(auditActions, search.action),
    entity: oneOf(auditEntities, search.entity),
    entityId: id(search.entityId),
    from: day(search.from),
    to: day(search.to),
    page: page !== undefined && page <= lastPage ? page : undefined,
  });
}

/** The query the address names: page 1 when it names none. */
export function auditQueryOf(search: AuditSearch): AuditQuery {
  return { ...search, page: search.page ?? 1 };
}

/** Whether the query filters the trail at all (the page number aside). */
export function hasFilters(query: AuditQuery): boolean {
  return Object.keys(compactQuery({ ...query, page: 1 })).length > 0;
}
