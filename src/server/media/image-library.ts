/**
 * sharp (libvips), loaded when the first picture is processed rather than at start-up: most
 * starts and most requests never touch a picture, and loading it costs start time and memory.
 */
import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

export function imageLibrary(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each picture is read once and written once: libvips' cache of decoded images and operation
    // results would only hold memory between uploads.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
