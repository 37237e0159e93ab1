/**
 * Branches page (/branches): the country and sector filters, the branch whose place the map shows,
 * and the map's view (road map or satellite, road map first).
 *
 * Who owns the address: the machine. A choice on the page (a country, a sector, clearing the
 * filters) changes the machine first, which then writes the new query with its `writeUrl` action
 * (a history entry, so back and forward step through the filters). The address reaches the machine
 * only through `url.synced`, sent when the route's query changes under the page (back, forward, a
 * link into the page), and that never writes back. Every write is the machine's latest choice, so
 * once the router settles the address and the machine agree.
 *
 * A new filter clears the chosen branch: the map returns to the head office instead of pointing at
 * a branch whose card may be hidden. Choosing what is already chosen changes nothing.
 *
 * States: map ⇄ satellite. Context: country, sector ("all" for none), branch (an id, or null for the
 * head office).
 * Events: country.selected { country }, sector.selected { sector }, filters.cleared,
 * url.synced { country, sector }, branch.selected { branch }, view.toggled.
 */
import { assign, setup } from 'xstate';
import { chartPart } from './chart-part';
import { missingAction } from './not-provided';

/** "all" is no filter. */
export const anyFilter = 'all';

export interface BranchesFilters {
  country: string;
  sector: string;
}

export interface BranchesContext extends BranchesFilters {
  branch: string | null;
}

export type BranchesEvent =
  | { type: 'country.selected'; country: string }
  | { type: 'sector.selected'; sector: string }
  | { type: 'filters.cleared' }
  | ({ type: 'url.synced' } & BranchesFilters)
  | { type: 'branch.selected'; branch: string }
  | { type: 'view.toggled' };

/** The filters an event asks for, from the current ones. */
function requested(context: BranchesFilters, event: BranchesEvent): BranchesFilters {
  switch (event.type) {
    case 'country.selected':
      return { country: event.country, sector: context.sector };
    case 'sector.selected':
      return { country: context.country, sector: event.sector };
    case 'filters.cleared':
      return { country: anyFilter, sector: anyFilter };
    case 'url.synced':
      return { country: event.country, sector: event.sector };
    default:
      return { country: context.country, sector: context.sector };
  }
}

/** The address follows the filters just applied. */
const writeFilters = chartPart({
  type: 'writeUrl',
  params: ({ context }: { context: BranchesContext }) => ({
    country: context.country,
    sector: context.sector,
  }),
});

export const branchesMachine = setup({
  types: {
    context: {} as BranchesContext,
    input: {} as BranchesFilters,
    events: {} as BranchesEvent,
  },
  actions: {
    applyFilters: assign(({ context, event }) => ({ ...requested(context, event), branch: null })),
    writeUrl: missingAction('writeUrl') as (_: unknown, params: BranchesFilters) => void,
    /** Brings the map into sight (on a phone it is above the cards), so the choice is seen. */
    revealMap: missingAction('revealMap'),
  },
  guards: {
    isNewFilter: ({ context, event }) => {
      const next = requested(context, event);
      return next.country !== context.country || next.sector !== context.sector;
    },
  },
}).createMachine({
  id: 'branches',
  context: ({ input }) => ({ country: input.country, sector: input.sector, branch: null }),
  initial: 'map',
  on: {
    'country.selected': { guard: 'isNewFilter', actions: ['applyFilters', writeFilters] },
    'sector.selected': { guard: 'isNewFilter', actions: ['applyFilters', writeFilters] },
    'filters.cleared': { guard: 'isNewFilter', actions: ['applyFilters', writeFilters] },
    'url.synced': { guard: 'isNewFilter', actions: 'applyFilters' },
    'branch.selected': { actions: [assign({ branch: ({ event }) => event.branch }), 'revealMap'] },
  },
  states: {
    map: { on: { 'view.toggled': { target: 'satellite' } } },
    satellite: { on: { 'view.toggled': { target: 'map' } } },
  },
});
