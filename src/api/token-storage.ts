/** Local storage key of the session token. */
export const tokenStorageKey = 'token';
