import { setTimeout as wait } from 'node:timers/promises';

/** Milliseconds since the epoch. Tests pass their own to move time forward without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Waits this many milliseconds. Tests pass their own to record the waits asked for instead. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = async (ms) => {
  await wait(ms);
};

/** How the database stores a time: ISO 8601 UTC text, which sorts as it reads. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
