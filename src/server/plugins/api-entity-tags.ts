import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { entityTagOf, isNotModified } from '../http/entity-tags';

/**
 * `ETag` on the public API's successful reads (the catalogue, the news, the categories), and 304
 * without a body when the caller already holds those bytes. Only answers that are the same for
 * every caller: signed-in and admin routes depend on who asks, and `noStore` routes carry tokens.
 * It runs before compression (a route's own hooks run after the app's), so the tag is the digest
 * of the JSON itself. A route that keeps its answers built sets the tag it kept with them, so those
 * bytes are not digested again on every request.
 */
export const apiEntityTagsPlugin = fp(
  async (app) => {
    const tagged = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      const { access, noStore } = request.routeOptions.config;
      if (access !== 'public' || noStore || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const kept = reply.getHeader('ETag');
      const tag = typeof kept === 'string' ? kept : entityTagOf(payload);
      reply.header('ETag', tag);
      if (!isNotModified(request.headers['if-none-match'], tag)) return payload;
      // As the full answer would vary (the compression plugin adds it only when it compresses).
      reply
        .code(304)
        .header('Vary', 'accept-encoding')
        .removeHeader('Content-Type')
        .removeHeader('Content-Length');
      return null;
    };
    // Callback hooks: on every answer, a promise per hook is measurable.
    app.addHook('onSend', (request, reply, payload, done) => done(null, tagged(request, reply, payload)));
  },
  { name: 'api-entity-tags' },
);
