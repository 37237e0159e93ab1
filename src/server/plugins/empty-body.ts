import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';

/** The same test Fastify makes: without a length or chunked encoding, HTTP/1.1 has no body. */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/**
 * Treats an empty request body as no body, whatever content type it is labelled with. HTTP
 * clients label body-less POSTs anyway (axios sends `application/x-www-form-urlencoded` for a
 * `null` body), which Fastify would refuse with 415, or 400 for JSON, before the route runs.
 */
export const emptyBodyPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (!hasBody(request.headers)) delete request.headers['content-type'];
      done();
    });
  },
  { name: 'empty-body' },
);
