/**
 * Password hashing with scrypt. A stored hash names its own parameters
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64), so the cost can be raised later and old hashes
 * still verify with the parameters they were made with.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** log2 of scrypt's N: 2^17 with r = 8 needs 128 MiB and a few tenths of a second per hash. */
export const defaultPasswordCost = 17;
const blockSize = 8;
const parallelism = 1;
const saltBytes = 16;
const keyBytes = 64;

// Promisified by hand: util.promisify loses the overload that takes options. The work runs on
// libuv's thread pool, off the event loop.
function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  // The same password typed on different systems can arrive in different Unicode forms.
  const normalized = password.normalize('NFC');
  return new Promise((resolve, reject) => {
    scrypt(normalized, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
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

/** True when the password matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, cost, r, p, salt, key] = storedFormat.exec(stored) ?? [];
  if (!cost || !r || !p || !salt || !key)
    throw new Error('The stored password hash is not in a known format');
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    expected.length,
    optionsFor(Number(cost), Number(r), Number(p)),
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
  }
  await verifyPassword(password, await dummy);
  return false;
}
