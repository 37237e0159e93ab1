/** Files the API writes for download (the CSV exports), fetched with the sign-in token. */
import { api } from '../client';

/** A file the server wrote, and the name it gave it. */
export interface DownloadedFile {
  csv: Blob;
  filename: string;
}

/** `GET path` as a file, named as the server's Content-Disposition says, else `fallbackName`. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await api.get<Blob>(path, { responseType: 'blob', signal });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { csv: response.data, filename };
}
