/**
 * The browser's side of a file the page saves (a link to an object URL, clicked): jsdom has no
 * object URLs and saves nothing, so each save is recorded here, with its name and its file.
 */
import { vi } from 'vitest';

export interface Download {
  filename: string;
  blob: Blob;
}

/** Records every file the page asks the browser to save from now on; `vi.restoreAllMocks()` stops it. */
export function watchDownloads(): Download[] {
  const downloads: Download[] = [];
  const files = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ filename: this.download, blob: files.get(this.getAttribute('href') ?? '') as Blob });
  });
  return downloads;
}
