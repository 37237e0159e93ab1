import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';

export type Part =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/**
 * A multipart/form-data request as a browser's FormData would send it. `chunkSize` sends the body
 * as a stream of that many bytes at a time, so the server reads it while it arrives.
 */
export function multipart(parts: Part[], { chunkSize }: { chunkSize?: number } = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    pieces.push(
      Buffer.from(head),
      'value' in part ? Buffer.from(part.value) : part.data,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(pieces);
  const headers = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(body.length),
  };
  if (chunkSize === undefined) return { headers, payload: body };
  const chunks: Buffer[] = [];
  for (let start = 0; start < body.length; start += chunkSize)
    chunks.push(body.subarray(start, start + chunkSize));
  return { headers, payload: Readable.from(chunks) };
}

/** A real, small image made with sharp. */
export function makeImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  { width = 400, height = 300 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6fb0' } })
    .toFormat(format)
    .toBuffer();
}

/** Every file under a folder, relative, sorted (temp files included). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .sort();
}
