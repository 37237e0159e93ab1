/**
 * A rendered page held whole in memory: its status, the render's headers, its bytes and what the
 * server sends with them, worked out once per render: the entity tag, the digests of its inline
 * scripts for the content security policy and, for a page the cache keeps, its Brotli and gzip
 * copies, so a cached page is never compressed again.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { entityTagOf } from '../http/entity-tags';
import type { ContentCoding } from '../http/weighted-ranges';
import { inlineScriptHashes } from './script-hashes';

export interface RenderedPage {
  status: number;
  headers: [name: string, value: string][];
  body: Buffer;
  etag: string;
  /** The `'sha256-…'` sources that admit the page's inline scripts. */
  scriptSources: string[];
  compressed: Partial<Record<ContentCoding, Buffer>>;
  /** Roughly what the page holds in memory, for the cache's bound. */
  bytes: number;
}

/** Reads a render's streamed answer to its end. */
export async function readRenderedPage(response: Response): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    body,
    etag: entityTagOf(body),
    scriptSources: inlineScriptHashes(body.toString('utf8')),
    compressed: {},
    bytes: body.length,
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page with its compressed copies: stronger settings than compressing on the fly, since each
 * copy serves every request until the page changes, but not Brotli's slowest, which takes about a
 * second on a large page. Compressed off the main thread.
 */
export async function withCompressedCopies(page: RenderedPage): Promise<RenderedPage> {
  const [br, gzip] = await Promise.all([
    brotli(page.body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
    gzipped(page.body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { ...page, compressed: { br, gzip }, bytes: page.body.length + br.length + gzip.length };
}
