/** Milliseconds since the epoch. Tests pass their own to move time forward without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** How the database stores a time: ISO 8601 UTC text, which sorts as it reads. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
