import type { FastifyRequest } from 'fastify';

/** A Host naming this machine (development, tests, a browser test's server on a free port). */
const loopbackHost = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i;

function isLoopback(host: string): boolean {
  const match = loopbackHost.exec(host);
  return match !== null && Number(match[2] ?? 0) <= 65535;
}

/** The origin absolute links of a request are written with (canonical, og:url, hreflang, sitemap). */
export type OriginOf = (request: FastifyRequest) => string;

/**
 * The configured public origin, or without one (never in production: see config.ts) the
 * request's own when it reached this machine by a loopback name, and `http://localhost` at the
 * listening port otherwise. A Host header says whatever the client wants: it never becomes a link
 * on its own, and a malformed one cannot break a page.
 */
export function originResolver(configured: string | null): OriginOf {
  if (configured !== null) return () => configured;
  return (request) => {
    if (isLoopback(request.host)) return `${request.protocol}://${request.host}`;
    const port = request.raw.socket?.localPort;
    return port ? `http://localhost:${port}` : 'http://localhost';
  };
}
