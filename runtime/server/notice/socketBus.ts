import { sql, type Generated, type Kysely } from 'kysely';
import type { ChangeFeed } from '../db/changeFeed';
import type { AppDb, DB } from '../db/dbTypes';
import { newId } from '../db/ids';

/** The channel every process listens on for socket messages to deliver. */
export const SOCKET_BUS_CHANNEL = 'sys_socket_bus';

/** NOTIFY refuses payloads of 8000 bytes or more; larger messages travel through a row whose id is notified. */
export const NOTIFY_PAYLOAD_LIMIT = 7900;

/** How long a large message's row is kept: every listening process has read it long before. */
const LARGE_MESSAGE_TTL_SECONDS = 600;

type BusTables = { sys_socket_bus: { id: string; body: string; created_at: Generated<Date> } };
const busDb = (db: AppDb): Kysely<DB & BusTables> => db.withTables<BusTables>();

/**
 * What goes over the channel: the sending process, the topic, and the body itself or the row holding it.
 * `everywhere`: sent inside a transaction, so the sending process delivers it on receipt too (after the commit).
 */
type Envelope = { origin: string; topic: string; everywhere?: true } & ({ body: unknown } | { row: string });

type Handler = (body: unknown) => Promise<void> | void;

/** The table of messages too large for a notification, which carry only their row's id. */
export async function createSocketBusTable(db: AppDb): Promise<void> {
  await busDb(db)
    .schema.createTable('sys_socket_bus')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

/**
 * Socket messages for every server process on the database (PostgreSQL LISTEN/NOTIFY through the
 * change feed). `publish` delivers in this process at once — so a caller knows its own sockets
 * have been written to when it resolves, and nothing is lost here while the feed reconnects — and
 * notifies the others, which deliver through their handler; a process ignores the echo of its own
 * messages, so each process delivers each message exactly once. Deliveries elsewhere are best
 * effort: a process whose feed is reconnecting misses them (what they announce is stored anyway).
 *
 * Published with a transaction (`publish(topic, body, trx)`), the NOTIFY is part of it: PostgreSQL
 * delivers it only if and when the transaction commits, and every process, this one included,
 * delivers it on receipt. So a message announcing rows written in that transaction goes out exactly
 * when they exist, never for rows rolled back, and is never lost to a crash between save and send.
 */
export class SocketBus {
  /** Tells this process's messages from the others'. */
  readonly #origin = newId();
  readonly #handlers = new Map<string, Handler>();
  /** Received messages are handled one after another, in the order they were notified. */
  #received: Promise<void> = Promise.resolve();
  #stop: (() => void) | null = null;

  constructor(
    private readonly db: AppDb,
    private readonly changes: ChangeFeed,
    private readonly warn: (error: unknown, message: string) => void,
  ) {}

  /** Starts listening (the large-message table is the platform's: createSocketBusTable). */
  async start(): Promise<void> {
    this.#stop = await this.changes.listen(SOCKET_BUS_CHANNEL, { onChange: (payload) => this.#receive(payload), onGap: () => {} });
  }

  /** Stops listening; resolves once the messages received so far are handled. */
  async stop(): Promise<void> {
    this.#stop?.();
    this.#stop = null;
    await this.#received;
  }

  /** The one handler of `topic` in this process. */
  handle<T>(topic: string, handler: (body: T) => Promise<void> | void): void {
    this.#handlers.set(topic, handler as Handler);
  }

  /**
   * Delivers `body` to `topic`'s handler here and in every other process: at once, or, given a
   * transaction, everywhere once it commits (nowhere if it rolls back).
   */
  async publish(topic: string, body: unknown, trx?: AppDb): Promise<void> {
    if (trx?.isTransaction) return this.#notify(trx, topic, body, true);
    const notified = this.#notify(this.db, topic, body, false);
    try {
      await this.#handlers.get(topic)?.(body);
    } finally {
      await notified;
    }
  }

  async #notify(db: AppDb, topic: string, body: unknown, everywhere: boolean): Promise<void> {
    const mark = everywhere ? { everywhere: true as const } : {};
    let payload = JSON.stringify({ origin: this.#origin, topic, ...mark, body } satisfies Envelope);
    if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_LIMIT) {
      const row = newId();
      await busDb(db)
        .deleteFrom('sys_socket_bus')
        .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${LARGE_MESSAGE_TTL_SECONDS})`)
        .execute();
      await busDb(db)
        .insertInto('sys_socket_bus')
        .values({ id: row, body: JSON.stringify(body) })
        .execute();
      payload = JSON.stringify({ origin: this.#origin, topic, ...mark, row } satisfies Envelope);
    }
    await sql`select pg_notify(${SOCKET_BUS_CHANNEL}, ${payload})`.execute(db);
  }

  #receive(payload: string): void {
    this.#received = this.#received.then(() => this.#deliver(payload)).catch((error: unknown) => this.warn(error, 'socket bus delivery failed'));
  }

  async #deliver(payload: string): Promise<void> {
    const envelope = JSON.parse(payload) as Envelope;
    const handler = this.#handlers.get(envelope.topic);
    if ((envelope.origin === this.#origin && !envelope.everywhere) || !handler) return;
    if ('body' in envelope) return handler(envelope.body);
    const stored = await busDb(this.db).selectFrom('sys_socket_bus').select('body').where('id', '=', envelope.row).executeTakeFirst();
    if (stored) await handler(JSON.parse(stored.body));
  }
}
