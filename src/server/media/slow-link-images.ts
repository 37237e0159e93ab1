/**
 * Pictures for slow connections. A WebP copy of an uploaded picture asked for with `Save-Data: on`
 * or an `ECT` client hint of 3G or slower (what the Network Information API tells the page, sent as
 * headers once a page has asked for them with `Accept-CH`) goes out re-encoded at quality 50.
 * Re-encoded copies are kept in memory, least recently used first out, and never written to disk:
 * they are derived, so nothing has to back them up, sweep them or delete them with their picture.
 */

import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { isSlow, slowLinkImageQuality } from '../../api/connection';
import { imageLibrary } from './image-library';

/** The client hints a page asks for, so that its pictures' requests say how fast the connection is. */
export const connectionHints = 'ECT';

/** What makes one picture's answer differ from another request's for the same address. */
export const connectionVary = 'Save-Data, ECT';

export function wantsSlowLinkImages(headers: IncomingHttpHeaders): boolean {
  const value = (name: string) => {
    const header = headers[name];
    return typeof header === 'string' ? header.trim().toLowerCase() : '';
  };
  return isSlow({ saveData: value('save-data') === 'on', effectiveType: value('ect') });
}

export interface SlowLinkImages {
  /** The picture at `file` at quality 50; rejects when it cannot be read or decoded. */
  of(file: string): Promise<Buffer>;
}

/** At most `maxBytes` of re-encoded pictures in memory; concurrent requests for one share its work. */
export function slowLinkImages(maxBytes: number): SlowLinkImages {
  const kept = new Map<string, Buffer>();
  const underWay = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  const keep = (file: string, copy: Buffer) => {
    if (copy.length > maxBytes) return;
    kept.set(file, copy);
    bytes += copy.length;
    // A Map keeps insertion order: the first key is the least recently used.
    for (const [oldest, buffer] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= buffer.length;
    }
  };

  const encode = async (file: string) => {
    const sharp = await imageLibrary();
    return sharp(await readFile(file))
      .webp({ quality: slowLinkImageQuality })
      .toBuffer();
  };

  return {
    of(file) {
      const copy = kept.get(file);
      if (copy) {
        kept.delete(file);
        kept.set(file, copy);
        return Promise.resolve(copy);
      }
      const pending = underWay.get(file);
      if (pending) return pending;
      const made = encode(file).then(
        (encoded) => {
          underWay.delete(file);
          keep(file, encoded);
          return encoded;
        },
        (error: unknown) => {
          underWay.delete(file);
          throw error;
        },
      );
      underWay.set(file, made);
      return made;
    },
  };
}
