/**
 * Locks on resumable uploads that hold across server processes: every process sharing the media
 * folder shares the database, so a lock is a row there. The tus server takes a lock for each
 * request that reads or writes an upload; a second request for the same upload (a browser resuming
 * on another process after its connection dropped) asks the holder to let go, and the holder,
 * watching its row, stops its request and releases the lock.
 */
import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface DatabaseLockerOptions {
  /** How long a request waits for a lock before it is refused (423 Locked). */
  acquireTimeoutMs: number;
  /** How often a holder renews its lock and looks for a request to let go, and a waiter tries again. */
  pollMs: number;
  /** A lock not renewed for this long belonged to a process that died: anyone may take it. */
  lapseMs: number;
}

export const defaultLockerOptions: DatabaseLockerOptions = {
  acquireTimeoutMs: 30_000,
  pollMs: 250,
  lapseMs: 15_000,
};

export class DatabaseLocker implements Locker {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: DatabaseLockerOptions = defaultLockerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  newLock(id: string): Lock {
    return new DatabaseLock(this.db, id, this.options, this.now);
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

class DatabaseLock implements Lock {
  private readonly holder = randomBytes(16).toString('hex');
  private watch: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly id: string,
    private readonly options: DatabaseLockerOptions,
    private readonly now: () => number,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const giveUpAt = this.now() + this.options.acquireTimeoutMs;
    while (!signal.aborted && this.now() < giveUpAt) {
      if (await this.tryTake()) {
        this.watchForRelease(requestRelease);
        return;
      }
      await this.db
        .updateTable('upload_locks')
        .set({ release_requested: 1 })
        .where('upload_id', '=', this.id)
        .execute();
      await wait(this.options.pollMs, signal);
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    clearInterval(this.watch);
    await this.db
      .deleteFrom('upload_locks')
      .where('upload_id', '=', this.id)
      .where('holder', '=', this.holder)
      .execute();
  }

  /** Takes the lock when nobody holds it or its holder's time lapsed. */
  private async tryTake(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('upload_locks')
        .where('upload_id', '=', this.id)
        .where('expires_at', '<', now)
        .execute();
      const taken = await trx
        .insertInto('upload_locks')
        .values({ upload_id: this.id, holder: this.holder, expires_at: now + this.options.lapseMs })
        .onConflict((conflict) => conflict.column('upload_id').doNothing())
        .executeTakeFirst();
      return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
    });
  }

  /** Renews the lock while it is held, and asks the request to stop once another wants it. */
  private watchForRelease(requestRelease: RequestRelease): void {
    let asked = false;
    this.watch = setInterval(() => {
      this.db
        .updateTable('upload_locks')
        .set({ expires_at: this.now() + this.options.lapseMs })
        .where('upload_id', '=', this.id)
        .where('holder', '=', this.holder)
        .returning('release_requested')
        .executeTakeFirst()
        .then(
          async (row) => {
            if (!row?.release_requested || asked) return;
            asked = true;
            await requestRelease();
          },
          // The database is gone (the server is closing): the request ends with it.
          () => clearInterval(this.watch),
        );
    }, this.options.pollMs);
    this.watch.unref();
  }
}
