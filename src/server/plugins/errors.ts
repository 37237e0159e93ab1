import path from 'node:path';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  englishOf,
  englishOfIssue,
  isMessageId,
  type MessageId,
  type MessageValues,
} from '../../api/messages';

/**
 * An error whose message is meant for the caller: its HTTP status, and the message by identifier,
 * which the answer carries as its `code`; `message` is its English text (`values` fill in a text
 * built from parts).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: MessageId,
    values?: MessageValues,
  ) {
    super(englishOf(values === undefined ? code : { id: code, values }));
    this.name = 'HttpError';
  }
}

/**
 * The rules a request broke, as one refusal (400): each rule's message in English, joined by ". ";
 * its code the first rule's own identifier, else `invalidRequest` (zod's own wording has none).
 */
export class RulesRefused extends HttpError {
  constructor(issues: ReadonlyArray<{ message?: string }>) {
    super(400, issues.map((issue) => issue.message).find(isMessageId) ?? 'invalidRequest');
    this.message = issues.map((issue) => englishOfIssue(issue.message)).join('. ');
    this.name = 'RulesRefused';
  }
}

/**
 * Checks what a multipart form carried with its shared schema (a JSON body is checked by the
 * route's own schema): a refusal is 400 with the rules' messages, joined.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new RulesRefused(parsed.error.issues);
  return parsed.data;
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

/** What a caller reads of a refusal: `{ success: false, message, code }`. */
export function refusalBody(error: HttpError) {
  return { success: false, message: error.message, code: error.code };
}

function refuse(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.status(error.statusCode).send(refusalBody(error));
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
      if (hasZodFastifySchemaValidationErrors(error))
        return refuse(reply, new RulesRefused(error.validation));
      if (isClientGone(request, error)) {
        request.log.info({ err: error }, 'client disconnected before its request was read');
        return refuse(reply, new HttpError(400, 'invalidRequest'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500 && isUnreadableForm(error))
        return refuse(reply, new HttpError(400, 'formUnreadable'));
      // A refusal the server words itself is the caller's to read, whatever its status (507, no room).
      if (error instanceof HttpError) return refuse(reply, error);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, message: 'Internal server error' });
      }
      // Fastify's own refusals (a body too large, a media type it does not take) keep their words.
      return reply.status(status).send({ success: false, message: error.message, code: 'invalidRequest' });
    });
  },
  { name: 'errors' },
);
