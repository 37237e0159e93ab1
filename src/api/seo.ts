/**
 * The verification tool's records: what is checked on a page, what a check found, and the field
 * data it reads. Shared by the checks, the statechart and the page.
 */
import type { PublicPath } from '../site-routes';
import type { FieldFigures } from './field-vitals';
import type { Language } from './language';

/** One page the tool fetches: a public page in one language, or an address that is no page. */
export interface PageTarget {
  /** The route pattern it is, e.g. `/products/$productId`; null for the address that is no page. */
  pattern: PublicPath | null;
  language: Language;
  /** The address requested, with its query for a list's later pages (`/ar/products?page=2`). */
  url: string;
}

export type CheckId =
  | 'fetch'
  | 'title'
  | 'description'
  | 'canonical'
  | 'hreflang'
  | 'ogImage'
  | 'structuredData'
  | 'h1'
  | 'imageAlt'
  | 'robots';

/** One check of one page: whether it passed, and the values its message names. */
export interface CheckResult {
  id: CheckId;
  passed: boolean;
  values?: Record<string, string | number>;
}

export interface PageReport {
  target: PageTarget;
  checks: CheckResult[];
}

/** The field data the tool's performance section reads: administrators only. */
export type FieldData =
  | {
      access: 'granted';
      /** The last 28 days on every device, and on phones alone (null: no phone sent any). */
      overall: FieldFigures;
      phones: FieldFigures | null;
    }
  /** Not signed in as an administrator: the figures are the portal's. */
  | { access: 'administrators' }
  /** The figures could not be read (no answer, a server error). */
  | { access: 'unavailable' };
