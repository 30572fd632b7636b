/**
 * A first-in first-out lock: PGlite serves a single connection, so every query (and every
 * transaction, for its whole duration) waits its turn here.
 */
export class ConnectionMutex {
  #locked = false;
  readonly #waiters: (() => void)[] = [];

  /** Resolves once the caller holds the lock; callers are served in arrival order. */
  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Whether someone holds the lock now. */
  get locked(): boolean {
    return this.#locked;
  }

  /** Callers waiting for the lock. */
  get waiting(): number {
    return this.#waiters.length;
  }

  /** Hands the lock to the next waiter, or frees it. */
  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}
