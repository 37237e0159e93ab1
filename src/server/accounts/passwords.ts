/**
 * Password hashing with scrypt. A stored hash names its own parameters
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64), so the cost can be raised later and old hashes
 * still verify with the parameters they were made with.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { passwordHashQueueLength } from '../../api/limits';

/** log2 of scrypt's N: 2^17 with r = 8 needs 128 MiB and a few tenths of a second per hash. */
export const defaultPasswordCost = 17;
const blockSize = 8;
const parallelism = 1;
const saltBytes = 16;
const keyBytes = 64;

/** Thrown instead of hashing when the hashing slots and their queue are full; nothing was done. */
export class HashingBusyError extends Error {
  constructor(public readonly retryAfterMs: number) {
    super('Password hashing is busy');
    this.name = 'HashingBusyError';
  }
}

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * also reads every file the server sends (media, built files) and compresses answers. Were every
 * thread hashing, a file read would queue behind hashes of a few tenths of a second each. So hashes
 * run at most two fewer at a time than the pool has threads, and one fewer than the machine has
 * cores (the event loop keeps one): a file read always finds a free thread. A few more wait in a
 * short queue; past it a hash is refused at once rather than queued behind a flood. Urgent hashes
 * (the sign-in of an account from an address it signed in from lately) have a queue of their own
 * that goes first, so a flood of guesses cannot keep them out.
 */
class HashingSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly urgentWaiting: Array<() => void> = [];
  /** A running average of how long one hash takes, to tell a refused caller when to come back. */
  private averageMs = 500;

  constructor(
    private readonly concurrency: number,
    private readonly queueLength: number,
  ) {}

  async run<T>(work: () => Promise<T>, urgent: boolean): Promise<T> {
    const queue = urgent ? this.urgentWaiting : this.waiting;
    if (this.running < this.concurrency) {
      this.running += 1;
    } else if (queue.length < this.queueLength) {
      // The slot is handed over by the hash that frees it: `running` does not change.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      throw new HashingBusyError(((this.waiting.length + 1) * this.averageMs) / this.concurrency);
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      const next = this.urgentWaiting.shift() ?? this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/** One process, one thread pool: every hash of the process shares these slots. */
const slots = new HashingSlots(
  Math.max(1, Math.min(threadPoolSize - 2, availableParallelism() - 1)),
  passwordHashQueueLength,
);

// Promisified by hand: util.promisify loses the overload that takes options. The work runs on
// libuv's thread pool, off the event loop, when a hashing slot is free.
function derive(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
  urgent = false,
): Promise<Buffer> {
  // The same password typed on different systems can arrive in different Unicode forms.
  const normalized = password.normalize('NFC');
  return slots.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(normalized, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    urgent,
  );
}

function optionsFor(cost: number, r: number, p: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs just over 128·N·r bytes; Node refuses anything above 32 MiB unless told.
  return { N, r, p, maxmem: 2 * 128 * N * r };
}

export async function hashPassword(password: string, cost = defaultPasswordCost): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyBytes, optionsFor(cost, blockSize, parallelism));
  return ['scrypt', cost, blockSize, parallelism, salt.toString('base64'), key.toString('base64')].join('$');
}

const storedFormat =
  /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/**
 * True when the password matches the stored hash; compares in constant time. `urgent`: ahead of
 * other checks waiting for a hashing slot.
 */
export async function verifyPassword(password: string, stored: string, urgent = false): Promise<boolean> {
  const [, cost, r, p, salt, key] = storedFormat.exec(stored) ?? [];
  if (!cost || !r || !p || !salt || !key)
    throw new Error('The stored password hash is not in a known format');
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    expected.length,
    optionsFor(Number(cost), Number(r), Number(p)),
    urgent,
  );
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same work as checking a real password, for a username that does not exist, so the
 * answer's timing does not reveal which usernames do. The dummy hash is made once per cost.
 */
export async function verifyAgainstDummy(password: string, cost = defaultPasswordCost): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('base64url'), cost);
    dummyHashes.set(cost, dummy);
    // A dummy refused while hashing was busy is made again by the next caller.
    dummy.catch(() => dummyHashes.delete(cost));
  }
  await verifyPassword(password, await dummy);
  return false;
}
