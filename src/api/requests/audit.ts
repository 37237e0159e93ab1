/** The audit trail's calls (administrators only): a page of events, the user filter's list, the CSV. */
import {
  type AuditPage,
  type AuditQuery,
  type AuditUsers,
  auditPageSchema,
  auditUsersSchema,
} from '../audit';
import { compactQuery } from '../audit-names';
import { api } from '../client';
import { type DownloadedFile, downloadFile } from './download-file';

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
