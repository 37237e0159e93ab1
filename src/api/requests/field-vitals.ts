/** The field data's calls (administrators only): the figures for a span and filters, and their CSV. */

import { api } from '../client';
import { type FieldReport, type FieldReportQuery, fieldReportSchema } from '../field-vitals';
import { type DownloadedFile, downloadFile } from './download-file';

function withQuery(path: string, query: FieldReportQuery): string {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  return `${path}?${search}`;
}

/** `GET /api/field-vitals`: the figures of the span's days, overall and broken down. */
export async function fetchFieldReport(query: FieldReportQuery, signal?: AbortSignal): Promise<FieldReport> {
  const { data } = await api.get(withQuery('/api/field-vitals', query), { signal });
  return fieldReportSchema.parse(data);
}

/** `GET /api/field-vitals/export.csv`: the same figures by day, as the CSV file the server wrote. */
export function exportFieldReport(query: FieldReportQuery, signal?: AbortSignal): Promise<DownloadedFile> {
  return downloadFile(withQuery('/api/field-vitals/export.csv', query), 'site-speed.csv', signal);
}
