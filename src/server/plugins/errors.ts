import path from 'node:path';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type MessageId, messageIdOf, messages } from '../../api/messages';

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
 * Checks what a multipart form carried with its shared schema (a JSON body is checked by the
 * route's own schema): a refusal is 400 with the rules' messages, joined.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('. '));
  return parsed.data;
}

/** The identifier of a refusal's message (for a list of rule messages joined by ". ", the first). */
export function codeOfRefusal(message: string): MessageId {
  return codeOf([message, ...message.split('. ')]);
}

/** The identifier of the first known message among `texts`, else the generic one. */
function codeOf(texts: string[]): MessageId {
  for (const text of texts) {
    const id = messageIdOf(text);
    if (id) return id;
  }
  return 'invalidRequest';
}

/** Where the multipart parser's own code lives: its errors carry no status, but are the body's fault. */
const multipartParser = `${path.sep}@fastify${path.sep}busboy${path.sep}`;

/**
 * A form the multipart parser could not read (no boundary, a part or its headers cut off, a
 * boundary longer than any form's): a plain Error raised inside the parser, however it words it.
 */
function isUnreadableForm(error: Error): boolean {
  return (error.stack ?? '').includes(multipartParser);
}

/**
 * A client that went away before its request was read: nothing can be answered, and nothing on
 * the server failed.
 */
function isClientGone(request: FastifyRequest, error: Error): boolean {
  return (error as { code?: unknown }).code === 'ECONNRESET' && request.raw.destroyed;
}

/**
 * One shape for every answer that carries a message: `{ success, message, code }`. `message` is
 * English for any caller; `code` identifies it, so the site shows it in the visitor's language.
 * Client errors say what was wrong; server errors are logged with the request id and never leak
 * details.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const texts = error.validation.map((issue) => issue.message ?? '');
        return reply.status(400).send({ success: false, message: texts.join('. '), code: codeOf(texts) });
      }
      if (isClientGone(request, error)) {
        request.log.info({ err: error }, 'client disconnected before its request was read');
        return reply
          .status(400)
          .send({ success: false, message: messages.invalidRequest, code: 'invalidRequest' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500 && isUnreadableForm(error)) {
        return reply
          .status(400)
          .send({ success: false, message: messages.formUnreadable, code: 'formUnreadable' });
      }
      // A refusal the server words itself (507, no room on the disk) is the caller's to read.
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, message: 'Internal server error' });
      }
      const code = codeOfRefusal(error.message);
      return reply.status(status).send({ success: false, message: error.message, code });
    });

    // Successful writes answer `{ success: true, message }`; the identifier rides along.
    app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const answer = payload as { success?: unknown; message?: unknown; code?: unknown };
      if (typeof answer.success !== 'boolean' || typeof answer.message !== 'string' || 'code' in answer)
        return payload;
      const code = messageIdOf(answer.message);
      return code ? { ...answer, code } : payload;
    });
  },
  { name: 'errors' },
);
