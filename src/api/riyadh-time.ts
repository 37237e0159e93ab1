/**
 * Times as administrators enter and read them: in Riyadh (UTC+3 all year, Saudi Arabia keeps no
 * daylight saving), stored in UTC. A `datetime-local` field's value is `YYYY-MM-DDTHH:mm`.
 */

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A Riyadh wall-clock time as an ISO instant, or null when it is not one. */
export function riyadhLocalToIso(local: string): string | null {
  if (!localPattern.test(local)) return null;
  const at = new Date(`${local}:00+03:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An instant as a Riyadh wall-clock time, for a `datetime-local` field. */
export function isoToRiyadhLocal(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 60 * 60 * 1000).toISOString().slice(0, 16);
}
