import { messages, protocol, type PGlite } from '@electric-sql/pglite';

/** What a statement answered, as PGlite's own `query` reports it. */
export interface StatementResult<R> {
  rows: R[];
  /** The command tag's first word: SELECT, INSERT, UPDATE … */
  command: string;
  /** Rows written by an INSERT, UPDATE, DELETE, MERGE or COPY. */
  affectedRows?: number;
}

/** A statement parsed once on the connection: its parameter types and its columns. */
interface Prepared {
  name: string;
  parameterTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

/** Statements that may be kept prepared; everything else (DDL, LISTEN, BEGIN …) runs as PGlite runs it. */
const PREPARABLE = /^\s*\(?\s*(select|insert|update|delete|with|values)\b/i;
/** Statements that may change what a prepared `select *` or `returning *` answers. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
/**
 * The errors of a kept statement that its re-preparation cures: its result type changed under it
 * (a column added by a migration) or it is gone (`deallocate all` run by hand).
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/** Names statements uniquely in the process, so two caches on one connection (tests) never collide. */
let statementsPrepared = 0;

const errorCode = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;

/** The wire messages of one round trip, in one buffer: PGlite runs them in a single call. */
function pipeline(...messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

/**
 * Runs the platform's statements on PGlite as named prepared statements, one round trip each.
 *
 * PGlite's `query` parses and plans every statement anew and makes six calls into the database per
 * statement (parse, describe, bind, describe, execute, sync). A list request is one statement whose
 * parsing and planning cost as much as its execution, so each distinct SQL text (Kysely's compiled
 * query, parameters apart) is parsed once and kept: afterwards bind, execute and sync go in one call,
 * and PostgreSQL reuses the plan where it judges that right (after five executions, a generic plan
 * when it costs no more than the custom ones). About half the time of a list statement.
 *
 * Kept statements are bounded (the least recently used is closed), forgotten after any DDL that
 * runs through here, and re-prepared once when PostgreSQL says a kept one no longer fits (outside a
 * transaction; inside one the error aborts the transaction as any error would, and the caller's
 * retry prepares afresh).
 */
export class PreparedStatements {
  /** Kept statements by SQL text; the Map's order is the order of last use. */
  readonly #byText = new Map<string, Prepared>();
  /** Statements to close with the next round trip (evicted or forgotten). */
  #toClose: string[] = [];

  constructor(
    private readonly pglite: PGlite,
    private readonly capacity = 300,
  ) {}

  /** How many statements are kept now. */
  get size(): number {
    return this.#byText.size;
  }

  async run<R>(text: string, parameters: readonly unknown[]): Promise<StatementResult<R>> {
    if (!PREPARABLE.test(text)) {
      const result = await this.pglite.query<R>(text, [...parameters]);
      if (SCHEMA_CHANGE.test(text)) this.#forgetAll();
      return { rows: result.rows, command: result.command ?? '', affectedRows: result.affectedRows };
    }
    try {
      return await this.#execute<R>(text, parameters);
    } catch (error) {
      if (!STALE_STATEMENT.has(errorCode(error) ?? '')) throw error;
      this.#forget(text);
      if (this.pglite.isInTransaction()) throw error;
      return this.#execute<R>(text, parameters);
    }
  }

  async #execute<R>(text: string, parameters: readonly unknown[]): Promise<StatementResult<R>> {
    return this.pglite._runExclusiveQuery(async () => {
      const statement = await this.#prepared(text);
      const values = parameters.map((value, at) => this.#serialize(value, statement.parameterTypes[at]));
      const answer = await this.pglite.execProtocol(
        pipeline(protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()),
        { syncToFs: false },
      );
      if (!this.pglite.isInTransaction()) await this.pglite.syncToFs();
      return this.#result<R>(statement, answer.messages);
    });
  }

  /** The kept statement of `text`, parsed now (with the closes due) when it is not kept yet. */
  async #prepared(text: string): Promise<Prepared> {
    const kept = this.#byText.get(text);
    if (kept) {
      this.#byText.delete(text);
      this.#byText.set(text, kept);
      return kept;
    }
    const name = `k${++statementsPrepared}`;
    const closes = this.#toClose.map((closed) => protocol.serialize.close({ type: 'S', name: closed }));
    this.#toClose = [];
    const described = await this.pglite.execProtocol(
      pipeline(...closes, protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()),
      { syncToFs: false },
    );
    const statement: Prepared = { name, parameterTypes: [], fields: [] };
    for (const message of described.messages) {
      if (message instanceof messages.ParameterDescriptionMessage) statement.parameterTypes = message.dataTypeIDs;
      if (message instanceof messages.RowDescriptionMessage)
        statement.fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    }
    this.#byText.set(text, statement);
    if (this.#byText.size > this.capacity) this.#forget(this.#byText.keys().next().value as string);
    return statement;
  }

  /** A parameter as PGlite's `query` sends it: through the serializer of the type PostgreSQL expects. */
  #serialize(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  #result<R>(statement: Prepared, answer: readonly unknown[]): StatementResult<R> {
    const rows: R[] = [];
    let command = '';
    let affectedRows: number | undefined;
    for (const message of answer) {
      if (message instanceof messages.DataRowMessage) {
        const row: Record<string, unknown> = {};
        statement.fields.forEach((field, at) => (row[field.name] = this.#parse(message.fields[at], field.dataTypeID)));
        rows.push(row as R);
      } else if (message instanceof messages.CommandCompleteMessage) {
        const words = message.text.split(' ');
        command = words[0];
        if (['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(command)) affectedRows = Number(words[words.length - 1]);
      }
    }
    return { rows, command, affectedRows };
  }

  #parse(value: string | null, type: number): unknown {
    if (value === null) return null;
    const parser = this.pglite.parsers[type];
    return parser ? parser(value, type) : value;
  }

  #forget(text: string): void {
    const statement = this.#byText.get(text);
    if (!statement) return;
    this.#byText.delete(text);
    this.#toClose.push(statement.name);
  }

  #forgetAll(): void {
    for (const text of [...this.#byText.keys()]) this.#forget(text);
  }
}
