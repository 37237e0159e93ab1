/**
 * The benchmark's video: a real MP4 header, then bytes that look random but are the same each time
 * an offset is read again (the keystream of AES-128-CTR under a key drawn for the run), so a
 * resumed upload sends exactly what the dropped one would have. Made as they are sent, never held
 * whole.
 */
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { videoHeader } from '../../tests/server/multipart';

const chunkBytes = 64 * 1024;
const aesBlockBytes = 16;
const zeros = Buffer.alloc(chunkBytes);

export interface VideoSource {
  size: number;
  type: 'video/mp4';
  /** The bytes from `offset` to the end, made as the reader asks for them. */
  streamFrom(offset: number): Readable;
  /**
   * The whole file's SHA-256 (hex), made again for it: taken after the timed upload, the hashing
   * does not compete with the server for the processor.
   */
  sha256(): Promise<string>;
}

export function videoSource(size: number): VideoSource {
  const header = videoHeader('mp4');
  if (size <= header.length) throw new RangeError(`a video must be over ${header.length} bytes`);
  const key = randomBytes(16);

  function* chunksFrom(offset: number): Generator<Buffer> {
    if (offset < header.length) {
      yield header.subarray(offset);
      offset = header.length;
    }
    // The counter block that holds `offset`, then the bytes before it within that block skipped.
    const counter = Buffer.alloc(aesBlockBytes);
    counter.writeBigUInt64BE(BigInt(Math.floor(offset / aesBlockBytes)), 8);
    const keystream = createCipheriv('aes-128-ctr', key, counter);
    keystream.update(zeros.subarray(0, offset % aesBlockBytes));
    while (offset < size) {
      const bytes = keystream.update(zeros.subarray(0, Math.min(chunkBytes, size - offset)));
      yield bytes;
      offset += bytes.length;
    }
  }

  const streamFrom = (offset: number) => Readable.from(chunksFrom(offset), { objectMode: false });
  return {
    size,
    type: 'video/mp4',
    streamFrom,
    async sha256() {
      const hash = createHash('sha256');
      await pipeline(streamFrom(0), hash);
      return hash.digest('hex');
    },
  };
}
