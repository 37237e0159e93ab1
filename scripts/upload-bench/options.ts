/**
 * The upload benchmark's options. Sizes count in bytes, KB, MB or GB of 1024 (the video limit's
 * 1 GB is 1024³ bytes); rates in those per second, or in kbit, mbit or gbit of 1000 bits as
 * networks are rated: `--rate 20mbit` is 2,500,000 bytes a second.
 */
import { parseArgs } from 'node:util';
import { videoMaxBytes } from '../../src/api/limits';

export interface BenchOptions {
  /** Resumable (tus, through the throttled link) or the whole video in the form's one request. */
  resumable: boolean;
  /** The video's size: at most the video limit less one byte, the default. */
  size: number;
  /** The link's rate in bytes a second; Infinity for none. */
  bytesPerSecond: number;
  /** The bytes after which the link drops once, if it does. */
  cutAtBytes?: number;
}

const byteUnits: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };
const bitUnits: Record<string, number> = { kbit: 1e3 / 8, mbit: 1e6 / 8, gbit: 1e9 / 8 };

function amount(text: string, units: Record<string, number>, what: string): number {
  const found = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim());
  const unit = units[found?.[2]?.toLowerCase() ?? 'none'];
  if (!found || unit === undefined) throw new Error(`not ${what}: ${text}`);
  return Math.round(Number(found[1]) * unit);
}

export const parseSize = (text: string) => amount(text, byteUnits, 'a size (e.g. 20MB)');

export const parseRate = (text: string) =>
  amount(text.replace(/(\/s|ps)$/i, ''), { ...byteUnits, ...bitUnits }, 'a rate (e.g. 20mbit, 2MB)');

/** A share of the video (`60%`) or a size. */
function parseCut(text: string, size: number): number {
  const share = /^(\d+(?:\.\d+)?)%$/.exec(text.trim());
  const bytes = share ? Math.round((Number(share[1]) / 100) * size) : parseSize(text);
  if (bytes <= 0 || bytes >= size) throw new Error(`--cut-at must fall within the video: ${text}`);
  return bytes;
}

/** Reads the command line; with none of the resumable mode's options, the one request as before. */
export function benchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      resumable: { type: 'boolean', default: false },
      rate: { type: 'string' },
      'cut-at': { type: 'string' },
      size: { type: 'string' },
    },
  });
  const size = Math.min(values.size ? parseSize(values.size) : Number.POSITIVE_INFINITY, videoMaxBytes - 1);
  const cut = values['cut-at'];
  return {
    resumable: values.resumable || values.rate !== undefined || cut !== undefined,
    size,
    bytesPerSecond: values.rate ? parseRate(values.rate) : Number.POSITIVE_INFINITY,
    ...(cut !== undefined && { cutAtBytes: parseCut(cut, size) }),
  };
}
