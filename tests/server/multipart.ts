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

/**
 * The first bytes of a video container, enough for its type to be read from its bytes as
 * browsers and file-type read it: an MP4 or MOV `ftyp` box, a WebM EBML header, an AVI RIFF header.
 */
export function videoHeader(format: 'mp4' | 'mov' | 'webm' | 'avi'): Buffer {
  switch (format) {
    case 'mp4':
    case 'mov': {
      const brand = format === 'mp4' ? 'isom' : 'qt  ';
      const box = Buffer.alloc(24);
      box.writeUInt32BE(24, 0);
      box.write(`ftyp${brand}`, 4, 'latin1');
      box.writeUInt32BE(0x200, 12);
      box.write(format === 'mp4' ? 'isommp41' : 'qt  qt  ', 16, 'latin1');
      return box;
    }
    case 'webm':
      // EBML header: DocType "webm".
      return Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, ...Buffer.from('webm')]);
    case 'avi':
      return Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('AVI LIST')]);
  }
}

/** A video file of `bytes` bytes: a real header, then filler. */
export function makeVideo(format: 'mp4' | 'mov' | 'webm' | 'avi', bytes = 64 * 1024): Buffer {
  const header = videoHeader(format);
  const body = Buffer.alloc(bytes - header.length);
  for (let i = 0; i < body.length; i++) body[i] = i % 251;
  return Buffer.concat([header, body]);
}
