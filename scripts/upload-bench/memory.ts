/** The server process's resident memory during the upload benchmark (Linux: /proc). */
import { setTimeout as sleep } from 'node:timers/promises';
import { residentBytes } from '../process-stats';

const sampleMs = 50;

/** The idle figure: the least seen over a second, once start-up's seeding is over. */
export async function idleResidentBytes(pid: number): Promise<number> {
  let idle = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 20; i++) {
    idle = Math.min(idle, residentBytes(pid));
    await sleep(sampleMs);
  }
  return idle;
}

/** Reads the memory every 50 ms until `stop()`, which answers the most it saw. */
export function watchPeakResidentBytes(pid: number): { stop(): number } {
  let peak = residentBytes(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, sampleMs);
  return {
    stop() {
      clearInterval(sampler);
      return Math.max(peak, residentBytes(pid));
    },
  };
}
