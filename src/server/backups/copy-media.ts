/**
 * Puts the media folder into a backup while the site runs. A stored media file is written once,
 * under a random name never used again, and never changed: one that the previous backup holds
 * under the same name and size is the same file. The backup hard-links that copy instead of
 * copying it again, so seven backups of an unchanged video take its room once; only files new
 * since the previous backup are copied. Nothing in a backup is ever linked to the live folder, so
 * nothing done there (a file deleted, replaced or rewritten) can reach a backup.
 *
 * A file listed but gone before it is copied was deleted by the site meanwhile (a picture
 * replaced, a product deleted, the samples of a process that found them already added by
 * another): it is left out. Node's `fs.cp` would fail the whole backup instead, and the next
 * automatic one would wait an hour.
 */
import { constants } from 'node:fs';
import { chmod, copyFile, link as hardLink, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMissingFile } from './backup-folders';

export interface MediaCopy {
  /** The live media folder. */
  source: string;
  /** The previous backup's media folder, whose files are linked; null for a first backup. */
  previous: string | null;
  /** Left out: folders (or files) of the live media folder that are not stored media. */
  skip: (sourcePath: string) => boolean;
}

/**
 * Why a hard link may fail where a copy works: another file system, one without links or with too
 * many to one file, or the previous backup's copy removed meanwhile (pruned by another process).
 */
const linkRefusals = new Set(['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP', 'ENOENT']);

/** The bytes a backup would copy: the media files the previous backup does not hold. */
export async function mediaBytesToCopy(media: MediaCopy): Promise<number> {
  let bytes = 0;
  for await (const entry of entriesOf(media))
    if (entry.kind === 'file' && !(await heldBefore(media.previous, entry))) bytes += entry.size;
  return bytes;
}

/**
 * Puts the media into `target` (created, empty when the media folder is missing): linked to the
 * previous backup's copy when it holds the file, else copied; a copy is the account's alone.
 * `link` is the file system's, but for a test of the fallback.
 */
export async function copyMediaFolder(
  media: MediaCopy,
  target: string,
  link: typeof hardLink = hardLink,
): Promise<void> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  for await (const entry of entriesOf(media)) {
    const to = path.join(target, entry.relative);
    if (entry.kind === 'folder') {
      await mkdir(to, { recursive: true, mode: 0o700 });
      continue;
    }
    if (media.previous !== null && (await heldBefore(media.previous, entry))) {
      const linked = await link(path.join(media.previous, entry.relative), to).then(
        () => true,
        (error: unknown) => {
          if (linkRefusals.has((error as NodeJS.ErrnoException).code ?? '')) return false;
          throw error;
        },
      );
      if (linked) continue;
    }
    await copyNew(path.join(media.source, entry.relative), to);
  }
}

/** A clone where the file system can make one (no bytes copied), a copy where it cannot. */
async function copyNew(from: string, to: string): Promise<void> {
  try {
    await copyFile(from, to, constants.COPYFILE_FICLONE);
  } catch (error) {
    if (isMissingFile(error)) return;
    throw error;
  }
  // A copy takes the live file's mode, which an earlier version may have left readable by all.
  await chmod(to, 0o600);
}

interface Entry {
  kind: 'folder' | 'file';
  /** The path inside the media folder. */
  relative: string;
  size: number;
}

/** Every folder (before what it holds) and file under the media folder, but what `skip` names. */
async function* entriesOf(
  { source, skip }: Pick<MediaCopy, 'source' | 'skip'>,
  relative = '',
): AsyncGenerator<Entry> {
  const folder = path.join(source, relative);
  const names = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissingFile(error)) return [];
    throw error;
  });
  for (const name of names) {
    const inside = path.join(relative, name.name);
    if (skip(path.join(source, inside))) continue;
    if (name.isDirectory()) {
      yield { kind: 'folder', relative: inside, size: 0 };
      yield* entriesOf({ source, skip }, inside);
    } else if (name.isFile()) {
      const size = await stat(path.join(source, inside)).then(
        (stats) => stats.size,
        (error: unknown) => {
          if (isMissingFile(error)) return null;
          throw error;
        },
      );
      if (size !== null) yield { kind: 'file', relative: inside, size };
    }
  }
}

/** Whether the previous backup holds this file: the same name, the same size. */
async function heldBefore(previous: string | null, { relative, size }: Entry): Promise<boolean> {
  if (previous === null) return false;
  try {
    const stats = await lstat(path.join(previous, relative));
    return stats.isFile() && stats.size === size;
  } catch (error) {
    // Missing there, or a file where the path needs a folder.
    if (isMissingFile(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
    throw error;
  }
}
