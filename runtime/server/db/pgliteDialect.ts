import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
  createQueryId,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { ConnectionMutex } from './connectionMutex';
import { PreparedStatements } from './pglitePrepared';

/** Runs compiled queries on the one PGlite instance, each SQL text kept prepared (see PreparedStatements). */
class PGliteConnection implements DatabaseConnection {
  readonly #statements: PreparedStatements;

  constructor(pglite: PGlite) {
    this.#statements = new PreparedStatements(pglite);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#statements.run<R>(compiledQuery.sql, compiledQuery.parameters);
    const changesRows = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command);
    return {
      rows: result.rows,
      numAffectedRows: changesRows && result.affectedRows !== undefined ? BigInt(result.affectedRows) : undefined,
    };
  }

  // PGlite returns whole result sets; streaming is not offered rather than faked.
  // eslint-disable-next-line require-yield -- Kysely's interface asks for a generator; this one only refuses
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The PGlite dialect does not support streaming queries');
  }
}

/** Savepoint commands with the name as a quoted identifier, as Kysely's own drivers build them. */
function savepointCommand(command: string, savepointName: string): RawNode {
  return RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(savepointName)]);
}

/**
 * One connection behind a FIFO mutex: a plain query holds it for one statement, a transaction
 * from `begin` to `commit`/`rollback`, so statements of concurrent requests never interleave
 * inside another request's transaction.
 */
class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;

  constructor(
    private readonly pglite: PGlite,
    private readonly mutex: ConnectionMutex,
  ) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['start transaction', ...options].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('savepoint', name), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('rollback to', name), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('release', name), createQueryId()));
  }

  async destroy(): Promise<void> {
    await this.mutex.lock();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      this.mutex.unlock();
    }
  }
}

/** Kysely dialect for PGlite (embedded PostgreSQL): the Postgres adapter, compiler and introspector. */
export class PGliteDialect implements Dialect {
  /** The lock of the one connection; its state is the "pool" the monitoring page shows. */
  readonly mutex = new ConnectionMutex();

  constructor(private readonly pglite: PGlite) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.mutex);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
