import fp from 'fastify-plugin';

/** A year: the browser keeps to HTTPS for this long after a visit. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The headers that hold a browser to HTTPS, sent only on answers that came over HTTPS (directly,
 * or as a trusted proxy's X-Forwarded-Proto says): over plain HTTP, HSTS is ignored by browsers
 * and `upgrade-insecure-requests` would send every asset to an HTTPS port that may not exist.
 * Registered after the security headers, whose policy it completes.
 */
export const httpsHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') {
        reply.raw.setHeader('Strict-Transport-Security', strictTransportSecurity);
        const policy = reply.raw.getHeader('Content-Security-Policy');
        if (typeof policy === 'string') {
          reply.raw.setHeader('Content-Security-Policy', `${policy};upgrade-insecure-requests`);
        }
      }
      done();
    });
  },
  { name: 'https-headers' },
);
