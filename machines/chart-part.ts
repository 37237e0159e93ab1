/**
 * A piece of a statechart written apart from its `createMachine` (a region, transitions several
 * states share, an action with its params), typed as literally as `as const` would type it, so
 * XState still sees its targets, guards and actions by name.
 *
 * Why not `as const`: the mutation tests treat everything under a type assertion as a type and
 * never change it, so a transition written that way would escape what they measure.
 */
export const chartPart = <const Part>(part: Part): Part => part;
