/** One HTTP request of the upload benchmark, over a connection of its own, its answer read whole. */
import { type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Sends `body` (a stream is sent as the socket takes it) and resolves with the answer, or fails
 * with the connection. A connection of its own (no keep-alive), so a dropped link never leaves a
 * dead pooled socket for the next request.
 */
export function send(
  url: URL,
  method: string,
  headers: OutgoingHttpHeaders,
  body?: Readable | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    if (body === undefined || Buffer.isBuffer(body)) outgoing.end(body);
    else pipeline(body, outgoing).catch(reject);
  });
}
