/**
 * Who is told when a signed-in call answers 401 (the server ended the session). Apart from the
 * HTTP client, so the page's root can listen without loading the client before it makes a call.
 */
let unauthorizedHandler: (() => void) | null = null;

/** Called when a signed-in call answers 401: the session ends on the server's word. */
export function onUnauthorized(handler: (() => void) | null) {
  unauthorizedHandler = handler;
}

export function reportUnauthorized() {
  unauthorizedHandler?.();
}
