/**
 * A TCP proxy that plays a slow or failing network between a client and a server, for tests and
 * benchmarks of uploads: it paces the client's bytes to a rate, can drop every connection once a
 * number of bytes has gone through (as a lost network would), and can hold the bytes of the
 * connections open at a moment (a network that stalls) while new ones still get through.
 *
 * Only the client→server direction (the upload) is paced and counted; answers pass as they come.
 * The proxy reads a client's socket only as fast as it forwards, so a large upload is never held in
 * memory: the client's own socket fills and its writes wait, as on a slow link.
 */
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ThrottledLinkOptions {
  /** Where the link forwards to. */
  target: { host: string; port: number };
  /** The upload rate, above 0; Infinity (the default) forwards as fast as the client sends. */
  bytesPerSecond?: number;
  /** Drops every open connection once this many client→server bytes have gone through (see `cutAt`). */
  cutAtBytes?: number;
}

export interface ThrottledLink {
  /** The port clients connect to, on 127.0.0.1. */
  port: number;
  /** `http://127.0.0.1:<port>`, for HTTP clients. */
  url: string;
  /** Client→server bytes forwarded so far, over every connection. */
  readonly uploadedBytes: number;
  /**
   * Once `uploadedBytes` reaches `bytes` (at once if it already has), every open connection is
   * reset at both ends, once: connections made after that work again. Forwarding stops exactly at
   * `bytes`, but as on a real network the bytes still in flight may be lost: the server keeps at
   * most that many (and Node reads a reset behind unread bytes as an early end).
   */
  cutAt(bytes: number): void;
  /**
   * Holds the bytes of the connections sending a body now (more than a request's headers in the
   * last quarter second: an upload's): they hang, open. Idle connections, those sending small
   * requests and newer ones still flow, so a browser's next request is not caught in the stall.
   */
  stall(): void;
  /** Lets the stalled connections' bytes flow again. */
  resume(): void;
  setRate(bytesPerSecond: number): void;
  /** Ends every connection and stops listening. */
  close(): Promise<void>;
}

/** How often the pacing lets bytes through: small steps make smooth progress on the client's side. */
const tickMs = 20;
/** A connection that forwarded more than `bodyBytes` in its latest quarter second is sending a body. */
const sendingWithinMs = 250;
const bodyBytes = 8 * 1024;
/** The most bytes forwarded in one step, however high the rate. */
const maxSliceBytes = 16 * 1024;

/**
 * One budget shared by every connection, as one slow link would be: a token bucket that fills at
 * the rate and holds at most one slice, so an idle link does not save up a burst. A taker may
 * overdraw it and then waits for the debt to be repaid, which keeps takers in order.
 */
class Pacer {
  private tokens = 0;
  private filledAt = performance.now();

  constructor(private rate: number) {
    this.setRate(rate);
  }

  /** The bytes to forward in one step at the current rate. */
  get sliceBytes(): number {
    return Math.max(1, Math.min(maxSliceBytes, Math.floor((this.rate * tickMs) / 1000)));
  }

  setRate(bytesPerSecond: number): void {
    if (!(bytesPerSecond > 0)) throw new RangeError(`a rate must be above 0, not ${bytesPerSecond}`);
    this.fill();
    this.rate = bytesPerSecond;
  }

  async take(bytes: number): Promise<void> {
    if (this.rate === Number.POSITIVE_INFINITY) return;
    this.fill();
    this.tokens -= bytes;
    if (this.tokens < 0) await sleep((-this.tokens / this.rate) * 1000);
  }

  private fill(): void {
    const now = performance.now();
    const earned = this.rate === Number.POSITIVE_INFINITY ? 0 : ((now - this.filledAt) / 1000) * this.rate;
    this.tokens = Math.min(this.sliceBytes, this.tokens + earned);
    this.filledAt = now;
  }
}

interface Connection {
  client: Socket;
  server: Socket;
  /** The bytes the connection forwarded in its latest quarter second, and when that began. */
  recent?: { bytes: number; since: number };
  /** While the connection is stalled: settles when it may flow again, and what settles it. */
  stalled?: Promise<void>;
  release?: () => void;
}

function release(connection: Connection): void {
  connection.release?.();
  connection.stalled = undefined;
  connection.release = undefined;
}

/** Until the socket takes more writes, or is gone. */
function drained(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done).off('close', done);
      resolve();
    };
    socket.on('drain', done).on('close', done);
  });
}

export async function startThrottledLink(options: ThrottledLinkOptions): Promise<ThrottledLink> {
  const pacer = new Pacer(options.bytesPerSecond ?? Number.POSITIVE_INFINITY);
  const open = new Set<Connection>();
  let uploadedBytes = 0;
  let cutAtBytes: number | undefined;

  /** What reads as a dropped network at both ends: a reset, no orderly close. */
  const cut = () => {
    cutAtBytes = undefined;
    for (const connection of open) {
      connection.client.resetAndDestroy();
      connection.server.resetAndDestroy();
    }
  };

  /** Forwards the client's bytes slice by slice, reading the next chunk only once these are sent. */
  const forward = async (connection: Connection) => {
    const { client, server } = connection;
    for await (const chunk of client as AsyncIterable<Buffer>) {
      for (let start = 0; start < chunk.length; ) {
        let slice = chunk.subarray(start, start + pacer.sliceBytes);
        await pacer.take(slice.length);
        while (connection.stalled) await connection.stalled;
        if (client.destroyed || server.destroyed) return;
        // Never past a cut point: `cutAt` keeps it ahead of the bytes forwarded.
        if (cutAtBytes !== undefined) slice = slice.subarray(0, cutAtBytes - uploadedBytes);
        uploadedBytes += slice.length;
        start += slice.length;
        const now = performance.now();
        if (!connection.recent || now - connection.recent.since > sendingWithinMs)
          connection.recent = { bytes: 0, since: now };
        connection.recent.bytes += slice.length;
        const flushed = server.write(slice);
        if (cutAtBytes !== undefined && uploadedBytes >= cutAtBytes) return cut();
        if (!flushed) await drained(server);
      }
    }
    server.end();
  };

  const listener = createServer({ allowHalfOpen: true }, (client) => {
    const server = connect({ ...options.target, allowHalfOpen: true });
    const connection: Connection = { client, server };
    open.add(connection);
    // An error at one end (a reset, a refused connection) resets the other. An end closed without
    // its orderly finish (destroyed) closes the other too; an orderly end was passed on already.
    client.on('error', () => server.resetAndDestroy());
    server.on('error', () => client.resetAndDestroy());
    const closed = (other: Socket) => () => {
      if (!other.writableEnded) other.destroy();
      if (client.destroyed && server.destroyed) {
        release(connection);
        open.delete(connection);
      }
    };
    client.on('close', closed(server));
    server.on('close', closed(client));
    server.pipe(client);
    forward(connection).catch(() => client.destroy());
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;

  const link: ThrottledLink = {
    port,
    url: `http://127.0.0.1:${port}`,
    get uploadedBytes() {
      return uploadedBytes;
    },
    cutAt(bytes) {
      cutAtBytes = bytes;
      if (uploadedBytes >= bytes) cut();
    },
    stall() {
      const now = performance.now();
      const sending = [...open].filter(
        ({ recent }) =>
          recent !== undefined && now - recent.since < 2 * sendingWithinMs && recent.bytes > bodyBytes,
      );
      for (const connection of sending) {
        connection.stalled ??= new Promise((resolve) => {
          connection.release = resolve;
        });
      }
    },
    resume() {
      for (const connection of open) release(connection);
    },
    setRate(bytesPerSecond) {
      pacer.setRate(bytesPerSecond);
    },
    async close() {
      const closed = new Promise((resolve) => listener.close(resolve));
      for (const { client, server } of open) {
        client.destroy();
        server.destroy();
      }
      await closed;
    },
  };
  if (options.cutAtBytes !== undefined) link.cutAt(options.cutAtBytes);
  return link;
}
