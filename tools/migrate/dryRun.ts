import {
  createQueryId,
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { migrateScreens } from '../../runtime/server/db/migrateScreens';
import type { ScreenRegistry } from '../../runtime/server/screens/screenRegistry';

/** Collects the schema-changing statements a migration sends (reads are left out). */
class DdlRecorder implements KyselyPlugin {
  readonly statements: string[] = [];
  readonly #compiler = new PostgresQueryCompiler();

  transformQuery({ node }: PluginTransformQueryArgs) {
    const { sql } = this.#compiler.compileQuery(node, createQueryId());
    if (/^\s*(create|alter|drop)\b/i.test(sql)) this.statements.push(sql);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

class DryRunRollback extends Error {}

/**
 * The SQL the screen migration would execute, found by running it inside a transaction that is
 * rolled back (PostgreSQL DDL is transactional), so nothing changes. Refusals throw as on start.
 */
export async function dryRunMigration(db: AppDb, registry: ScreenRegistry): Promise<string[]> {
  const recorder = new DdlRecorder();
  await db
    .transaction()
    .execute(async (trx) => {
      await migrateScreens(trx.withPlugin(recorder), registry, { log: () => {} });
      throw new DryRunRollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DryRunRollback)) throw error;
    });
  return recorder.statements;
}
