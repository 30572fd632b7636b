import { sql } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type CarryMigration, type DataMigration, type ResolveMigration, type ScreenFile } from '../../core/screen/screen.types';
import type { AppDb } from './dbTypes';
import { newId } from './ids';
import { tableColumns } from './tableColumns';

type Row = Record<string, unknown>;

const isCarry = (m: object): m is { carry: CarryMigration } => 'carry' in m;
const isResolve = (m: object): m is { resolve: ResolveMigration } => 'resolve' in m;

/** The columns of the two tables that exist now (a move skips the columns already dropped or not yet there). */
async function columnsOfBoth(db: AppDb, own: string, theirs: string): Promise<[Set<string>, Set<string>]> {
  const columns = await tableColumns(db, [own, theirs]);
  return [columns.get(own) ?? new Set(), columns.get(theirs) ?? new Set()];
}

/** The declared values of the records a move creates, by target column (the ones the target table has). */
const createdValues = (create: Record<string, unknown> | undefined, theirs: Set<string>) =>
  new Map(Object.entries(create ?? {}).flatMap(([field, value]) => (theirs.has(toColumnName(field)) ? [[toColumnName(field), value] as const] : [])));

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The id of the target record (same tenant, not deleted) whose column holds the value, if any. */
async function findRecord(db: AppDb, target: ScreenFile, tenant: unknown, column: string, value: unknown): Promise<string | undefined> {
  const live = target.softDelete ? sql`and ${sql.ref(DEL_FLAG_COLUMN)} = 0` : sql``;
  const found = await sql<{ id: string }>`
    select id from ${sql.table(target.table)} where ${sql.ref(column)} = ${value} and tenant_id = ${tenant} ${live} order by create_time, id limit 1`.execute(
    db,
  );
  return found.rows[0]?.id;
}

async function insertRecord(db: AppDb, table: string, tenant: unknown, values: Map<string, unknown>): Promise<string> {
  const id = newId();
  const columns = ['id', 'tenant_id', 'create_time', ...values.keys()];
  const row = [id, tenant, new Date(), ...values.values()];
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(row)})`.execute(db);
  return id;
}

/** Fills the record's empty columns with the values; answers how many it filled. */
async function fillEmpty(db: AppDb, table: string, id: string, values: Map<string, unknown>): Promise<number> {
  let filled = 0;
  for (const [column, value] of values) {
    const result = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value}
      where id = ${id} and (${sql.ref(column)} is null or ${sql.ref(column)}::text = '')`.execute(db);
    filled += Number(result.numAffectedRows ?? 0);
  }
  return filled;
}

/**
 * Carries a screen's columns into the matched (or new) records of another screen and links each
 * row to its record. Runs while a carried column declared dropped is still there: after the drop
 * it has nothing left to move, so a later start does nothing (and values edited since stay).
 */
async function carry(db: AppDb, screen: ScreenFile, move: CarryMigration, target: ScreenFile, log: (message: string) => void): Promise<void> {
  const [own, theirs] = await columnsOfBoth(db, screen.table, target.table);
  const pairs = (map: Record<string, string>) =>
    Object.entries(map)
      .map(([from, to]) => [toColumnName(from), toColumnName(to)] as const)
      .filter(([from, to]) => own.has(from) && theirs.has(to));
  const dropped = new Set((screen['x-migrations'] ?? []).flatMap((m) => ('drop' in m ? [toColumnName(m.drop.field)] : [])));
  const carried = pairs(move.fields);
  if (!carried.some(([from]) => dropped.has(from))) return;
  const keys = pairs(move.match);
  const link = toColumnName(move.link);
  const read = ['id', 'tenant_id', link, ...new Set([...keys, ...carried].map(([from]) => from))];
  const rows = await sql<Row>`select ${sql.join(read.map((column) => sql.ref(column)))} from ${sql.table(screen.table)} order by id`.execute(db);
  const counts = { created: 0, filled: 0, linked: 0, unmatched: 0 };
  const defaults = createdValues(move.create, theirs);
  for (const row of rows.rows) {
    const values = new Map([...keys, ...carried].filter(([from]) => hasValue(row[from])).map(([from, to]) => [to, row[from]]));
    let id = hasValue(row[link]) ? String(row[link]) : undefined;
    for (const [from, to] of keys) if (!id && hasValue(row[from])) id = await findRecord(db, target, row.tenant_id, to, row[from]);
    if (!id && keys.some(([from]) => hasValue(row[from]))) {
      // The row's own values win over the declared ones, which fill what it leaves empty.
      id = await insertRecord(db, target.table, row.tenant_id, new Map([...defaults, ...values]));
      counts.created++;
    } else if (id) counts.filled += await fillEmpty(db, target.table, id, values);
    else counts.unmatched++;
    if (id && !hasValue(row[link])) {
      await sql`update ${sql.table(screen.table)} set ${sql.ref(link)} = ${id} where id = ${row.id}`.execute(db);
      counts.linked++;
    }
  }
  if (Object.values(counts).some((n) => n > 0))
    log(
      `carried ${screen.table} (${carried.map(([from]) => from).join(', ')}) into ${target.table}: ` +
        `${counts.created} records created, ${counts.filled} empty values filled, ${counts.linked} rows linked by ${link}, ${counts.unmatched} rows without a key left unlinked`,
    );
}

/** Replaces the names in a text column by the ids of the records named so, creating the missing records; values already ids are left alone. */
async function resolve(db: AppDb, screen: ScreenFile, move: ResolveMigration, target: ScreenFile, log: (message: string) => void): Promise<void> {
  const column = toColumnName(move.field);
  const by = toColumnName(move.by);
  const [own, theirs] = await columnsOfBoth(db, screen.table, target.table);
  if (!own.has(column) || !theirs.has(by)) return;
  const defaults = createdValues(move.create, theirs);
  const names = await sql<{ tenant_id: string; name: string }>`
    select distinct s.tenant_id, s.${sql.ref(column)} as name from ${sql.table(screen.table)} s
    where s.${sql.ref(column)} is not null and s.${sql.ref(column)} <> ''
      and not exists (select 1 from ${sql.table(target.table)} t where t.id = s.${sql.ref(column)})`.execute(db);
  let created = 0;
  let rows = 0;
  for (const { tenant_id: tenant, name } of names.rows) {
    let id = await findRecord(db, target, tenant, by, name);
    if (!id) {
      id = await insertRecord(db, target.table, tenant, new Map([...defaults, [by, name]]));
      created++;
    }
    const result = await sql`update ${sql.table(screen.table)} set ${sql.ref(column)} = ${id}
      where ${sql.ref(column)} = ${name} and tenant_id = ${tenant}`.execute(db);
    rows += Number(result.numAffectedRows ?? 0);
  }
  if (rows > 0) log(`resolved ${screen.table}.${column}: ${rows} rows now hold ids of ${target.table} (${created} records created for names not found)`);
}

/**
 * Runs the declared data moves (`carry`, `resolve` in `x-migrations`) of every screen. Called once
 * the tables have every new column and before the declared drops, so the values still exist and
 * have somewhere to go; a move naming an unknown screen is left to the lint.
 */
export async function applyDataMoves(
  db: AppDb,
  screens: ScreenFile[],
  screensById: ReadonlyMap<string, ScreenFile>,
  log: (message: string) => void,
): Promise<void> {
  for (const screen of screens) {
    for (const migration of (screen['x-migrations'] ?? []) as DataMigration[]) {
      const target = screensById.get(isCarry(migration) ? migration.carry.to : isResolve(migration) ? migration.resolve.screen : '');
      if (!target) continue;
      if (isCarry(migration)) await carry(db, screen, migration.carry, target, log);
      else if (isResolve(migration)) await resolve(db, screen, migration.resolve, target, log);
    }
  }
}
