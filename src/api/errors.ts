/** A failed API call, typed so machines can tell a timeout, an error answer and no answer apart (spec §8). */
export type ApiErrorKind = 'timeout' | 'response' | 'noResponse' | 'other';

export class ApiError extends Error {
  constructor(
    public readonly kind: ApiErrorKind,
    message: string,
    public readonly status: number | null = null,
    /** The server's own message, when its answer carried one. */
    public readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's message when the failure carried one (spec §8: "its message is preferred"), else the fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** For thrown errors: the server's message for an error answer, the network text when none came, else the fallback. */
export function failureMessage(error: unknown, fallback: string, noResponse: string): string {
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
