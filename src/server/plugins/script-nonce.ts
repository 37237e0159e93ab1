import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'node:http' {
  interface ServerResponse {
    /** This response's nonce for inline scripts (the server render's hydration data). */
    scriptNonce?: string;
  }
}

/**
 * A fresh nonce per request, kept on the raw response where the content security policy reads it
 * (src/server/app.ts) and the page render stamps it on its inline scripts.
 */
export const scriptNoncePlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.scriptNonce = randomBytes(16).toString('base64');
    });
  },
  { name: 'script-nonce' },
);
