import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { addSignedInUser, startSignedInServer } from './helpers';
import { makeVideo, multipart } from './multipart';

// Short versions of the production durations, so that each case takes a second or two. Client and
// server share this process: when a busy machine stalls it, the idle timer can run out before the
// piece the client sent meanwhile is read (at 300 ms, once, with the machine loaded by other work).
const timeouts = { idleMs: 1000, bodyMs: 2000, uploadMs: 6000 };
/** How long after a deadline the connection may still be open: timers and a busy machine. */
const slack = 1500;

/** Every line the server logs, at its most talkative level. */
const lines: string[] = [];
let app: App;
let port: number;
let token: string;
/** A signed-in user who is not an administrator. */
let userToken: string;
beforeAll(async () => {
  ({ app, adminToken: token } = await startSignedInServer({
    timeouts,
    logLevel: 'trace',
    logStream: { write: (line) => void lines.push(line) },
  }));
  userToken = await addSignedInUser(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

interface Exchange {
  /** Everything the server sent back. */
  answer: string;
  /** Milliseconds from the first byte sent until the server closed the connection; null if it never did. */
  closedAfterMs: number | null;
}

/**
 * Sends `head` at once, then each of `chunks` `everyMs` apart, over a real socket, and waits up to
 * `waitMs` for the server to close the connection.
 */
function exchange(head: string, chunks: Buffer[], everyMs: number, waitMs: number): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const done = (closedAfterMs: number | null) => {
      clearTimeout(timer);
      clearTimeout(limit);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const limit = setTimeout(() => done(null), waitMs);
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('close', () => done(Date.now() - started));
    socket.on('error', () => undefined);
    socket.write(head);
    const queue = [...chunks];
    const sendNext = () => {
      const chunk = queue.shift();
      if (chunk === undefined || socket.destroyed) return;
      socket.write(chunk);
      timer = setTimeout(sendNext, everyMs);
    };
    sendNext();
  });
}

function headOf(method: string, url: string, headers: Record<string, string>): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

const admin = () => ({ authorization: `Bearer ${token}` });

/** A multipart video upload, cut into `count` pieces. */
function videoUpload(count: number) {
  const { headers, payload } = multipart([
    { name: 'title', value: 'Trade fair' },
    { name: 'video', filename: 'fair.mp4', contentType: 'video/mp4', data: makeVideo('mp4') },
  ]);
  if (!Buffer.isBuffer(payload)) throw new Error('a whole body was asked for');
  const size = Math.ceil(payload.length / count);
  const pieces = Array.from({ length: count }, (_, index) =>
    payload.subarray(index * size, (index + 1) * size),
  );
  return { headers, pieces };
}

describe('a request body that does not arrive', () => {
  it('is cut off once nothing has come for a while, though nobody signed in', async () => {
    const head = headOf('POST', '/api/login', {
      'content-type': 'application/json',
      'content-length': '100000',
    });
    const { closedAfterMs } = await exchange(head, [Buffer.from('{')], 0, timeouts.idleMs + 2 * slack);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(timeouts.idleMs + slack);
  });

  it('is cut off at its deadline however steadily it trickles in, with a 408', async () => {
    const logged = lines.length;
    // Within the sign-in body limit, so only the deadline can stop it.
    const head = headOf('POST', '/api/login', {
      'content-type': 'application/json',
      'content-length': '10000',
    });
    const trickle = Array.from({ length: 100 }, () => Buffer.from(' '));
    const ended = new Promise((resolve) =>
      app.server.once('request', (request) => request.once('close', resolve)),
    );
    const { answer, closedAfterMs } = await exchange(head, trickle, 100, timeouts.bodyMs + 2 * slack);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(timeouts.bodyMs + slack);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // A slow client is no failure of the server's: nothing worse was logged by the time the server
    // was done with the request.
    await ended;
    await new Promise((resolve) => setImmediate(resolve));
    const levels = lines.slice(logged).map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });

  it('closes its connection with the answer when it was refused unread', async () => {
    const head = headOf('POST', '/api/users', {
      'content-type': 'application/json',
      'content-length': '100000',
    });
    const trickle = Array.from({ length: 100 }, () => Buffer.from(' '));
    const { answer, closedAfterMs } = await exchange(head, trickle, 100, timeouts.bodyMs + 2 * slack);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(timeouts.bodyMs);
  });

  it('is cut off the same way on a page a form was posted to', async () => {
    const head = headOf('POST', '/contact', {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '100000',
    });
    const { closedAfterMs } = await exchange(head, [Buffer.from('a')], 0, timeouts.idleMs + 2 * slack);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(timeouts.idleMs + slack);
  });
});

describe('a video upload', () => {
  it('may take longer than any other request while it keeps sending, and is answered', async () => {
    const { headers, pieces } = videoUpload(30);
    const head = headOf('POST', '/api/news/video-upload', { ...headers, ...admin(), connection: 'close' });
    // Thirty pieces 100 ms apart: half as long again as the deadline of other requests.
    const { answer, closedAfterMs } = await exchange(head, pieces, 100, timeouts.uploadMs);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(closedAfterMs).toBeGreaterThan(timeouts.bodyMs);
  });

  it('keeps the usual deadline for a caller who is not an administrator, and is closed once refused', async () => {
    const { headers, pieces } = videoUpload(100);
    const callers: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${userToken}` },
      { authorization: 'Bearer forged' },
    ];
    for (const caller of callers) {
      const head = headOf('POST', '/api/news/video-upload', { ...headers, ...caller });
      const { answer, closedAfterMs } = await exchange(head, pieces, 100, timeouts.uploadMs + slack);
      expect(answer).toMatch(/^HTTP\/1\.1 40[13] /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(closedAfterMs).not.toBeNull();
      expect(closedAfterMs).toBeLessThan(timeouts.bodyMs);
    }
  });

  it('is cut off well before its deadline when it stalls', async () => {
    const { headers, pieces } = videoUpload(20);
    const head = headOf('POST', '/api/news/video-upload', { ...headers, ...admin() });
    const { closedAfterMs } = await exchange(head, pieces.slice(0, 3), 100, timeouts.uploadMs);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(200 + timeouts.idleMs + slack);
  });
});
