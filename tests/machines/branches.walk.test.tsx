import { useSearch } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { BranchesFilters } from '../../machines/branches.machine';
import { BranchesPage } from '../../src/components/branches/branches-page';
import { branchesSearch, filtersOf } from '../../src/components/branches/branches-search';
import { branches } from '../../src/content/branches';
import { branchesModel } from './models/branches.model';
import { type AppScreen, renderScreen, type ScreenRoute, showing } from './screen';
import { itWalksTheScreen, type Scenario, type Step } from './view-walk';

/** The branches route as the app declares it: the query it keeps, its page. */
const branchesRoute: ScreenRoute = {
  validateSearch: branchesSearch,
  component: function Branches() {
    return <BranchesPage filters={filtersOf(branchesSearch(useSearch({ strict: false })))} />;
  },
};

/**
 * The seven branches as the page names them, with their country and sector and the place the map
 * looks up; the main branch in Riyadh is the head office, shown when no branch is chosen.
 */
const sites = {
  main: { title: 'Main Branch', country: 'saudi arabia', sector: 'main branch', map: 'Riyadh, Saudi Arabia' },
  yemen: { title: 'Yemen Branch', country: 'yemen', sector: 'government', map: "Sana'a, Yemen" },
  'bahrain-factory': { title: 'Bahrain Factory', country: 'bahrain', sector: 'industrial', map: 'Bahrain' },
  eastern: {
    title: 'Eastern Region Branch',
    country: 'saudi arabia',
    sector: 'industrial',
    map: 'Dammam, Saudi Arabia',
  },
  western: {
    title: 'Western Region Branch',
    country: 'saudi arabia',
    sector: 'hotels',
    map: 'Jeddah, Saudi Arabia',
  },
  northern: {
    title: 'Northern Region Branch',
    country: 'saudi arabia',
    sector: 'government',
    map: 'Hail, Saudi Arabia',
  },
  southern: {
    title: 'Southern Region Branch',
    country: 'saudi arabia',
    sector: 'government',
    map: 'Abha, Saudi Arabia',
  },
} as const;
type SiteId = keyof typeof sites;

const countryLabels: Record<string, string> = {
  all: 'All',
  'saudi arabia': 'Saudi Arabia',
  yemen: 'Yemen',
  bahrain: 'Bahrain',
};
const sectorLabels: Record<string, string> = {
  all: 'All Sectors',
  'main branch': 'Main Branch',
  government: 'Government',
  industrial: 'Industrial',
  hotels: 'Hotels',
};
/** How each filter reads in the address. */
const slugs: Record<string, string> = { 'saudi arabia': 'saudi-arabia', 'main branch': 'main-branch' };

/** The page's address for a pair of filters: "all" is left out. */
function urlOf({ country, sector }: BranchesFilters): string {
  const query = [
    country === 'all' ? null : `country=${slugs[country] ?? country}`,
    sector === 'all' ? null : `sector=${slugs[sector] ?? sector}`,
  ].filter(Boolean);
  return query.length ? `/branches?${query.join('&')}` : '/branches';
}

interface Seen extends BranchesFilters {
  /** The branch on the map, or null for the head office. */
  branch: SiteId | null;
  view: 'map' | 'satellite';
}

/**
 * What the page should show after the person's gestures: the filters they chose (or the address
 * brought), the branch they put on the map (until a filter changes), the view they toggled to.
 */
function expected(step: Step): Seen {
  const seen: Seen = { ...(step.input as BranchesFilters), branch: null, view: 'map' };
  const refilter = (next: BranchesFilters) => {
    if (next.country === seen.country && next.sector === seen.sector) return;
    Object.assign(seen, next, { branch: null });
  };
  for (const event of step.performed) {
    const e = event as EventObject & Partial<BranchesFilters> & { branch?: SiteId };
    if (e.type === 'country.selected') refilter({ country: e.country ?? '', sector: seen.sector });
    if (e.type === 'sector.selected') refilter({ country: seen.country, sector: e.sector ?? '' });
    if (e.type === 'filters.cleared') refilter({ country: 'all', sector: 'all' });
    if (e.type === 'url.synced') refilter({ country: e.country ?? '', sector: e.sector ?? '' });
    if (e.type === 'branch.selected') seen.branch = e.branch ?? null;
    if (e.type === 'view.toggled') seen.view = seen.view === 'map' ? 'satellite' : 'map';
  }
  return seen;
}

/** The branches that pass both filters, in the page's order. */
function shownSites({ country, sector }: BranchesFilters): SiteId[] {
  return (Object.keys(sites) as SiteId[]).filter(
    (id) =>
      (country === 'all' || sites[id].country === country) &&
      (sector === 'all' || sites[id].sector === sector),
  );
}

function countLine({ country, sector }: BranchesFilters): string {
  const count = shownSites({ country, sector }).length;
  if (country === 'all') return `Showing all branches (${count})`;
  return `Showing ${count} ${count === 1 ? 'branch' : 'branches'} for ${countryLabels[country]}`;
}

const filterLinks = (name: string) =>
  within(screen.getByRole('navigation', { name })).getAllByRole('link') as HTMLAnchorElement[];
const currentOf = (links: HTMLAnchorElement[]) =>
  links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
const toggle = (name: 'Map' | 'Satellite') => screen.getByRole('button', { name });
const cardOf = (id: string) => document.querySelector<HTMLElement>(`article[data-branch="${id}"]`);

function expectPage(app: AppScreen, step: Step, view: 'map' | 'satellite') {
  const seen = expected(step);
  expect(seen.view).toBe(view);
  const shown = shownSites(seen);
  // The cards of the branches that pass both filters, each with its place, country and sector.
  expect(screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
    shown.map((id) => sites[id].title),
  );
  for (const id of shown) {
    const card = cardOf(id);
    if (!card) throw new Error(`No card for ${id}`);
    expect(card).toHaveTextContent(countryLabels[sites[id].country] ?? '');
    expect(card).toHaveTextContent(new RegExp(sectorLabels[sites[id].sector] ?? '', 'i'));
    expect(within(card).getByRole('button', { name: 'Show on map' })).toHaveAttribute(
      'aria-pressed',
      String(id === seen.branch),
    );
  }
  expect(screen.getByRole('status')).toHaveTextContent(countLine(seen));
  // An empty combination says so and offers a way back to every branch.
  if (shown.length === 0) {
    expect(screen.getByText('No branch matches these filters.')).toBeVisible();
  } else expect(screen.queryByText('No branch matches these filters.')).toBeNull();
  const filtered = seen.country !== 'all' || seen.sector !== 'all';
  expect(screen.queryAllByRole('link', { name: 'Clear filters' })).toHaveLength(
    !filtered ? 0 : shown.length === 0 ? 2 : 1,
  );
  for (const clear of screen.queryAllByRole('link', { name: 'Clear filters' }))
    expect(clear).toHaveAttribute('href', '/branches');
  // The filters: the chosen one marked, each a link to its combination with the other filter.
  const countries = filterLinks('Filter by country');
  expect(currentOf(countries)).toEqual([countryLabels[seen.country]]);
  expect(countries.map((link) => link.getAttribute('href'))).toEqual(
    ['all', 'saudi arabia', 'yemen', 'bahrain'].map((country) => urlOf({ country, sector: seen.sector })),
  );
  const sectors = filterLinks('Filter by sector');
  expect(currentOf(sectors)).toEqual([sectorLabels[seen.sector]]);
  expect(sectors.map((link) => link.getAttribute('href'))).toEqual(
    Object.keys(sectorLabels).map((sector) => urlOf({ country: seen.country, sector })),
  );
  // The address carries the filters, so the view can be shared.
  expect(app.location()).toBe(urlOf(seen));
  // The map: the chosen branch, else the head office in Riyadh, as a road map or from the satellite.
  const place = seen.branch ? sites[seen.branch] : sites.main;
  const embed = screen.getByTitle(`Map of ${place.title}`) as HTMLIFrameElement;
  const src = new URL(embed.src);
  expect(src.origin + src.pathname).toBe('https://maps.google.com/maps');
  expect(Object.fromEntries(src.searchParams)).toEqual({
    q: place.map,
    t: view === 'map' ? 'm' : 'k',
    z: '12',
    output: 'embed',
    hl: 'en',
  });
  expect(embed).toHaveAttribute('loading', 'lazy');
  expect(
    screen.getByText(seen.branch ? `On the map: ${place.title}` : `Head office: ${place.title}`),
  ).toBeVisible();
  expect(toggle('Map')).toHaveAttribute('aria-pressed', String(view === 'map'));
  expect(toggle('Satellite')).toHaveAttribute('aria-pressed', String(view === 'satellite'));
  // Nothing is asked of the server: the branches are the site's own content.
  expect(app.http.sent).toEqual([]);
}

function clickFilter(app: AppScreen, row: string, label: string) {
  const link = filterLinks(row).find((candidate) => candidate.textContent === label);
  if (!link) throw new Error(`No ${label} in ${row}`);
  return app.user.click(link);
}

const scenarios: Scenario[] = [
  // Yemen alone, then industry there (none), cleared; a western branch on the map, seen from the
  // satellite; Saudi Arabia then brings the map back to the head office.
  {
    input: { country: 'all', sector: 'all' },
    initial: 'map',
    steps: [
      { event: { type: 'country.selected', country: 'yemen' }, state: 'map' },
      { event: { type: 'sector.selected', sector: 'industrial' }, state: 'map' },
      { event: { type: 'filters.cleared' }, state: 'map' },
      { event: { type: 'branch.selected', branch: 'western' }, state: 'map' },
      { event: { type: 'view.toggled' }, state: 'satellite' },
      { event: { type: 'country.selected', country: 'saudi arabia' }, state: 'satellite' },
      { event: { type: 'sector.selected', sector: 'government' }, state: 'satellite' },
      { event: { type: 'view.toggled' }, state: 'map' },
    ],
  },
  // The address moves under the page (back, forward) and the page follows it.
  {
    input: { country: 'yemen', sector: 'industrial' },
    initial: 'map',
    steps: [
      { event: { type: 'url.synced', country: 'bahrain', sector: 'all' }, state: 'map' },
      { event: { type: 'branch.selected', branch: 'bahrain-factory' }, state: 'map' },
      { event: { type: 'url.synced', country: 'all', sector: 'hotels' }, state: 'map' },
      { event: { type: 'url.synced', country: 'all', sector: 'all' }, state: 'map' },
    ],
  },
];

describe('the branches page', () => {
  itWalksTheScreen<AppScreen>({
    model: branchesModel,
    timeout: 60_000,
    render: async (path, inspect) => {
      const app = renderScreen({
        url: urlOf(path.input as BranchesFilters),
        routes: { '/{-$locale}/branches': branchesRoute },
        inspect,
      });
      await showing(() => screen.queryByRole('heading', { level: 1 }));
      return app;
    },
    drivers: {
      'country.selected': (app, event) =>
        clickFilter(
          app,
          'Filter by country',
          countryLabels[(event as EventObject & BranchesFilters).country] ?? '',
        ),
      'sector.selected': (app, event) =>
        clickFilter(
          app,
          'Filter by sector',
          sectorLabels[(event as EventObject & BranchesFilters).sector] ?? '',
        ),
      // The empty result's own button when there is one, else the one beside the count line.
      'filters.cleared': ({ user }) =>
        user.click(screen.getAllByRole('link', { name: 'Clear filters' })[0] as HTMLElement),
      'url.synced': async (app, event) => {
        await app.navigate?.(urlOf(event as EventObject & BranchesFilters));
      },
      'branch.selected': ({ user }, event) => {
        const card = cardOf((event as EventObject & { branch: string }).branch);
        if (!card) throw new Error('The chosen branch has no card');
        return user.click(within(card).getByRole('button', { name: 'Show on map' }));
      },
      'view.toggled': ({ user }, _event, step) => {
        const before = expected({ ...step, performed: step.performed.slice(0, -1) });
        return user.click(toggle(before.view === 'map' ? 'Satellite' : 'Map'));
      },
    },
    scenarios,
    checks: {
      map: (app, step) => expectPage(app, step, 'map'),
      satellite: (app, step) => expectPage(app, step, 'satellite'),
    },
  });

  it('reads unknown filters in a shared address as every branch', async () => {
    const app = renderScreen({
      url: '/branches?country=atlantis&sector=%3Cb%3E',
      routes: { '/{-$locale}/branches': branchesRoute },
    });
    await showing(() => screen.queryByRole('heading', { level: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing all branches (7)');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(branches.length);
    app.unmount();
  });

  it('keeps the filters as links a modified click opens elsewhere, without filtering this page', async () => {
    const app = renderScreen({ url: '/branches', routes: { '/{-$locale}/branches': branchesRoute } });
    await showing(() => screen.queryByRole('heading', { level: 1 }));
    const yemen = filterLinks('Filter by country').find((link) => link.textContent === 'Yemen');
    if (!yemen) throw new Error('No Yemen filter');
    expect(yemen).toHaveAttribute('href', '/branches?country=yemen');
    await app.user.keyboard('{Control>}');
    await app.user.click(yemen);
    await app.user.keyboard('{/Control}');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all branches (7)');
    expect(app.location()).toBe('/branches');
    app.unmount();
  });
});
