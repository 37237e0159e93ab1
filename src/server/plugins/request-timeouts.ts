import fp from 'fastify-plugin';
import { connectionIdleTimeoutMs, requestBodyTimeoutMs, videoUploadTimeoutMs } from '../../api/limits';
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
  uploadMs: videoUploadTimeoutMs,
};

/** What Node itself answers a request that took too long to arrive. */
const timedOut = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Bounds how long a request's body may take, per route: a client that stops sending is closed by
 * the idle timeout (Fastify's `connectionTimeout`), but one that trickles a byte now and then
 * would hold its connection for as long as its Content-Length allowed. Each body gets a deadline
 * from its headers, until it has all arrived, answered or not; an upload route's is longer.
 */
export const requestTimeoutsPlugin = fp<Pick<RequestTimeouts, 'bodyMs' | 'uploadMs'>>(
  async (app, { bodyMs, uploadMs }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const { raw } = request;
      if (!hasBody(raw.headers)) return done();
      const deadline = request.routeOptions.config.largeUpload ? uploadMs : bodyMs;
      const timer = setTimeout(() => {
        if (raw.complete) return;
        request.log.info({ deadlineMs: deadline }, 'request body too slow: connection closed');
        // Destroying the request destroys its connection (a test's injected request has no real one).
        const { socket } = raw;
        if (reply.raw.headersSent || !socket?.writable) raw.destroy();
        else socket.end(timedOut, () => raw.destroy());
      }, deadline);
      timer.unref();
      // Not when the answer is sent: a body refused unread is still read to its end, and must
      // arrive in time all the same.
      raw.once('close', () => clearTimeout(timer));
      done();
    });
  },
  { name: 'request-timeouts' },
);
