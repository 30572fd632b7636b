import { sql } from 'kysely';
import type { AppDb } from './dbTypes';

/** The columns each of the tables has now, by table name; a table not yet created is absent. */
export async function tableColumns(db: AppDb, tables: string[]): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom('information_schema.columns')
    .select(['table_name', 'column_name'])
    .where('table_schema', '=', sql<string>`current_schema()`)
    .where('table_name', 'in', tables)
    .execute();
  const columns = new Map<string, Set<string>>();
  for (const row of rows) {
    const table = String(row.table_name);
    if (!columns.has(table)) columns.set(table, new Set());
    columns.get(table)!.add(String(row.column_name));
  }
  return columns;
}
