import type pg from 'pg';
import { Listeners, type ChangeFeed, type ChangeListener } from './changeFeed';

/** The pg module (its default export). */
export type PgDriver = typeof pg;

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

  /** `driver`: the pg module, which the caller loads only when PostgreSQL is used. */
  constructor(
    private readonly driver: PgDriver,
    private readonly connectionString: string,
  ) {}

  get live(): boolean {
    return this.#live;
  }

  /** Never fails: a feed that cannot connect now is not live (caches then ask the database) and keeps trying. */
  async listen(channel: string, listener: ChangeListener): Promise<() => void> {
    const stop = () => this.#listeners.remove(channel, listener);
    if (!this.#listeners.add(channel, listener) || this.#closed) return stop;
    // A connection being made listens on every channel known once it is up, this one included.
    if (!this.#client) await this.#connected().catch(() => this.#reconnectLater());
    else await this.#client.query(`listen ${this.driver.escapeIdentifier(channel)}`).catch(() => this.#lost(this.#client));
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
    const client = new this.driver.Client({ connectionString: this.connectionString, keepAlive: true });
    client.on('notification', ({ channel, payload }) => this.#listeners.notify(channel, payload ?? ''));
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      // Channels may be added while the LISTENs run: listen until none is left out.
      const listened = new Set<string>();
      for (let pending = this.#listeners.channels(); pending.length; pending = this.#listeners.channels().filter((channel) => !listened.has(channel)))
        for (const channel of pending) {
          await client.query(`listen ${this.driver.escapeIdentifier(channel)}`);
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
