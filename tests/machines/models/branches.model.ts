import type { AnyMachineSnapshot } from 'xstate';
import { type BranchesContext, branchesMachine } from '../../../machines/branches.machine';
import {
  type BranchCountryFilter,
  type BranchSectorFilter,
  branches,
  filterBranches,
} from '../../../src/content/branches';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

// The page opens unfiltered, or on a shared address whose combination has no branch (the Yemen
// branch serves the government, not industry). The person picks Yemen or Saudi Arabia and the
// industrial sector, clears the filters, shows the last card's branch on the map and switches the
// map's view; the address moves under the page to the Bahrain branches (back or forward).
export const branchesModel: MachineModel = {
  machine: branchesMachine.provide({ actions: { writeUrl: noop, revealMap: noop } }),
  inputs: [
    { country: 'all', sector: 'all' },
    { country: 'yemen', sector: 'industrial' },
  ],
  events: {
    'country.selected': [{ country: 'yemen' }, { country: 'saudi arabia' }],
    'sector.selected': [{ sector: 'industrial' }],
    'filters.cleared': [{}],
    'url.synced': [{ country: 'bahrain', sector: 'all' }],
    // Only a branch whose card is shown can be chosen.
    'branch.selected': (snapshot: AnyMachineSnapshot) => {
      const { country, sector } = snapshot.context as BranchesContext;
      const last = filterBranches(branches, country as BranchCountryFilter, sector as BranchSectorFilter).at(
        -1,
      );
      return last ? [{ branch: last.id }] : [];
    },
    'view.toggled': [{}],
  },
};
