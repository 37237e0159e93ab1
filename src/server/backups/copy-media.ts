/**
 * Copies the media folder into a backup while the site runs. A file listed but gone before it is
 * copied was deleted by the site meanwhile (a picture replaced, a product deleted, the samples of a
 * process that found them already added by another): it is left out of the copy. Node's `fs.cp`
 * would fail the whole backup instead, and the next automatic one would wait an hour.
 */
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isMissingFile } from './backup-folders';

/** Copies `source` into `target` (created, empty when `source` is missing), leaving out `skip`. */
export async function copyMediaFolder(
  source: string,
  target: string,
  skip: (sourcePath: string) => boolean,
): Promise<void> {
  await mkdir(target, { recursive: true });
  const entries = await readdir(source, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissingFile(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (skip(from)) continue;
    if (entry.isDirectory()) await copyMediaFolder(from, to, skip);
    // A clone where the file system can make one (no bytes copied), a copy where it cannot.
    else if (entry.isFile())
      await copyFile(from, to, constants.COPYFILE_FICLONE).catch((error: unknown) => {
        if (!isMissingFile(error)) throw error;
      });
  }
}
