import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguage, type Language } from '../../api/language';
import { localizedPath } from '../../site-routes';
import type { ApiReference } from '../plugins/api-reference';
import { HttpError } from '../plugins/errors';

/** Whether a request is a plain form post (a browser without the page's scripts). */
function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
}

/** The language a form names in its hidden `language` field, to come back to that page; else English. */
function formLanguage(body: unknown): Language {
  const language =
    typeof body === 'object' && body !== null && 'language' in body ? body.language : undefined;
  return isLanguage(language) ? language : 'en';
}

/**
 * A posted text as the page's router reads its query back: text the router would take for JSON
 * (a number, `true`) goes quoted, so that it comes back as the same text.
 */
function searchText(text: string): string {
  try {
    JSON.parse(text);
    return JSON.stringify(text);
  } catch {
    return text;
  }
}

/** The posted fields named in `keep`, as text. */
function keptFields(body: unknown, keep: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const name of keep) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') fields[name] = searchText(value);
  }
  return fields;
}

/**
 * Runs a public form's write, then answers as the sender expects: the page's scripts (JSON) get
 * the write's own answer or refusal; a plain form post is sent back to its page (`page` in the
 * form's language) with `success` in the query, and the server-rendered page says what happened.
 * When refused, a form that names the fields to `keep` gets its page rendered again in the answer,
 * the refusal's status and `?error=<message id>` with those fields as posted, so nothing typed is
 * lost; any other form is sent back to its page with `?error=<message id>`.
 */
export async function answerFormOrJson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  back: { page: string; success: Record<string, string>; keep?: readonly string[] },
  write: () => Promise<T>,
): Promise<T | FastifyReply> {
  if (!isFormPost(request)) return write();
  const page = localizedPath(back.page, formLanguage(request.body));
  let outcome: Record<string, string>;
  try {
    await write();
    outcome = back.success;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    outcome = { error: error.code };
    // A throttle's Retry-After was for the API's 429: on a page or a redirect it would hold the
    // browser back.
    reply.removeHeader('Retry-After');
    if (back.keep && request.server.sendPageAgain) {
      const query = new URLSearchParams({ ...outcome, ...keptFields(request.body, back.keep) });
      if (await request.server.sendPageAgain(request, reply, `${page}?${query}`, error.statusCode))
        return reply;
    }
  }
  return reply.header('Cache-Control', 'no-store').redirect(`${page}?${new URLSearchParams(outcome)}`, 303);
}

/**
 * What the API reference says of a public form's route: its fields come as JSON or URL-encoded, a
 * URL-encoded post is answered with the redirect `answerFormOrJson` makes, and a JSON one may be
 * refused for too many attempts (`throttled`, the reason).
 */
export function formPostReference(fields: z.ZodObject, throttled: string): ApiReference {
  return {
    body: { schema: fields, types: ['application/json', 'application/x-www-form-urlencoded'] },
    response: {
      303: z
        .undefined()
        .describe(
          "A URL-encoded post (a browser without the page's scripts) goes back to the form's page, " +
            'its query saying it was done, or `?error=<code>` when refused (a form that keeps what was ' +
            'typed is answered instead with its page rendered again, with the refusal’s status).',
        ),
    },
    refusals: { 429: `${throttled}: try again after \`Retry-After\` seconds.` },
  };
}
