/**
 * Run by `npm run build` after Vite: writes a Brotli (`.br`) and a gzip (`.gz`) copy of every text
 * file of the browser build, at the strongest settings, so the server sends them as they are
 * (`@fastify/static` `preCompressed`) instead of compressing the same bytes on every request.
 * Files under 1 KiB, and copies that would not be smaller, are left out.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/client';
const textFile = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt)$/;
const minimumBytes = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (textFile.test(entry.name)) yield full;
  }
}

let original = 0;
let brotli = 0;
for (const file of filesUnder(root)) {
  if (statSync(file).size < minimumBytes) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  original += bytes.length;
  brotli += Math.min(br.length, bytes.length);
}
const kB = (n: number) => `${(n / 1024).toFixed(0)} kB`;
console.log(`precompressed ${root}: ${kB(original)} of text files, ${kB(brotli)} with Brotli`);
