import type { InspectionEvent } from 'xstate';
import type { PageAssets, RoutePreloads } from './api/page-assets';
import type { LoadJson } from './api/requests/load-json';

/** What every route's loader and head read beside the address: one per app and per server render. */
export interface RouterContext {
  /** The site's public origin, for canonical and alternate URLs and structured data. */
  origin: string;
  assets: PageAssets;
  /** A build's server render only: the files each route's page needs beyond the entry's. */
  routePreloads?: RoutePreloads | undefined;
  /** Reads the JSON API: in process during a server render, over HTTP in the browser. */
  loadJson: LoadJson;
  /** The Stately inspector, attached in development with `?inspect`. */
  inspect?: ((event: InspectionEvent) => void) | undefined;
}
