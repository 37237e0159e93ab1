/**
 * Product images on disk (uploads stream to a temp file, are checked — size
 * while streaming, type from the bytes — then moved into place; anything rejected is deleted).
 *
 * Layout under MEDIA_DIR:
 *   tmp/<random>.upload             an upload being received or checked; never served
 *   products/<random>.<jpg|png|gif> the original, as uploaded (named by us, never by the client)
 *   products/<random>-<width>.webp  smaller copies for `srcset`
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { messages } from '../../api/messages';
import { type ImageVariant, productImageLimits } from '../../api/products';
import { HttpError } from '../plugins/errors';

export interface MediaFolders {
  /** MEDIA_DIR, served under /media/. */
  root: string;
  /** Uploads in progress: inside MEDIA_DIR so that keeping one is a rename, not a copy. */
  tmp: string;
  products: string;
}

/** An uploaded image in place: the paths the database stores and the client resolves. */
export interface StoredImage {
  image: string;
  variants: ImageVariant[];
}

/** A file received into the temp folder whose bytes have not been checked yet. */
export interface TempFile {
  path: string;
  bytes: number;
}

export const productsUrlPrefix = '/media/products/';

/** Widths of the WebP copies; none is wider than the original. */
export const variantWidths = [320, 640, 1024] as const;

/**
 * Decoding a small file can still take a lot of memory (a 5 MB PNG of one colour can be 30,000 px
 * square); 50 megapixels is beyond any product photo and bounds decoding at about 200 MB.
 */
const maxInputPixels = 50_000_000;

/** A temp file this old belongs to no request still running (a crash left it). */
const staleTempMs = 60 * 60_000;

const originalExtensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** `/media/products/<32 hex>.<ext>` or `…-<width>.<webp|avif>`: the only names this module writes. */
const storedName = /^([0-9a-f]{32})(?:-(\d+))?\.(jpg|png|gif|webp|avif)$/;

export function mediaFolders(root: string): MediaFolders {
  return { root, tmp: path.join(root, 'tmp'), products: path.join(root, 'products') };
}

/** Creates the folders and removes temp files that a crashed process left behind. */
export async function prepareMediaFolders(folders: MediaFolders, now = Date.now()): Promise<void> {
  await mkdir(folders.tmp, { recursive: true });
  await mkdir(folders.products, { recursive: true });
  for (const name of await readdir(folders.tmp)) {
    const file = path.join(folders.tmp, name);
    const { mtimeMs } = await stat(file);
    if (now - mtimeMs > staleTempMs) await rm(file, { force: true, recursive: true });
  }
}

function tempPath(folders: MediaFolders): string {
  return path.join(folders.tmp, `${randomBytes(16).toString('hex')}.upload`);
}

/** Deletes a temp file if it is still there (a no-op once the file was kept). */
export async function discardTemp(file: TempFile | null): Promise<void> {
  if (file) await rm(file.path, { force: true });
}

/**
 * Streams a file into the temp folder, failing with 413 as soon as it reaches `limitBytes`
 * ("less than 5MB", as the create form checks); on any failure nothing is left behind.
 */
export async function streamToTemp(
  folders: MediaFolders,
  source: Readable,
  limitBytes: number,
): Promise<TempFile> {
  const file = tempPath(folders);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes >= limitBytes) done(new HttpError(413, messages.imageSize));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(file, { flags: 'wx' }));
    // Busboy cuts a file at its own limit without an error: a cut file is too large as well.
    if ((source as Readable & { truncated?: boolean }).truncated) {
      throw new HttpError(413, messages.imageSize);
    }
    return { path: file, bytes };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/** Writes bytes made on the server (the sample catalogue's artwork) into the temp folder. */
export async function writeTemp(folders: MediaFolders, data: Uint8Array): Promise<TempFile> {
  const file = tempPath(folders);
  await writeFile(file, data, { flag: 'wx' });
  return { path: file, bytes: data.length };
}

/** What a multipart product form carried: its text fields and its image, received into temp. */
export interface ReceivedForm {
  fields: Map<string, string>;
  image: TempFile | null;
}

/** Field names a product form may carry; others are ignored. */
const formFields = new Set([
  'name',
  'category',
  'description',
  'features',
  'applications',
  'certifications',
  'specifications',
  'faqs',
]);

/**
 * Reads a multipart product form in whatever order its parts arrive: text fields are collected,
 * the `image` file streams to temp as it comes. Nothing is validated here beyond the size: the
 * caller checks the fields, then keeps the image with `storeProductImage` or drops it with
 * `discardTemp` — in a `finally`, so that a failure leaves no file.
 *
 * A request that is not multipart has no image: it reads as an empty form.
 */
export async function receiveProductForm(
  request: FastifyRequest,
  folders: MediaFolders,
): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: new Map(), image: null };
  if (!request.isMultipart()) return form;
  try {
    const parts = request.parts({
      limits: {
        // Reaching the limit is enough to know the file is too large (streamToTemp counts).
        fileSize: productImageLimits.maxBytes,
        files: 1,
        fields: formFields.size + 4,
        parts: formFields.size + 5,
        fieldSize: 1024 * 1024,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'image' && form.image === null) {
          form.image = await streamToTemp(folders, part.file, productImageLimits.maxBytes);
        } else {
          await finished(part.file.resume());
        }
      } else if (formFields.has(part.fieldname)) {
        if (part.valueTruncated) throw new HttpError(413, messages.fieldTooLong);
        // A part labelled application/json arrives already parsed: back to the text every other part is.
        const { value } = part;
        form.fields.set(part.fieldname, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
    return form;
  } catch (error) {
    await discardTemp(form.image);
    // The answer goes out before the rest of the body is read: let the rest drain, unread, so the
    // client still gets it instead of a reset connection.
    request.raw.unpipe();
    request.raw.resume();
    throw error;
  }
}

/** The widths to make for an original this wide: the standard ones that fit, or its own width. */
function widthsFor(originalWidth: number): number[] {
  const fitting = variantWidths.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [originalWidth];
}

function variantName(base: string, width: number): string {
  return `${base}-${width}.webp`;
}

/**
 * Keeps a received image: checks its own bytes (JPEG, PNG or GIF, whatever its name or declared
 * type said), moves it to `products/` under a random name and writes its WebP copies. The temp
 * file is gone afterwards, kept or not; on failure no file of this image remains.
 *
 * AVIF copies are not made: encoding one 640 px AVIF took about 5 s on the reference machine,
 * far beyond the 300 ms an upload can spend on it; the variant schema already allows adding them.
 */
export async function storeProductImage(folders: MediaFolders, temp: TempFile | null): Promise<StoredImage> {
  try {
    // A browser sends an empty file part when no file was chosen.
    if (temp === null || temp.bytes === 0) throw new HttpError(400, messages.imageMissing);
    const type = await fileTypeFromFile(temp.path);
    const extension = type ? originalExtensions[type.mime] : undefined;
    if (extension === undefined) throw new HttpError(415, messages.imageType);

    const base = randomBytes(16).toString('hex');
    const original = path.join(folders.products, `${base}.${extension}`);
    await rename(temp.path, original);
    const written: string[] = [original];
    try {
      const variants = await writeVariants(folders, original, base, written);
      return { image: `${productsUrlPrefix}${base}.${extension}`, variants };
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
  } finally {
    await discardTemp(temp);
  }
}

async function writeVariants(
  folders: MediaFolders,
  original: string,
  base: string,
  written: string[],
): Promise<ImageVariant[]> {
  let width: number;
  try {
    // The width as shown: a portrait photo may be stored sideways with an EXIF turn.
    ({ width } = (await sharp(original, { limitInputPixels: maxInputPixels }).metadata()).autoOrient);
  } catch (error) {
    throw unreadable(error);
  }
  const variants: ImageVariant[] = [];
  for (const target of widthsFor(width)) {
    const file = path.join(folders.products, variantName(base, target));
    written.push(file);
    try {
      await sharp(original, { limitInputPixels: maxInputPixels })
        // Turn by the EXIF orientation first: the WebP keeps no metadata.
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(file);
    } catch (error) {
      throw unreadable(error);
    }
    variants.push({
      width: target,
      format: 'webp',
      path: `${productsUrlPrefix}${variantName(base, target)}`,
    });
  }
  return variants;
}

/** The header said image, the rest cannot be decoded (or is far too many pixels). */
function unreadable(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(413, messages.imageTooManyPixels);
  return new HttpError(415, messages.imageType);
}

/** The file behind a stored media path, or null for any path this module did not write. */
function fileOf(folders: MediaFolders, mediaPath: string): string | null {
  if (!mediaPath.startsWith(productsUrlPrefix)) return null;
  const name = mediaPath.slice(productsUrlPrefix.length);
  return storedName.test(name) ? path.join(folders.products, name) : null;
}

/** Deletes an image's original and copies; missing files are fine. */
export async function removeProductImage(folders: MediaFolders, stored: StoredImage): Promise<void> {
  const files = [stored.image, ...stored.variants.map((variant) => variant.path)]
    .map((mediaPath) => fileOf(folders, mediaPath))
    .filter((file) => file !== null);
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/**
 * A media path as the client may send it back: relative, or made absolute against the API host
 * (relative media paths become absolute URLs). Only the path counts.
 */
export function mediaPathOf(value: string): string {
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    return new URL(value).pathname;
  } catch {
    return value;
  }
}

/**
 * An original already under /media/products, with whichever of its copies exist; null when the
 * path names no such file (the edit form may only point at uploaded images).
 */
export async function findStoredImage(folders: MediaFolders, value: string): Promise<StoredImage | null> {
  const image = mediaPathOf(value);
  const file = fileOf(folders, image);
  const match = storedName.exec(path.basename(file ?? ''));
  if (file === null || !match || match[2] !== undefined || !['jpg', 'png', 'gif'].includes(match[3] ?? '')) {
    return null;
  }
  if (!(await exists(file))) return null;
  const base = match[1] ?? '';
  const copy = new RegExp(`^${base}-(\\d+)\\.webp$`);
  const variants: ImageVariant[] = [];
  for (const name of await readdir(folders.products)) {
    const found = copy.exec(name);
    if (found)
      variants.push({ width: Number(found[1]), format: 'webp', path: `${productsUrlPrefix}${name}` });
  }
  variants.sort((a, b) => a.width - b.width);
  return { image, variants };
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
