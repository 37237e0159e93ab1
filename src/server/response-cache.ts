/**
 * Public answers kept as the bytes they are sent as, until the database changes. The catalogue is
 * read far more often than it is written: a kept answer costs reading the data version
 * instead of reading, checking and encoding the rows again on every request.
 */
import type { z } from 'zod';
import { entityTagOf } from './http/entity-tags';

/** What an answer is built as: its bytes, and for a page of a list how many items all its pages hold. */
export interface ResponseBody {
  body: Buffer;
  total?: number;
}

/** An answer's bytes with their entity tag, worked out once when the answer is built. */
export interface CachedResponse extends ResponseBody {
  etag: string;
}

export class ResponseCache {
  private version = '';
  // Promises, so that requests arriving while an answer is being built wait for that one. In the
  // order they were last asked for: the first is the one longest unused.
  private readonly answers = new Map<string, Promise<CachedResponse>>();

  /**
   * `limit`: past this many answers (a product in two languages is two), the one longest unused
   * goes, so answers asked for often stay however many others are asked for once.
   */
  constructor(
    private readonly dataVersion: () => Promise<string>,
    private readonly limit = 1000,
  ) {}

  /** The answer for `key`, built by `make` when the data changed since it was kept. A failure is not kept. */
  async get(key: string, make: () => Promise<ResponseBody>): Promise<CachedResponse> {
    // The version is read before the rows are: an answer is never older than the version it is kept under.
    const version = await this.dataVersion();
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
    }
    const kept = this.answers.get(key);
    if (kept) {
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const made = make().then((answer) => ({ ...answer, etag: entityTagOf(answer.body) }));
    this.answers.set(key, made);
    if (this.answers.size > this.limit) this.answers.delete(this.answers.keys().next().value ?? '');
    made.catch(() => {
      if (this.answers.get(key) === made) this.answers.delete(key);
    });
    return made;
  }
}

/** JSON text of a value as its schema encodes it: fields the schema does not name are left out. */
export function jsonBytes<T extends z.ZodType>(schema: T, value: z.output<T>): Buffer {
  return Buffer.from(JSON.stringify(schema.encode(value)));
}
