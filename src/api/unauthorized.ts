/**
 * Who is told when a signed-in call answers 401 (the server ended the session), or 403
 * `twoFactorSetupRequired` (the site now requires two-factor sign-in of this administrator). Apart
 * from the HTTP client, so the page's root can listen without loading the client before it makes
 * a call.
 */
let unauthorizedHandler: (() => void) | null = null;
let setupRequiredHandler: (() => void) | null = null;

/** Called when a signed-in call answers 401: the session ends on the server's word. */
export function onUnauthorized(handler: (() => void) | null) {
  unauthorizedHandler = handler;
}

export function reportUnauthorized() {
  unauthorizedHandler?.();
}

/** Called when a call answers that two-factor sign-in must be set up first: the portal goes there. */
export function onTwoFactorSetupRequired(handler: (() => void) | null) {
  setupRequiredHandler = handler;
}

export function reportTwoFactorSetupRequired() {
  setupRequiredHandler?.();
}
