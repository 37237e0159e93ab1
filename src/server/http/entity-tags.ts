/**
 * Entity tags for answers whose bytes are the whole story: the tag is a digest of the body, so two
 * answers with the same bytes share it and any change gives a new one. Tags are weak (`W/`) because
 * one body goes out Brotli-, gzip- or un-compressed: the same content, different bytes.
 */
import { createHash } from 'node:crypto';

export function entityTagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** The tag without its weakness mark: `If-None-Match` compares tags weakly (RFC 9110, 13.1.2). */
function opaqueTagOf(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** Whether an `If-None-Match` header names `tag` (or `*`): the client's copy is current. */
export function isNotModified(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaqueTagOf(tag);
  return ifNoneMatch.split(',').some((listed) => {
    const candidate = listed.trim();
    return candidate === '*' || opaqueTagOf(candidate) === wanted;
  });
}
