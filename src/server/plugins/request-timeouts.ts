import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { connectionIdleTimeoutMs, requestBodyTimeoutMs, uploadRequestMaxMs } from '../../api/limits';
import { hasBody } from './empty-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route taking large files: its body may take the upload deadline instead of the usual one. */
    largeUpload?: boolean;
  }
}

/** How long a client may take: to send anything at all, to send a body, to send an upload's body. */
export interface RequestTimeouts {
  idleMs: number;
  bodyMs: number;
  uploadMs: number;
}

export const defaultRequestTimeouts: RequestTimeouts = {
  idleMs: connectionIdleTimeoutMs,
  bodyMs: requestBodyTimeoutMs,
  uploadMs: uploadRequestMaxMs,
};

/** What Node itself answers a request that took too long to arrive. */
const timedOut = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Bounds how long a request's body may take, per route: a client that stops sending is closed by
 * the idle timeout (Fastify's `connectionTimeout`), but one that trickles a byte now and then
 * would hold its connection for as long as its Content-Length allowed. Each body gets a deadline
 * from its headers, until it has all arrived, answered or not. An upload route's is far longer (an
 * upload over a slow office link takes as long as the link needs; only a stall ends it, through the
 * idle timeout, which restarts with each piece that arrives), but only once its caller is known to
 * be an administrator: until then, and for anyone refused, the usual one, so that nobody can hold a
 * connection that long without signing in. An answer sent before its body has arrived (a refusal)
 * closes the connection, instead of reading the rest of the body only to drop it.
 */
export const requestTimeoutsPlugin = fp<Pick<RequestTimeouts, 'bodyMs' | 'uploadMs'>>(
  async (app, { bodyMs, uploadMs }) => {
    /** Moves a request's deadline, counted from the arrival of its headers. */
    const deadlines = new WeakMap<FastifyRequest, (deadlineMs: number) => void>();

    app.addHook('onRequest', (request, reply, done) => {
      const { raw } = request;
      if (!hasBody(raw.headers)) return done();
      const arrived = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const setDeadline = (deadline: number) => {
        clearTimeout(timer);
        timer = setTimeout(
          () => {
            if (raw.complete) return;
            request.log.info({ deadlineMs: deadline }, 'request body too slow: connection closed');
            // Destroying the request destroys its connection (a test's injected request has no real one).
            const { socket } = raw;
            if (reply.raw.headersSent || !socket?.writable) raw.destroy();
            else socket.end(timedOut, () => raw.destroy());
          },
          deadline - (Date.now() - arrived),
        );
        timer.unref();
      };
      setDeadline(bodyMs);
      if (request.routeOptions.config.largeUpload) deadlines.set(request, setDeadline);
      // Not when the answer is sent: a body refused unread is still read to its end, and must
      // arrive in time all the same.
      raw.once('close', () => clearTimeout(timer));
      done();
    });

    // After every request hook, the access check's among them: the caller is known by now.
    app.addHook('preParsing', (request, _reply, payload, done) => {
      if (request.signedIn?.user.role === 'admin') deadlines.get(request)?.(uploadMs);
      done(null, payload);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const { raw } = request;
      // Arrived whole or read to its end (an injected request's body is never said to be complete).
      const received = raw.complete || raw.readableEnded;
      if (hasBody(raw.headers) && !received) reply.header('Connection', 'close');
      done(null, payload);
    });
  },
  { name: 'request-timeouts' },
);
