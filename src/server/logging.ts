import type { FastifyRequest } from 'fastify';

/** What stands for each value of a query string in a log line. */
const hiddenValue = '*';

/**
 * A URL's query with its parameter names kept and every value replaced: a form sent by GET puts
 * the password there, and clients send tokens that way. A part without `=` may be a bare secret,
 * so it is hidden whole.
 */
function hideQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      return equals === -1 ? (part === '' ? '' : hiddenValue) : `${part.slice(0, equals)}=${hiddenValue}`;
    })
    .join('&');
}

/** Every query string in a text (a URL, or an error message quoting one), its values hidden. */
export function hideQueryValues(text: string): string {
  return text.replace(/\?([^\s"'`<>#]*)/g, (_match, query: string) => `?${hideQuery(query)}`);
}

/**
 * What the log says about requests and errors. A request is its method and path, with its query's
 * parameter names but no values; never its headers (Authorization, Cookie) nor its body (a login's
 * password). An error keeps its type, code, message and stack, any query in them hidden, and none
 * of its other fields: Node's parse errors carry the raw bytes of the request they could not read.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: hideQueryValues(request.url) }),
  err: (error: Error) => {
    // Something thrown that is not an error (a string, say) is logged as its text.
    if (!(error instanceof Error)) {
      return { type: typeof error, message: hideQueryValues(String(error)), stack: '' };
    }
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    let stack = error.stack ?? `${error.name}: ${error.message}`;
    for (let cause = error.cause; cause instanceof Error; cause = cause.cause) {
      stack += `\ncaused by: ${cause.stack ?? cause.message}`;
    }
    return {
      type: error.constructor.name,
      ...(code === undefined ? {} : { code }),
      ...(statusCode === undefined ? {} : { statusCode }),
      message: hideQueryValues(error.message),
      stack: hideQueryValues(stack),
    };
  },
};
