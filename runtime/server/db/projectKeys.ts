import { sql } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import { atomically } from './atomically';
import type { AppDb } from './dbTypes';

/** What the catalog says of a project table: whether project_id is not null, and its primary key's name and columns. */
interface ProjectTableKeys {
  table: string;
  projectIdNotNull: boolean;
  primaryKey: string | null;
  keyColumns: string[];
}

/** The tables of project-scope screens (details included: they take their master's scope). */
function projectTables(screens: readonly ScreenFile[]): string[] {
  return [...new Set(screens.filter((screen) => screen.scope === 'project').map((screen) => screen.table))];
}

async function readKeys(db: AppDb, tables: string[]): Promise<ProjectTableKeys[]> {
  if (tables.length === 0) return [];
  const { rows } = await sql<{ table: string; not_null: boolean; pkey: string | null; key_columns: string[] | null }>`
    select c.relname as table, a.attnotnull as not_null, k.conname as pkey,
      (select array_agg(ka.attname::text order by u.ord) from unnest(k.conkey) with ordinality as u(attnum, ord)
        join pg_attribute ka on ka.attrelid = c.oid and ka.attnum = u.attnum) as key_columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'project_id' and not a.attisdropped
    left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
    where c.relname in (${sql.join(tables)}) and c.relkind in ('r', 'p')`.execute(db);
  return rows.map((row) => ({ table: row.table, projectIdNotNull: row.not_null, primaryKey: row.pkey, keyColumns: row.key_columns ?? [] }));
}

function keyedByProject(keys: ProjectTableKeys): boolean {
  return keys.projectIdNotNull && keys.keyColumns.join(',') === 'project_id,id';
}

/** Whether every project table already has a not-null project_id and the key (project_id, id). */
export async function projectKeysComplete(db: AppDb, screens: readonly ScreenFile[]): Promise<boolean> {
  return (await readKeys(db, projectTables(screens))).every(keyedByProject);
}

/**
 * Upgrades the tables of project-scope screens made by earlier versions (project_id nullable,
 * primary key `id`) to what new tables are created with: project_id not null and primary key
 * (project_id, id), the distribution key leading it as Citus requires. A table with rows
 * without a project is logged and left (no project can be invented for them); the next
 * migration tries again. Idempotent: an upgraded table is not touched.
 */
export async function migrateProjectKeys(db: AppDb, screens: readonly ScreenFile[], log: (message: string) => void): Promise<void> {
  for (const keys of await readKeys(db, projectTables(screens))) {
    if (keyedByProject(keys)) continue;
    const table = sql.table(keys.table);
    if (!keys.projectIdNotNull) {
      const { rows } = await sql<{ count: string }>`select count(*) as count from ${table} where project_id is null`.execute(db);
      const withoutProject = Number(rows[0].count);
      if (withoutProject > 0) {
        log(
          `${keys.table}: ${withoutProject} rows have no project_id, so project_id stays nullable and the primary key stays (id); give them a project and migrate again`,
        );
        continue;
      }
    }
    // One statement: the table is never without a primary key, and a failure changes nothing.
    const dropOld = keys.primaryKey ? sql`drop constraint ${sql.ref(keys.primaryKey)}, ` : sql``;
    await atomically(db, (d) =>
      sql`alter table ${table} alter column project_id set not null, ${dropOld}add constraint ${sql.ref(`${keys.table}_pkey`)} primary key (project_id, id)`.execute(
        d,
      ),
    );
    log(`${keys.table}: project_id not null, primary key (project_id, id)`);
  }
}
