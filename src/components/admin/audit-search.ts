/**
 * The audit page's address: `/admin/audit?entity=product&entityId=12&page=2`, the API's query
 * string as it is, so a filtered view can be shared, bookmarked and reached from a table's History
 * link.
 */
import type { z } from 'zod';
import { type AuditQuery, auditQuerySchema } from '../../api/audit';
import { compactQuery } from '../../api/requests/audit';

/** The query as the address spells it: what is left out is no filter, and page 1. */
export type AuditSearch = Partial<AuditQuery>;

/**
 * The route's search. Each parameter is read by the contract's own schema; one it refuses (an
 * unknown action, a malformed date) reads as absent instead of an error page, and is dropped from
 * the address.
 */
export function auditSearch(search: Record<string, unknown>): AuditSearch {
  const fields = auditQuerySchema.shape;
  const read = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  return compactQuery({
    user: read(fields.user, search.user),
    action: read(fields.action, search.action),
    entity: read(fields.entity, search.entity),
    entityId: read(fields.entityId, search.entityId),
    from: read(fields.from, search.from),
    to: read(fields.to, search.to),
    page: read(fields.page, search.page),
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
