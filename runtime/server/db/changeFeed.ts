import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
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

/** Listeners by channel, shared by both feeds. */
class Listeners {
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

/** How long the PostgreSQL feed waits before connecting again after losing its connection. */
const RECONNECT_MS = 1_000;

/**
 * PostgreSQL's feed: one connection of its own (outside the pool, which hands connections out per
 * statement) listens on every channel. When it is lost the feed is not live and connects again;
 * once back, every listener is told of the gap, since notifications sent meanwhile are gone.
 */
export class PostgresChangeFeed implements ChangeFeed {
  readonly #listeners = new Listeners();
  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client> | null = null;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  #live = false;

  constructor(private readonly connectionString: string) {}

  get live(): boolean {
    return this.#live;
  }

  /** Never fails: a feed that cannot connect now is not live (caches then ask the database) and keeps trying. */
  async listen(channel: string, listener: ChangeListener): Promise<() => void> {
    const stop = () => this.#listeners.remove(channel, listener);
    if (!this.#listeners.add(channel, listener) || this.#closed) return stop;
    // A connection being made listens on every channel known once it is up, this one included.
    if (!this.#client) await this.#connected().catch(() => this.#reconnectLater());
    else await this.#client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => this.#lost(this.#client));
    return stop;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    clearTimeout(this.#retry);
    const client = this.#client ?? (await this.#connecting?.catch(() => null));
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #connected(): Promise<pg.Client> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#connecting ??= this.#connect().finally(() => (this.#connecting = null));
    return this.#connecting;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    client.on('notification', ({ channel, payload }) => this.#listeners.notify(channel, payload ?? ''));
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      // Channels may be added while the LISTENs run: listen until none is left out.
      const listened = new Set<string>();
      for (let pending = this.#listeners.channels(); pending.length; pending = this.#listeners.channels().filter((channel) => !listened.has(channel)))
        for (const channel of pending) {
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
          listened.add(channel);
        }
      if (this.#closed) throw new Error('the change feed is closed');
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.#client = client;
    this.#live = true;
    // Whatever was cached before the feed was listening may have been changed unnoticed.
    this.#listeners.gap();
    return client;
  }

  #lost(client: pg.Client | null): void {
    if (!client || this.#client !== client) return;
    this.#client = null;
    this.#live = false;
    if (!this.#closed) this.#reconnectLater();
  }

  #reconnectLater(): void {
    this.#retry = setTimeout(() => {
      this.#connected().catch(() => !this.#closed && this.#reconnectLater());
    }, RECONNECT_MS);
    this.#retry.unref();
  }
}
