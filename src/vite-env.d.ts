/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's origin for a split deployment; empty means the site's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Google Analytics measurement ID (`G-…`); without it no analytics script is loaded. */
  readonly VITE_GA_ID?: string;
}
