/**
 * How many beacons a server process takes in a minute: a bounded number from each client address
 * (a visitor reads a page or two a minute, but an office or a mobile carrier's shared address
 * carries many visitors), and a bound for everyone together, so that a flood costs a 429 and no
 * database write. Counted in this process's memory, never stored: the
 * client's address (as `clientKeyOf` reads it) is the key only until the minute ends. With several
 * processes each counts its own share, which is enough for readings that may be lost anyway.
 */
import type { Clock } from '../clock';
import { clientKeyOf } from '../throttle';

export interface BeaconLimits {
  perClient: number;
  siteWide: number;
}

export const defaultBeaconLimits: BeaconLimits = { perClient: 120, siteWide: 3000 };
const windowMs = 60_000;

export class BeaconCounter {
  private windowStart = 0;
  private total = 0;
  private readonly byClient = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: BeaconLimits,
  ) {}

  /** Counts a beacon from `ip`; false when its client or the whole site is over this minute's share. */
  admit(ip: string): boolean {
    const now = this.clock();
    if (now - this.windowStart >= windowMs) {
      this.windowStart = now;
      this.total = 0;
      this.byClient.clear();
    }
    if (this.total >= this.limits.siteWide) return false;
    const key = clientKeyOf(ip);
    const fromClient = this.byClient.get(key) ?? 0;
    if (fromClient >= this.limits.perClient) return false;
    this.byClient.set(key, fromClient + 1);
    this.total += 1;
    return true;
  }
}
