import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startThrottledLink, type ThrottledLink, type ThrottledLinkOptions } from '../helpers/throttled-link';

/** What a server behind the link saw of one connection. */
interface Arrival {
  bytes: number;
  closed: boolean;
  /** Whether it ended in a reset rather than an orderly close. */
  reset: boolean;
}

/** A server that counts the bytes of each connection, in the order they came, and answers `answer`. */
async function startSink(answer?: Buffer) {
  const arrivals: Arrival[] = [];
  const server: Server = createServer((socket) => {
    const arrival = { bytes: 0, closed: false, reset: false };
    arrivals.push(arrival);
    socket.on('data', (chunk: Buffer) => {
      arrival.bytes += chunk.length;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      arrival.reset = error.code === 'ECONNRESET';
    });
    socket.on('close', () => {
      arrival.closed = true;
    });
    if (answer) socket.end(answer);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { port, arrivals, server };
}

let sink: Awaited<ReturnType<typeof startSink>>;
let link: ThrottledLink;
const sockets: Socket[] = [];

async function setUp(options: Omit<ThrottledLinkOptions, 'target'> = {}, answer?: Buffer) {
  sink = await startSink(answer);
  link = await startThrottledLink({ target: { host: '127.0.0.1', port: sink.port }, ...options });
}

/** A client connection through the link, that records how it ended. */
async function open() {
  const socket = connect(link.port, '127.0.0.1');
  const ended = { error: undefined as NodeJS.ErrnoException | undefined, closed: false };
  socket.on('error', (error) => {
    ended.error = error;
  });
  socket.on('close', () => {
    ended.closed = true;
  });
  sockets.push(socket);
  await once(socket, 'connect');
  return { socket, ended };
}

/** Waits for the condition an assertion states (the link's work is asynchronous). */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 2_000, interval: 5 });

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await link.close();
  sink.server.close();
});

describe('a throttled link', () => {
  it('paces the upload to its rate', async () => {
    await setUp({ bytesPerSecond: 400_000 });
    const { socket } = await open();
    const started = performance.now();
    socket.write(Buffer.alloc(200_000));
    await eventually(() => expect(sink.arrivals[0]?.bytes).toBe(200_000));
    const seconds = (performance.now() - started) / 1000;
    // 0.5 s at the rate; the bucket may start with one 8 KB step's worth.
    expect(seconds).toBeGreaterThanOrEqual(0.45);
    expect(seconds).toBeLessThan(1.5);
    expect(link.uploadedBytes).toBe(200_000);
  });

  it('takes a new rate at once', async () => {
    await setUp({ bytesPerSecond: 1_000 });
    const { socket } = await open();
    socket.write(Buffer.alloc(50_000));
    await eventually(() => expect(sink.arrivals[0]?.bytes).toBeGreaterThan(0));
    link.setRate(Number.POSITIVE_INFINITY);
    // 50 s at the first rate.
    await eventually(() => expect(sink.arrivals[0]?.bytes).toBe(50_000));
  });

  it('passes the answers through unpaced', async () => {
    await setUp({ bytesPerSecond: 1_000 }, Buffer.alloc(1_000_000));
    const { socket } = await open();
    let answered = 0;
    socket.on('data', (chunk: Buffer) => {
      answered += chunk.length;
    });
    await eventually(() => expect(answered).toBe(1_000_000));
  });

  it('drops every open connection at the cut, once, and lets new ones through', async () => {
    await setUp({ cutAtBytes: 100_000 });
    const idle = await open();
    const uploading = await open();
    uploading.socket.write(Buffer.alloc(300_000));
    await eventually(() => expect(uploading.ended.closed).toBe(true));
    // Reset like a lost network, at both ends, an idle connection as well.
    expect(uploading.ended.error?.code).toBe('ECONNRESET');
    await eventually(() => expect(idle.ended.error?.code).toBe('ECONNRESET'));
    expect(link.uploadedBytes).toBe(100_000);
    await eventually(() => expect(sink.arrivals.every((arrival) => arrival.closed)).toBe(true));
    const [idleEnd, uploadEnd] = sink.arrivals;
    expect(idleEnd?.reset).toBe(true);
    // Bytes still in flight are lost, as on a real network; with bytes still unread, a reset reads
    // as an early end (Node's sockets report it so).
    expect(uploadEnd?.bytes).toBeGreaterThan(0);
    expect(uploadEnd?.bytes).toBeLessThanOrEqual(100_000);

    const later = await open();
    later.socket.write(Buffer.alloc(10_000));
    await eventually(() => expect(sink.arrivals[2]?.bytes).toBe(10_000));
    expect(later.ended.closed).toBe(false);
    expect(link.uploadedBytes).toBe(110_000);
  });

  it('cuts at once at a point already passed', async () => {
    await setUp();
    const { socket, ended } = await open();
    socket.write(Buffer.alloc(1_000));
    await eventually(() => expect(link.uploadedBytes).toBe(1_000));
    link.cutAt(500);
    await eventually(() => expect(ended.closed).toBe(true));
  });

  it('holds the bytes of the connections sending a body at a stall until it resumes, not idle or newer ones', async () => {
    await setUp();
    const idle = await open();
    idle.socket.write(Buffer.alloc(300));
    await eventually(() => expect(sink.arrivals[0]?.bytes).toBe(300));
    const stalled = await open();
    stalled.socket.write(Buffer.alloc(20_000));
    await eventually(() => expect(sink.arrivals[1]?.bytes).toBe(20_000));
    link.stall();
    stalled.socket.write(Buffer.alloc(50_000));
    // A request on a connection that was idle, and one on a new connection, get through.
    idle.socket.write(Buffer.alloc(1_000));
    const newer = await open();
    newer.socket.write(Buffer.alloc(10_000));
    await eventually(() => expect(sink.arrivals[2]?.bytes).toBe(10_000));
    await eventually(() => expect(sink.arrivals[0]?.bytes).toBe(1_300));
    expect(sink.arrivals[1]?.bytes).toBe(20_000);
    expect(link.uploadedBytes).toBe(31_300);
    expect(stalled.ended.closed).toBe(false);

    link.resume();
    await eventually(() => expect(sink.arrivals[1]?.bytes).toBe(70_000));
  });

  it('ends every connection when closed', async () => {
    await setUp();
    const { ended } = await open();
    await eventually(() => expect(sink.arrivals).toHaveLength(1));
    link.stall();
    await link.close();
    await eventually(() => expect(ended.closed).toBe(true));
    await eventually(() => expect(sink.arrivals[0]?.closed).toBe(true));
    const refused = connect(link.port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
  });
});
