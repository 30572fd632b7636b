import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { AppDb } from './dbTypes';

/** What a listener of one channel is told. */
export interface ChangeListener {
  /** A notification on the channel, with its payload. */
  onChange(payload: string): void;
  /** Notifications may have been missed (the listening connection was lost and is back): drop what they would have invalidated. */
  onGap(): void;
}

/**
 * Notifications of committed changes (PostgreSQL LISTEN / NOTIFY): a trigger's `pg_notify` in any
 * process on the same database reaches every process's listeners once the writing transaction
 * commits. Caches invalidate on them instead of asking the database at every request.
 */
export interface ChangeFeed {
  /** Listens on `channel` (a lower-case identifier) from now on; answers how to stop (an app closing while the feed stays, as under `npm run dev`). */
  listen(channel: string, listener: ChangeListener): Promise<() => void>;
  /** Whether notifications are flowing now; while false a cache must not trust what it holds. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** Listeners by channel, shared by both feeds (PostgreSQL's in postgresChangeFeed.ts). */
export class Listeners {
  readonly #byChannel = new Map<string, ChangeListener[]>();

  add(channel: string, listener: ChangeListener): boolean {
    const listeners = this.#byChannel.get(channel);
    if (listeners) listeners.push(listener);
    else this.#byChannel.set(channel, [listener]);
    return !listeners;
  }

  remove(channel: string, listener: ChangeListener): void {
    const listeners = this.#byChannel.get(channel) ?? [];
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  }

  channels(): string[] {
    return [...this.#byChannel.keys()];
  }

  notify(channel: string, payload: string): void {
    for (const listener of this.#byChannel.get(channel) ?? []) listener.onChange(payload);
  }

  gap(): void {
    for (const listeners of this.#byChannel.values()) for (const listener of listeners) listener.onGap();
  }
}

/**
 * PGlite's feed: its one connection listens, and PGlite hands a notification to its callbacks in a
 * microtask queued while it reads the answer of the committing statement, so a listener runs
 * before the writer's own code continues: a change is seen by the very next request.
 */
export class PGliteChangeFeed implements ChangeFeed {
  readonly live = true;
  readonly #listeners = new Listeners();
  readonly #stop: () => void;

  /** `db` runs the LISTEN statements through the connection lock, never inside another caller's transaction. */
  constructor(
    pglite: PGlite,
    private readonly db: AppDb,
  ) {
    this.#stop = pglite.onNotification((channel, payload) => this.#listeners.notify(channel, payload));
  }

  async listen(channel: string, listener: ChangeListener): Promise<() => void> {
    if (this.#listeners.add(channel, listener)) await sql`listen ${sql.id(channel)}`.execute(this.db);
    return () => this.#listeners.remove(channel, listener);
  }

  async close(): Promise<void> {
    this.#stop();
  }
}
