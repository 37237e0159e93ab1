import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  defaultPasswordCost,
  HashingBusyError,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../src/server/accounts/passwords';
import { testPasswordCost } from './helpers';

describe('password hashes', () => {
  it('are stored as scrypt$<log2 N>$<r>$<p>$<16-byte salt>$<64-byte key>', async () => {
    const stored = await hashPassword('correct horse', testPasswordCost);
    const [scheme, cost, r, p, salt, key, ...rest] = stored.split('$');
    expect([scheme, cost, r, p]).toEqual(['scrypt', '10', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(rest).toEqual([]);
  });

  it('use a fresh salt each time, so equal passwords hash differently', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same', testPasswordCost),
      hashPassword('same', testPasswordCost),
    ]);
    expect(a).not.toBe(b);
  });

  it('default to N = 2^17 in production, with enough memory allowed for it', async () => {
    expect(defaultPasswordCost).toBe(17);
    const stored = await hashPassword('production cost');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('production cost', stored)).toBe(true);
  });

  it('verify the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('correct horse', testPasswordCost);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verify with the parameters written in the stored hash, not the current ones', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 32, { N: 2 ** 11, r: 4, p: 2 });
    const stored = `scrypt$11$4$2$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old password', stored)).toBe(true);
    expect(await verifyPassword('other password', stored)).toBe(false);
  });

  it('refuse to verify against something that is not a known hash format', async () => {
    await expect(verifyPassword('x', 'plain-text-password')).rejects.toThrow(/not in a known format/);
  });

  it('still spend a hash for an unknown user, and never accept', async () => {
    expect(await verifyAgainstDummy('anything', testPasswordCost)).toBe(false);
  });

  it('are refused at once past the hashing slots and their queue, and a refused stand-in is made again', async () => {
    const flood = Array.from({ length: 20 }, () =>
      hashPassword('flood', 14).catch((error: unknown) => error),
    );
    const started = performance.now();
    // The stand-in hash for unknown users, asked for the first time at this cost while all is busy.
    const refused = await verifyAgainstDummy('anything', 9).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(50);
    expect(refused).toBeInstanceOf(HashingBusyError);
    expect((refused as HashingBusyError).retryAfterMs).toBeGreaterThan(0);
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((outcome) => outcome instanceof HashingBusyError).length).toBeGreaterThan(0);
    expect(await verifyAgainstDummy('anything', 9)).toBe(false);
  });
});
