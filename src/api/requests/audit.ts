/** The audit trail's calls (administrators only): a page of events, the user filter's list, the CSV. */
import {
  type AuditPage,
  type AuditQuery,
  type AuditUsers,
  auditPageSchema,
  auditUsersSchema,
} from '../audit';
import { api } from '../client';
import { type DownloadedFile, downloadFile } from './download-file';

/** The query's keys in the contract's order: every address and request writes them alike. */
const queryKeys = ['user', 'action', 'entity', 'entityId', 'from', 'to', 'page'] as const;

/**
 * The query as the page's address and the API's query string carry it: what is unset is left out,
 * and so is page 1, the server's default, so an unfiltered first page has a plain address.
 */
export function compactQuery(query: Partial<AuditQuery>): Partial<AuditQuery> {
  const compact: Record<string, unknown> = {};
  for (const key of queryKeys) {
    const value = query[key];
    if (value !== undefined && !(key === 'page' && value === 1)) compact[key] = value;
  }
  return compact as Partial<AuditQuery>;
}

function withQuery(path: string, query: Partial<AuditQuery>): string {
  const search = new URLSearchParams(
    Object.entries(compactQuery(query)).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** `GET /api/audit`: one page of the events under the filters, newest first. */
export async function fetchAuditPage(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const { data } = await api.get(withQuery('/api/audit', query), { signal });
  return auditPageSchema.parse(data);
}

/** `GET /api/audit/users`: everyone the trail names, for the user filter. */
export async function fetchAuditUsers(): Promise<AuditUsers> {
  const { data } = await api.get('/api/audit/users');
  return auditUsersSchema.parse(data);
}

/** `GET /api/audit/export`: the events under the filters as the CSV file the server wrote. */
export function exportAudit(
  filters: Omit<AuditQuery, 'page'>,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  return downloadFile(withQuery('/api/audit/export', filters), 'audit-log.csv', signal);
}
