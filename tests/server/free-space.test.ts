import { statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import { errorsPlugin, HttpError } from '../../src/server/plugins/errors';
import { ensureRoomFor, freeBytes } from '../../src/server/system/free-space';

const dir = tmpdir();

describe('room on the disk', () => {
  it('counts the bytes this process may still write, as df does', async () => {
    const { bavail, bsize } = statfsSync(dir);
    const free = await freeBytes(dir);
    expect(free).toBeGreaterThan(0);
    // The disk is shared with whatever else runs: a few megabytes either way.
    expect(Math.abs(free - bavail * bsize)).toBeLessThan(64 * 1024 * 1024);
  });

  it('lets a write through that leaves the margin free', async () => {
    await expect(ensureRoomFor(dir, 1024, 0)).resolves.toBeUndefined();
  });

  it('refuses with 507 and its message when the margin would not be left, or the bytes do not fit', async () => {
    for (const [bytes, margin] of [
      [0, Number.MAX_SAFE_INTEGER],
      [Number.MAX_SAFE_INTEGER, 0],
    ] as const) {
      const refused = await ensureRoomFor(dir, bytes, margin).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 507, message: messages.notEnoughSpace });
    }
  });

  it('reaches the caller as 507 with its words and identifier, not as a server failure', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.post('/grow', async () => {
      await ensureRoomFor(dir, 0, Number.MAX_SAFE_INTEGER);
      return { success: true };
    });
    const answer = await app.inject({ method: 'POST', url: '/grow' });
    await app.close();
    expect(answer.statusCode).toBe(507);
    expect(answer.json()).toEqual({
      success: false,
      message: messages.notEnoughSpace,
      code: 'notEnoughSpace',
    });
  });
});
