import { isMessageId, type Message, type MessageId } from './messages';

/** A failed API call, typed so flows can tell a timeout, an error answer and no answer apart. */
export type ApiErrorKind = 'timeout' | 'response' | 'noResponse' | 'other';

export class ApiError extends Error {
  constructor(
    public readonly kind: ApiErrorKind,
    message: string,
    public readonly status: number | null = null,
    /** The server's message identifier, when its answer carried one we know. */
    public readonly code: MessageId | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The identifier in an error answer's body (`{ success: false, message, code }`), if it is one of ours. */
export function codeOf(body: unknown): MessageId | null {
  const code = body && typeof body === 'object' && 'code' in body ? body.code : null;
  return isMessageId(code) ? code : null;
}

/** The server's message when the failure carried one (an error answer's own message is preferred), else the fallback. */
export function serverMessageOr(error: unknown, fallback: Message): Message {
  return error instanceof ApiError && error.code ? error.code : fallback;
}

/** For thrown errors: the server's message for an error answer, the network text when none came, else the fallback. */
export function failureMessage(error: unknown, fallback: Message, noResponse: Message): Message {
  if (error instanceof ApiError && error.kind === 'noResponse') return noResponse;
  return serverMessageOr(error, fallback);
}

/**
 * Whether a failure was a 404 answer. Checked by shape, not class: the server render and the API
 * server are separate bundles, each with its own copy of ApiError.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'status' in error && error.status === 404;
}
