import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * One shape for every failure: `{ success: false, message }` with the right status. Client
 * errors say what was wrong; server errors are logged with the request id and never leak details.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = error.validation.map((issue) => issue.message).join('. ');
        return reply.status(400).send({ success: false, message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, message: 'Internal server error' });
      }
      return reply.status(status).send({ success: false, message: error.message });
    });
  },
  { name: 'errors' },
);
