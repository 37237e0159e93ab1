import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from '../http/entity-tags';
import { preferredCoding } from '../http/weighted-ranges';
import { connectionHints } from '../media/slow-link-images';
import type { RenderedPage } from './rendered-page';
import { withScriptSources } from './script-hashes';

/**
 * Sends a rendered page: browsers keep it but ask again each time (`no-cache`), with its entity
 * tag, and a 304 without a body when their copy is current. The content security policy admits the
 * page's own inline scripts by digest; a 304 carries the same policy, since a browser may take the
 * headers of a 304 into the copy it keeps. A page kept with compressed copies goes out as the copy
 * the browser prefers, which the compression plugin passes on as it is; any other page is
 * compressed on the way out as before. It asks the browser to say how fast its connection is on the
 * page's own requests (`Accept-CH`), so its pictures can be sent lighter on a slow one.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('Content-Security-Policy', withScriptSources(policy, page.scriptSources));
  }
  const vary = reply.getHeader('vary');
  reply
    .header('Cache-Control', 'no-cache')
    .header('Accept-CH', connectionHints)
    .header('ETag', page.etag)
    // Spelled as the compression plugin spells it, which then does not add it again.
    .header('Vary', typeof vary === 'string' ? `${vary}, accept-encoding` : 'accept-encoding');
  if (page.status === 200 && isNotModified(request.headers['if-none-match'], page.etag)) {
    return reply.status(304).removeHeader('content-type').send();
  }
  const coding =
    request.headers['x-no-compression'] === undefined
      ? preferredCoding(request.headers['accept-encoding'])
      : null;
  const copy = coding === null ? undefined : page.compressed[coding];
  if (coding !== null && copy !== undefined) return reply.header('Content-Encoding', coding).send(copy);
  return reply.send(page.body);
}
