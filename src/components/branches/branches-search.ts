/**
 * The branches page's address: `/branches?country=yemen&sector=industrial`. The filters live in the
 * query so a filtered view can be shared and is drawn by the server; links to these addresses are
 * what the filters are, so they work before (and without) the page's scripts.
 */
import { stringParam } from '../../api/search-params';
import {
  type BranchCountryFilter,
  type BranchSectorFilter,
  branchCountryFilters,
  branchSectorFilters,
} from '../../content/branches';

export interface BranchFilters {
  country: BranchCountryFilter;
  sector: BranchSectorFilter;
}

export const noBranchFilters: BranchFilters = { country: 'all', sector: 'all' };

/** A filter's value in the address: its key with hyphens for spaces (`saudi-arabia`, `main-branch`). */
function slugOf(key: string): string {
  return key.replace(/ /g, '-');
}

/** The filter keys a row offers, by how they read in the address ("all" is no filter). */
function slugTable<K extends string>(filters: readonly { key: K }[]) {
  return new Map(
    filters.filter((filter) => filter.key !== 'all').map((filter) => [slugOf(filter.key), filter.key]),
  );
}

const countrySlugs = slugTable(branchCountryFilters);
const sectorSlugs = slugTable(branchSectorFilters);

/** The filters as the address spells them; a filter left out is every branch. */
export type BranchesSearch = {
  country?: string | undefined;
  sector?: string | undefined;
};

/**
 * The route's search, as the address spells it. Unknown values fall back to every branch instead
 * of an error page, and are dropped from the address, which stays plain for the unfiltered page.
 */
export function branchesSearch(search: Record<string, unknown>): BranchesSearch {
  return {
    country: stringParam(search.country, (slug) => countrySlugs.has(slug)),
    sector: stringParam(search.sector, (slug) => sectorSlugs.has(slug)),
  };
}

/** The filters a validated search names: what it leaves out is every branch. */
export function filtersOf(search: BranchesSearch): BranchFilters {
  return {
    country: countrySlugs.get(search.country ?? '') ?? 'all',
    sector: sectorSlugs.get(search.sector ?? '') ?? 'all',
  };
}

/** The language-neutral address of the page with these filters; "all" is left out. */
export function branchesPath({ country, sector }: BranchFilters): string {
  const query = new URLSearchParams();
  if (country !== 'all') query.set('country', slugOf(country));
  if (sector !== 'all') query.set('sector', slugOf(sector));
  const search = query.toString();
  return search ? `/branches?${search}` : '/branches';
}
