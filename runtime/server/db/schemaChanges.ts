import { sql } from 'kysely';
import { toColumnName, toFieldName } from '../../core/screen/naming';
import type { DataMigration, ScreenFile, SchemaMigration } from '../../core/screen/screen.types';
import type { AppDb } from './dbTypes';
import { screenColumns, type ColumnType } from './screenColumns';
import { atomically } from './atomically';
import { findFailingRows } from './castProbe';
import { explainCastFailure, explainRefusals, type CastFailure, type SchemaRefusal } from './schemaChangeMessages';

/** A column as it exists in the database. */
type ExistingColumns = Map<string, ColumnType>;

/** One change to run: a statement and the line logged when it ran. */
interface PlannedChange {
  run: (db: AppDb) => Promise<unknown>;
  note: string;
}

interface ScreenPlan {
  changes: PlannedChange[];
  /** Declared drops, run last: data moves (dataMoves) read the columns first. */
  drops: PlannedChange[];
  refusals: SchemaRefusal[];
  /** Things left as they are, worth telling. */
  notes: string[];
}

/** Thrown when the screen files would lose or reinterpret stored data without a declaration. */
export class SchemaChangeRefusedError extends Error {
  constructor(readonly refusals: SchemaRefusal[]) {
    super(explainRefusals(refusals));
    this.name = 'SchemaChangeRefusedError';
  }
}

/** Thrown when a declared cast meets data it cannot convert (or a `using` that does not run): says which rows and what to write. */
export class SchemaCastFailedError extends Error {
  constructor(readonly failure: CastFailure) {
    super(explainCastFailure(failure));
    this.name = 'SchemaCastFailedError';
  }
}

/** PostgreSQL's data exceptions (class 22: invalid text representation, out of range, bad date …) are about values, not the expression. */
const isDataException = (error: unknown) => /^22/.test(String((error as { code?: unknown }).code ?? ''));

interface ColumnCast {
  screen: ScreenFile;
  column: string;
  from: ColumnType;
  to: ColumnType;
  using: string;
}

/**
 * Changes a column's type; when the data cannot satisfy the cast, finds the rows that fail and
 * throws a SchemaCastFailedError naming them instead of PostgreSQL's bare error. The statement runs
 * atomically so the connection (the dry run's transaction) can still look for the rows.
 */
async function castColumn(db: AppDb, cast: ColumnCast): Promise<void> {
  const { screen, column, to, using } = cast;
  try {
    await atomically(db, (d) =>
      sql`alter table ${sql.table(screen.table)} alter column ${sql.ref(column)} type ${sql.raw(to)} using ${sql.raw(using)}`.execute(d),
    );
  } catch (error) {
    const dataError = isDataException(error);
    const rows = dataError ? await findFailingRows(db, screen.table, column, using) : [];
    throw new SchemaCastFailedError({ ...cast, reason: (error as Error).message, dataError, rows });
  }
}

function normaliseType(dataType: string): ColumnType {
  if (dataType.startsWith('timestamp')) return 'timestamp';
  if (dataType === 'integer' || dataType === 'numeric' || dataType === 'boolean' || dataType === 'date') return dataType;
  return 'text';
}

async function readColumns(db: AppDb, table: string): Promise<ExistingColumns> {
  const result = await sql<{ column_name: string; data_type: string }>`
    select column_name, data_type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return new Map(result.rows.map((row) => [row.column_name, normaliseType(row.data_type)]));
}

async function rowsWithValue(db: AppDb, table: string, column: string): Promise<number> {
  const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

const isRename = (m: SchemaMigration | DataMigration): m is { field: string; renamedFrom: string } => 'renamedFrom' in m;
const isDrop = (m: SchemaMigration | DataMigration): m is { drop: { field: string; confirm: true } } => 'drop' in m;
const isCast = (m: SchemaMigration | DataMigration): m is { cast: { field: string; to: ColumnType; using?: string } } => 'cast' in m;

/**
 * The columns the screen files expect of each table: a table several screens share (项目信息 shows
 * the project's own row of sys_depart, which 部门管理 keeps) keeps every column any of them declares.
 */
function expectedColumns(screens: ScreenFile[]): Map<string, Map<string, ColumnType>> {
  const tables = new Map<string, Map<string, ColumnType>>();
  for (const screen of screens) {
    const columns = tables.get(screen.table) ?? new Map<string, ColumnType>();
    for (const column of screenColumns(screen)) if (!columns.has(column.name)) columns.set(column.name, column.type);
    tables.set(screen.table, columns);
  }
  return tables;
}

/** The changes one screen's existing table needs, or why they are refused. */
async function planScreen(db: AppDb, screen: ScreenFile, present: ExistingColumns, expected: Map<string, ColumnType>): Promise<ScreenPlan> {
  const table = screen.table;
  const changes: PlannedChange[] = [];
  const drops: PlannedChange[] = [];
  const refusals: SchemaRefusal[] = [];
  const notes: string[] = [];
  const migrations = screen['x-migrations'] ?? [];
  const columns = new Map(present);

  for (const { field, renamedFrom } of migrations.filter(isRename)) {
    const from = toColumnName(renamedFrom);
    const to = toColumnName(field);
    if (!columns.has(from)) continue;
    if (columns.has(to)) {
      refusals.push({ kind: 'renameTargetExists', screen, column: from, target: to, rows: await rowsWithValue(db, table, from) });
      continue;
    }
    changes.push({ run: (d) => d.schema.alterTable(table).renameColumn(from, to).execute(), note: `renamed column ${table}.${from} to ${to}` });
    columns.set(to, columns.get(from)!);
    columns.delete(from);
  }

  const dropped = new Set(migrations.filter(isDrop).map((m) => toColumnName(m.drop.field)));
  for (const column of dropped) {
    if (!columns.has(column) || expected.has(column)) continue;
    drops.push({ run: (d) => d.schema.alterTable(table).dropColumn(column).execute(), note: `dropped column ${table}.${column} (declared in x-migrations)` });
    columns.delete(column);
  }

  const casts = new Map(migrations.filter(isCast).map((m) => [toColumnName(m.cast.field), m.cast]));
  for (const [column, type] of columns) {
    const wanted = expected.get(column);
    if (!wanted) {
      const rows = await rowsWithValue(db, table, column);
      if (rows > 0) refusals.push({ kind: 'removedWithData', screen, column, rows });
      else notes.push(`kept column ${table}.${column}: field '${toFieldName(column)}' is no longer in the screen file (no data; declare a drop to remove it)`);
      continue;
    }
    if (wanted === type) continue;
    const cast = casts.get(column);
    const rows = await rowsWithValue(db, table, column);
    if (rows > 0 && cast?.to !== wanted) {
      refusals.push({ kind: 'typeChangedWithData', screen, column, rows, from: type, to: wanted });
      continue;
    }
    const using = cast?.using ?? `${column}::${wanted}`;
    changes.push({
      run: (d) => castColumn(d, { screen, column, from: type, to: wanted, using }),
      note: `changed column ${table}.${column} from ${type} to ${wanted}${rows > 0 ? ` using ${using}` : ' (no data)'}`,
    });
  }
  return { changes, drops, refusals, notes };
}

/**
 * Applies the non-additive changes of the screen files to their existing tables: declared
 * renames and casts, and type changes of columns without data. A removed or retyped
 * column holding data without a declaration refuses the whole migration before anything runs;
 * a removed column without data is kept (and logged), never dropped silently. Answers the declared
 * drops, for the caller to run once the data moves have read those columns.
 */
export async function applySchemaChanges(db: AppDb, screens: ScreenFile[], log: (message: string) => void): Promise<() => Promise<void>> {
  const planned: PlannedChange[] = [];
  const drops: PlannedChange[] = [];
  const refusals: SchemaRefusal[] = [];
  const expected = expectedColumns(screens);
  for (const screen of screens) {
    const present = await readColumns(db, screen.table);
    if (present.size === 0) continue;
    const plan = await planScreen(db, screen, present, expected.get(screen.table)!);
    planned.push(...plan.changes);
    drops.push(...plan.drops);
    refusals.push(...plan.refusals);
    plan.notes.forEach((note) => log(note));
  }
  if (refusals.length > 0) throw new SchemaChangeRefusedError(refusals);
  const run = async (changes: PlannedChange[]) => {
    for (const change of changes) {
      await change.run(db);
      log(change.note);
    }
  };
  await run(planned);
  return () => run(drops);
}
