/**
 * Where resumable uploads are kept while they arrive: `MEDIA_DIR/uploads/<id>` and its
 * `<id>.json` (size and metadata), on the same disk as the media so that keeping a finished upload
 * is a rename. The store judges a file's type from its first bytes as soon as they arrive, so a
 * file that is not what its kind accepts is refused (415) and deleted then, not after a gigabyte.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import { type UploadKind, uploadKinds } from '../../api/uploads';
import { type MediaRules, mediaKinds } from '../media/media-files';
import { refusal } from './refusal';

/** Enough of a file's start for every type the site takes to be recognised. */
const headBytes = 4100;

export function isUploadKind(value: unknown): value is UploadKind {
  return (uploadKinds as readonly unknown[]).includes(value);
}

/** The rules of an upload's kind, as its metadata names it (checked when it was created). */
function rulesOf(upload: Upload): MediaRules {
  const kind = upload.metadata?.kind;
  if (!isUploadKind(kind)) throw refusal(400, 'invalidRequest');
  return mediaKinds[kind];
}

/** The type the bytes say, when it is one of the kind's; else null. */
async function acceptedType(head: Uint8Array, rules: MediaRules): Promise<string | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  return type && Object.hasOwn(rules.extensions, type.mime) ? type.mime : null;
}

export class UploadStore extends FileStore {
  constructor(readonly folder: string) {
    super({ directory: folder });
  }

  /** The file an upload's bytes are written to. */
  fileOf(id: string): string {
    return path.join(this.folder, id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (offset >= headBytes) return super.write(readable, id, offset);
    const upload = await this.getUpload(id);
    const rules = rulesOf(upload);
    // The bytes of this request up to the head's end, read before anything is written.
    const incoming = readable[Symbol.asyncIterator]();
    const chunks: Buffer[] = [];
    let read = 0;
    let ended = false;
    while (offset + read < headBytes) {
      const next = await incoming.next();
      if (next.done) {
        ended = true;
        break;
      }
      chunks.push(next.value);
      read += next.value.length;
    }
    const earlier = offset > 0 ? (await readFile(this.fileOf(id))).subarray(0, offset) : Buffer.alloc(0);
    const head = Buffer.concat([earlier, ...chunks]);
    // A whole head, or a whole (small) file: judged now. A connection that dropped before the head
    // arrived is judged when the rest comes.
    const complete = head.length >= headBytes || head.length === upload.size;
    if (complete && (await acceptedType(head.subarray(0, headBytes), rules)) === null) {
      await this.remove(id);
      throw refusal(415, rules.wrongType);
    }
    const rest = Readable.from(
      (async function* () {
        yield* chunks;
        if (ended) return;
        for (let next = await incoming.next(); !next.done; next = await incoming.next()) yield next.value;
      })(),
    );
    return super.write(rest, id, offset);
  }

  /**
   * Removes every upload (partial, or finished and never used) untouched since `before` (ms since
   * 1970): its bytes and its record, and either one left alone by a crash. Answers how many went.
   */
  async sweepUntouched(before: number): Promise<number> {
    const lastTouched = new Map<string, number>();
    for (const name of await readdir(this.folder)) {
      const id = path.basename(name, '.json');
      const touched = await stat(path.join(this.folder, name)).then(
        (file) => file.mtimeMs,
        () => 0,
      );
      lastTouched.set(id, Math.max(lastTouched.get(id) ?? 0, touched));
    }
    const stale = [...lastTouched].filter(([, touched]) => touched < before).map(([id]) => id);
    await Promise.all(stale.map((id) => this.forget(id)));
    return stale.length;
  }

  /** Removes an upload's record and whatever of its bytes are still here (none once kept). */
  async forget(id: string): Promise<void> {
    await rm(path.join(this.folder, `${id}.json`), { force: true });
    await rm(this.fileOf(id), { force: true });
  }
}
