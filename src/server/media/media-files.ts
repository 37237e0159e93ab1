/**
 * Uploaded media on disk, one pipeline for every kind (product images, news images and videos,
 * video posters): an upload streams to a temp file, its size counted while it streams, then its
 * own bytes say its type, and only then is it moved into place; anything refused, cut off or
 * failing is deleted. The body is never held in memory, whatever its size.
 *
 * Layout under MEDIA_DIR:
 *   tmp/<random>.upload                 an upload being received or checked; never served
 *   products/<random>.<jpg|png|gif>     a product image, decoded and encoded again (named by us, never by the client)
 *   products/<random>-<width>.webp      its smaller copies for `srcset`
 *   news/<random>.<jpg|png|gif>         a news image, and its copies likewise
 *   news/<random>.<mp4|webm|mov|avi>    a news video
 *   news/<random>.jpg                   a news video's poster
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';
import type { MessageId } from '../../api/messages';
import { newsMediaLimits } from '../../api/news';
import { type ImageVariant, productImageLimits } from '../../api/products';
import { HttpError } from '../plugins/errors';
import { imageLibrary } from './image-library';

/** The folders under MEDIA_DIR that kept files live in. */
export const keptFolders = ['products', 'news'] as const;
export type KeptFolder = (typeof keptFolders)[number];

export type MediaFolders = Record<KeptFolder, string> & {
  /** MEDIA_DIR, served under /media/. */
  root: string;
  /** Uploads in progress: inside MEDIA_DIR so that keeping one is a rename, not a copy. */
  tmp: string;
};

/** What one kind of upload accepts, where it is kept and how a refusal is worded. */
export interface MediaRules {
  folder: KeptFolder;
  /** A file must be smaller than this. */
  maxBytes: number;
  /** The types accepted, as the file's own bytes say, with the extension a kept file gets. */
  extensions: Readonly<Record<string, string>>;
  missing: MessageId;
  wrongType: MessageId;
  tooLarge: MessageId;
  /** Images get smaller WebP copies for `srcset`. */
  copies: boolean;
}

const imageExtensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/** Every kind of upload the site takes. */
export const mediaKinds = {
  productImage: {
    folder: 'products',
    maxBytes: productImageLimits.maxBytes,
    extensions: imageExtensions,
    missing: 'imageMissing',
    wrongType: 'imageType',
    tooLarge: 'imageSize',
    copies: true,
  },
  newsImage: {
    folder: 'news',
    maxBytes: newsMediaLimits.image.maxBytes,
    extensions: imageExtensions,
    missing: 'newsImageMissing',
    wrongType: 'newsImageType',
    tooLarge: 'newsImageSize',
    copies: true,
  },
  newsVideo: {
    folder: 'news',
    maxBytes: newsMediaLimits.video.maxBytes,
    // file-type names AVI by its registered type; it is served as video/x-msvideo, like browsers expect.
    extensions: {
      'video/mp4': 'mp4',
      'video/webm': 'webm',
      'video/quicktime': 'mov',
      'video/vnd.avi': 'avi',
    },
    missing: 'newsVideoMissing',
    wrongType: 'newsVideoType',
    tooLarge: 'newsVideoSize',
    copies: false,
  },
  // The still a browser captured from a video: the admin never chose it, so one message says it all.
  poster: {
    folder: 'news',
    maxBytes: newsMediaLimits.poster.maxBytes,
    extensions: { 'image/jpeg': 'jpg' },
    missing: 'posterInvalid',
    wrongType: 'posterInvalid',
    tooLarge: 'posterInvalid',
    copies: false,
  },
} as const satisfies Record<string, MediaRules>;

/** A kept file: the path the database stores and the client resolves, and an image's copies. */
export interface StoredMedia {
  path: string;
  variants: ImageVariant[];
}

/** A file received into the temp folder whose bytes have not been checked yet. */
export interface TempFile {
  path: string;
  bytes: number;
}

const urlPrefix = (folder: KeptFolder) => `/media/${folder}/`;

/** Widths of the WebP copies; none is wider than the original. */
export const variantWidths = [320, 640, 1024] as const;

/**
 * Decoding a small file can still take a lot of memory (a 5 MB PNG of one colour can be 30,000 px
 * square); 50 megapixels is beyond any product photo and bounds decoding at about 200 MB.
 */
const maxInputPixels = 50_000_000;

/** A temp file this old belongs to no request still running (a crash left it). */
export const staleTempMs = 60 * 60_000;

/** `<32 hex>.<ext>` or `…-<width>.<webp|avif>`: the only names this module writes. */
const storedName = /^([0-9a-f]{32})(?:-(\d+))?\.(jpg|png|gif|webp|avif|mp4|webm|mov|avi)$/;

/** The random part an original and its copies share, for a name this module writes; else null. */
export function storedBaseOf(name: string): string | null {
  return storedName.exec(name)?.[1] ?? null;
}

export function mediaFolders(root: string): MediaFolders {
  return {
    root,
    tmp: path.join(root, 'tmp'),
    products: path.join(root, 'products'),
    news: path.join(root, 'news'),
  };
}

/** Creates the folders and removes temp files that a crashed process left behind. */
export async function prepareMediaFolders(folders: MediaFolders, now = Date.now()): Promise<void> {
  for (const folder of ['tmp', ...keptFolders] as const) await mkdir(folders[folder], { recursive: true });
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
async function discardTemp(file: TempFile | null): Promise<void> {
  if (file) await rm(file.path, { force: true });
}

/**
 * Streams a file into the temp folder, failing with 413 as soon as it reaches the kind's limit
 * ("less than 5MB", as the create form checks); on any failure nothing is left behind. The
 * pipeline's back-pressure keeps memory flat: the socket is read only as fast as the disk writes.
 */
export async function streamToTemp(
  folders: MediaFolders,
  source: Readable,
  rules: Pick<MediaRules, 'maxBytes' | 'tooLarge'>,
): Promise<TempFile> {
  const file = tempPath(folders);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes >= rules.maxBytes) done(new HttpError(413, rules.tooLarge));
      else done(null, chunk);
    },
  });
  const sink = createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(source, counter, sink);
    // Busboy cuts a file at its own limit without an error: a cut file is too large as well.
    if ((source as Readable & { truncated?: boolean }).truncated) {
      throw new HttpError(413, rules.tooLarge);
    }
    return { path: file, bytes };
  } catch (error) {
    // A pipeline that fails early rejects while the file may still be opening: removed then, it
    // would be created after its removal and left behind. Once the stream has closed, it is there
    // to remove (or was never made).
    if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
    await rm(file, { force: true });
    throw error;
  }
}

/** Writes bytes made on the server (the sample content's artwork) into the temp folder. */
export async function writeTemp(folders: MediaFolders, data: Uint8Array): Promise<TempFile> {
  const file = tempPath(folders);
  await writeFile(file, data, { flag: 'wx' });
  return { path: file, bytes: data.length };
}

/** A received file: in temp, with the name the client gave it (never used on disk). */
export interface ReceivedFile extends TempFile {
  filename: string;
}

/** What a multipart form carried: its text fields, and its files received into temp by field name. */
export interface ReceivedForm {
  fields: Map<string, string>;
  files: Map<string, ReceivedFile>;
}

/** What a route's form may carry: text fields by name, and file fields with their kind. */
export interface FormShape {
  fields: ReadonlySet<string>;
  files: Readonly<Record<string, MediaRules>>;
}

/**
 * Reads a multipart form in whatever order its parts arrive: text fields are collected, each
 * file streams to temp as it comes, within its kind's size. Nothing is validated here beyond the
 * sizes: the caller checks the fields, then keeps the files with `storeMedia` or drops them with
 * `discardForm` — in a `finally`, so that a failure leaves no file. Other parts are ignored.
 *
 * A request that is not multipart has no files: it reads as an empty form.
 */
export async function receiveMediaForm(
  request: FastifyRequest,
  folders: MediaFolders,
  shape: FormShape,
): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: new Map(), files: new Map() };
  if (!request.isMultipart()) return form;
  const fileFields = Object.entries(shape.files);
  try {
    const parts = request.parts({
      limits: {
        // Reaching the largest kind's limit is enough to know the file is too large (streamToTemp
        // counts each file against its own kind); only a route taking videos lets 1 GB in.
        fileSize: Math.max(...fileFields.map(([, rules]) => rules.maxBytes)),
        files: fileFields.length,
        fields: shape.fields.size + 4,
        parts: shape.fields.size + fileFields.length + 4,
        fieldSize: 1024 * 1024,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const rules = shape.files[part.fieldname];
        if (rules !== undefined && !form.files.has(part.fieldname)) {
          const received = await streamToTemp(folders, part.file, rules);
          form.files.set(part.fieldname, { ...received, filename: part.filename });
        } else {
          await finished(part.file.resume());
        }
      } else if (shape.fields.has(part.fieldname)) {
        if (part.valueTruncated) throw new HttpError(413, 'fieldTooLong');
        // A part labelled application/json arrives already parsed: back to the text every other part is.
        const { value } = part;
        form.fields.set(part.fieldname, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
    return form;
  } catch (error) {
    await discardForm(form);
    // The answer goes out before the rest of the body is read: let the rest drain, unread, so the
    // client still gets it instead of a reset connection.
    request.raw.unpipe();
    request.raw.resume();
    throw error;
  }
}

/** Deletes whatever a form's files left in temp (a no-op for files already kept). */
export async function discardForm(form: ReceivedForm): Promise<void> {
  await Promise.all([...form.files.values()].map(discardTemp));
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
 * Keeps a received file: checks its own bytes against its kind (whatever its name or declared type
 * said), keeps it in its folder under a random name (an image encoded afresh) and, when the kind
 * wants them, writes its WebP copies. The temp file is gone afterwards, kept or not; on failure no
 * file of this upload remains.
 *
 * AVIF copies are not made: encoding one 640 px AVIF took about 5 s on the reference machine,
 * far beyond the 300 ms an upload can spend on it; the variant schema already allows adding them.
 */
export async function storeMedia(
  folders: MediaFolders,
  rules: MediaRules,
  temp: TempFile | null | undefined,
): Promise<StoredMedia> {
  try {
    // A browser sends an empty file part when no file was chosen.
    if (!temp || temp.bytes === 0) throw new HttpError(400, rules.missing);
    // Loaded with the first upload, like sharp: a start needs neither.
    const { fileTypeFromFile } = await import('file-type');
    const type = await fileTypeFromFile(temp.path);
    const extension = type ? rules.extensions[type.mime] : undefined;
    if (extension === undefined) throw new HttpError(415, rules.wrongType);

    const base = randomBytes(16).toString('hex');
    const original = path.join(folders[rules.folder], `${base}.${extension}`);
    const stored: StoredMedia = { path: `${urlPrefix(rules.folder)}${base}.${extension}`, variants: [] };
    const written: string[] = [original];
    try {
      if (isImageExtension(extension)) await writeCleanOriginal(temp.path, original, extension, rules);
      // A video is kept as sent: encoding it again would take minutes and a video encoder on the
      // server. Its container type was read from its bytes, and it is served with that type and
      // nosniff, so no browser takes it for a page or a script.
      else await rename(temp.path, original);
      if (!rules.copies) return stored;
      return { ...stored, variants: await writeVariants(folders, rules, original, base, written) };
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
  } finally {
    await discardTemp(temp ?? null);
  }
}

const imageEncoders = {
  // Not mozjpeg: on a 5 MB photo it took over ten times as long, seconds instead of a fraction of one.
  jpg: (image: Sharp) => image.jpeg({ quality: 90 }),
  png: (image: Sharp) => image.png(),
  gif: (image: Sharp) => image.gif(),
} as const;

function isImageExtension(extension: string): extension is keyof typeof imageEncoders {
  return Object.hasOwn(imageEncoders, extension);
}

/**
 * The kept original is the picture as decoded, encoded again in its own format, never the bytes
 * sent: pages and link previews share it, and a phone's photo carries where it was taken (EXIF
 * GPS), while a crafted file hides bytes after the image's end or reads as a script too (a GIF/JS
 * polyglot). Encoding drops all of it; the EXIF turn is applied first, as in the WebP copies.
 */
async function writeCleanOriginal(
  source: string,
  target: string,
  extension: keyof typeof imageEncoders,
  rules: MediaRules,
): Promise<void> {
  const sharp = await imageLibrary();
  try {
    // Every frame of an animated GIF is kept; a GIF has no EXIF turn to apply.
    const image =
      extension === 'gif'
        ? sharp(source, { limitInputPixels: maxInputPixels, animated: true })
        : sharp(source, { limitInputPixels: maxInputPixels }).autoOrient();
    await imageEncoders[extension](image).toFile(target);
  } catch (error) {
    throw unreadable(error, rules);
  }
}

async function writeVariants(
  folders: MediaFolders,
  rules: MediaRules,
  original: string,
  base: string,
  written: string[],
): Promise<ImageVariant[]> {
  const sharp = await imageLibrary();
  let width: number;
  try {
    // The kept original is already turned as shown.
    ({ width } = await sharp(original, { limitInputPixels: maxInputPixels }).metadata());
  } catch (error) {
    throw unreadable(error, rules);
  }
  const variants: ImageVariant[] = [];
  for (const target of widthsFor(width)) {
    const file = path.join(folders[rules.folder], variantName(base, target));
    written.push(file);
    try {
      await sharp(original, { limitInputPixels: maxInputPixels })
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(file);
    } catch (error) {
      throw unreadable(error, rules);
    }
    variants.push({
      width: target,
      format: 'webp',
      path: `${urlPrefix(rules.folder)}${variantName(base, target)}`,
    });
  }
  return variants;
}

/** The header said image, the rest cannot be decoded (or is far too many pixels). */
function unreadable(error: unknown, rules: MediaRules): HttpError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(413, 'imageTooManyPixels');
  return new HttpError(415, rules.wrongType);
}

/** The file behind a stored media path, or null for any path this module did not write. */
function fileOf(
  folders: MediaFolders,
  mediaPath: string,
  only: readonly KeptFolder[] = keptFolders,
): string | null {
  const folder = only.find((candidate) => mediaPath.startsWith(urlPrefix(candidate)));
  if (folder === undefined) return null;
  const name = mediaPath.slice(urlPrefix(folder).length);
  return storedName.test(name) ? path.join(folders[folder], name) : null;
}

/** Deletes kept files (an original and its copies, a video, a poster); missing files are fine. */
export async function removeMedia(folders: MediaFolders, ...stored: StoredMedia[]): Promise<void> {
  const files = stored
    .flatMap((media) => [media.path, ...media.variants.map((variant) => variant.path)])
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
 * path names no such file (the product edit form may only point at uploaded product images).
 */
export async function findStoredImage(folders: MediaFolders, value: string): Promise<StoredMedia | null> {
  const image = mediaPathOf(value);
  const file = fileOf(folders, image, ['products']);
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
      variants.push({ width: Number(found[1]), format: 'webp', path: `${urlPrefix('products')}${name}` });
  }
  variants.sort((a, b) => a.width - b.width);
  return { path: image, variants };
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
