/**
 * Reading a page's query parameters (the router hands them over already parsed as JSON where they
 * are JSON). Small checks by hand rather than a schema library: they run on every page, before it
 * is hydrated. Anything a check refuses reads as absent, never as an error.
 */

/** The parameter when it is a string the check accepts, else absent. */
export function stringParam(
  value: unknown,
  accept: (text: string) => boolean = () => true,
): string | undefined {
  return typeof value === 'string' && accept(value) ? value : undefined;
}
