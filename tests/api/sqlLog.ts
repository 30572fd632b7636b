import {
  createQueryId,
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type UnknownRow,
} from 'kysely';

/**
 * Records the SQL text of every statement the app builds, to prove a refused request ran none:
 * `statements` also holds each subquery built on its own; `executed` only what reached the database
 * and answered (one entry per round trip; transaction control is not a query and is not listed).
 */
export class SqlLog implements KyselyPlugin {
  readonly statements: string[] = [];
  readonly executed: string[] = [];
  readonly #compiler = new PostgresQueryCompiler();
  readonly #pending = new WeakMap<QueryId, string>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    const text = this.#compiler.compileQuery(node, createQueryId()).sql;
    this.statements.push(text);
    this.#pending.set(queryId, text);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.executed.push(this.#pending.get(queryId) ?? '');
    return result;
  }

  /** Statements since `mark` that mention `table`. */
  touching(table: string, mark: number): string[] {
    return this.statements.slice(mark).filter((statement) => statement.includes(`"${table}"`));
  }

  /**
   * Statements since `mark` on any of `tables` that find their rows without naming a project
   * (`project_id = $n`, quoted or not): each would be a multi-shard query under Citus (docs/scale-out.md). Inserts find no rows.
   */
  withoutProject(mark: number, ...tables: string[]): string[] {
    return tables
      .flatMap((table) => this.touching(table, mark))
      .filter((statement) => !statement.startsWith('insert') && !/project_id"? = \$\d+/.test(statement));
  }
}
