import {
  createQueryId,
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';

/** Records the SQL text of every statement the app sends, to prove a refused request ran none. */
export class SqlLog implements KyselyPlugin {
  readonly statements: string[] = [];
  readonly #compiler = new PostgresQueryCompiler();

  transformQuery({ node }: PluginTransformQueryArgs) {
    this.statements.push(this.#compiler.compileQuery(node, createQueryId()).sql);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }

  /** Statements since `mark` that mention `table`. */
  touching(table: string, mark: number): string[] {
    return this.statements.slice(mark).filter((statement) => statement.includes(`"${table}"`));
  }
}
