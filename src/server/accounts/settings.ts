import type { Clock, Sleep } from '../clock';

/** What the account routes and the auth hook need to know, decided once in buildServer. */
export interface AccountSettings {
  clock: Clock;
  /** How sign-in waits out its delays. */
  sleep: Sleep;
  /** log2 of scrypt's N for new password hashes. */
  passwordCost: number;
  /** A session ends after this long without a request. */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however busy. */
  sessionMaxMs: number;
}
