import type { Transaction } from 'kysely';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CheckCondition } from '../../core/checks/check.types';
import { RECORD_ID_FIELD } from '../../core/checks/check.types';
import { DERIVE_CONSTANT_PREFIX, type DeriveDeclaration, type DeriveNumber, type DerivePick, type DeriveRatio } from '../../core/flow/derive.types';
import { FLOW_DERIVED, type FlowTransition } from '../../core/flow/flow.types';
import { flowOf } from '../../core/flow/flowModel';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { recordToColumns, rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { rowProject, withinProject } from '../crud/rowProject';
import { nextVersion, VERSION_COLUMN } from '../crud/staleRecord';
import { currentTimestamp } from '../db/clock';
import type { DB, Row } from '../db/dbTypes';
import { newId } from '../db/ids';
import { ClientError } from '../sys/errorHandlers';
import { writeHistory } from './flowHistory';

export const DERIVE_MESSAGES = {
  chosenGone: (count: number) => `所选的${count}条记录已被处理或不符合条件，请刷新后重新选择`,
} as const;

/** A derivation the data does not allow (too few joints for the ratio, none to pick): 400, nothing changed. */
export class DeriveRefusal extends ClientError {
  constructor(message: string) {
    super(400, message);
    this.name = 'DeriveRefusal';
  }
}

/** The record whose step derives, with the owner columns of its row and the step taken. */
export interface DeriveSource {
  screen: ScreenFile;
  id: string;
  record: ApiRecord;
  row: Row;
  auth: AuthContext;
  transition: FlowTransition;
}

/** One derivation being carried out: its declaration, its target screen and the record deriving. */
interface Derivation {
  declaration: DeriveDeclaration;
  target: ScreenFile;
  source: DeriveSource;
}

/** A `set`/`match` reference's value: `=text` is the text, `id` the record's id, otherwise the record's field. */
function sourceValue(source: DeriveSource, reference: string): unknown {
  if (reference.startsWith(DERIVE_CONSTANT_PREFIX)) return reference.slice(DERIVE_CONSTANT_PREFIX.length);
  if (reference === RECORD_ID_FIELD) return source.id;
  return source.record[reference] ?? null;
}

const column = (name: string) => sql.ref(toColumnName(name));
const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** The target's rows in the record's own project (or tenant) that are not in the recycle bin. */
function ownerConditions({ target, source }: Derivation): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [];
  if (target.scope === 'project') all.push(sql<SqlBool>`project_id = ${String(source.row.project_id)}`);
  if (target.scope === 'tenant') all.push(sql<SqlBool>`tenant_id = ${String(source.row.tenant_id)}`);
  if (target.softDelete) all.push(sql<SqlBool>`${sql.ref(DEL_FLAG_COLUMN)} = 0`);
  return all;
}

const conditionSql = (conditions: readonly CheckCondition[] = []): Expression<SqlBool>[] =>
  conditions.map((condition) => sql<SqlBool>`${column(condition.field)} in (${sql.join(([] as string[]).concat(condition.value))})`);

const equalSql = (values: Record<string, unknown>): Expression<SqlBool>[] =>
  Object.entries(values).map(([field, value]) => sql<SqlBool>`${column(field)} = ${String(value)}`);

const whereAll = (conditions: Expression<SqlBool>[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

/**
 * Serialises every derivation on the same key until the step commits, so two concurrent steps
 * cannot hand out the same number or pick the same rows (PostgreSQL and PGlite alike).
 */
async function lockKey(trx: Transaction<DB>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** `{base}{suffix}{n}`, n one more than the highest in use for that base within the derived record's `within` fields. */
async function nextNumber(trx: Transaction<DB>, derivation: Derivation, number: DeriveNumber, base: string, derived: ApiRecord): Promise<string> {
  const prefix = `${base}${number.suffix}`;
  const within = Object.fromEntries((number.within ?? []).map((field) => [field, derived[field]]));
  await lockKey(trx, `${derivation.target.table}:${number.field}:${JSON.stringify(within)}:${prefix}`);
  const used = await sql<{ value: string }>`select ${column(number.field)} as value from ${sql.table(derivation.target.table)}
    where ${whereAll([...ownerConditions(derivation), ...equalSql(within), sql<SqlBool>`left(${column(number.field)}, ${prefix.length}) = ${prefix}`])}`.execute(
    trx,
  );
  const highest = used.rows
    .map((row) => row.value.slice(prefix.length))
    .filter((tail) => /^[0-9]+$/.test(tail))
    .reduce((max, tail) => Math.max(max, Number(tail)), 0);
  return `${prefix}${highest + 1}`;
}

/** The original number the record's derivations are numbered after: its base field, or its own number when it is an original. */
function baseOf(source: DeriveSource, number: DeriveNumber): string {
  const base = source.record[number.base];
  return String(isEmpty(base) ? source.record[number.of ?? number.field] : base);
}

function setValues({ declaration, source }: Derivation): ApiRecord {
  return Object.fromEntries(Object.entries(declaration.set ?? {}).map(([field, reference]) => [field, sourceValue(source, reference)]));
}

/** The state derived records are put in, and the target's state field (null when the target has no flow). */
function derivedState({ declaration, target }: Derivation): { field: string; code: string } | null {
  const flow = flowOf(target);
  return flow ? { field: flow.stateField, code: declaration.state ?? flow.initial } : null;
}

async function historyOf(trx: Transaction<DB>, derivation: Derivation, id: string, fromState: string | null, values: ApiRecord): Promise<void> {
  const state = derivedState(derivation);
  if (!state) return;
  const { source } = derivation;
  await writeHistory(trx, {
    screen: derivation.target,
    recordId: id,
    owner: source.row,
    action: FLOW_DERIVED.name,
    fromState,
    toState: state.code,
    actor: { id: source.auth.userId, name: source.auth.realname || source.auth.username },
    comment: `${source.screen.title}「${source.transition.title}」`,
    values,
  });
}

/** Adds one record: the `set` values, its number after the record's base, in the derivation's state. */
async function addDerived(trx: Transaction<DB>, derivation: Derivation): Promise<void> {
  const { declaration, target, source } = derivation;
  const values = setValues(derivation);
  const { number } = declaration;
  if (number) {
    const base = baseOf(source, number);
    values[number.base] = base;
    values[number.field] = await nextNumber(trx, derivation, number, base, values);
  }
  const state = derivedState(derivation);
  const stored = state ? { ...values, [state.field]: state.code } : values;
  const id = newId();
  const owner = { tenant_id: source.row.tenant_id, ...(target.scope === 'project' ? { project_id: source.row.project_id } : {}) };
  await trx
    .insertInto(target.table)
    .values({
      id,
      ...recordToColumns(target, stored, new Set(Object.keys(stored))),
      ...owner,
      create_by: source.auth.username,
      create_time: currentTimestamp(),
    })
    .execute();
  await historyOf(trx, derivation, id, null, number ? { [number.field]: values[number.field] } : {});
}

const chosenIds = (value: unknown): string[] =>
  isEmpty(value)
    ? []
    : [
        ...new Set(
          String(value)
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];

/** How far the rows matching the record are from the ratio: the counts a refusal message quotes. */
async function ratioFigures(trx: Transaction<DB>, derivation: Derivation, ratio: DeriveRatio, matched: Expression<SqlBool>[]) {
  const among = [...matched, ...conditionSql(ratio.among)];
  const counts = await sql<{ total: number | string; counted: number | string }>`select count(*) as total,
      count(*) filter (where ${whereAll(conditionSql(ratio.counted))}) as counted
    from ${sql.table(derivation.target.table)} where ${whereAll(among)}`.execute(trx);
  const total = Number(counts.rows[0].total);
  const counted = Number(counts.rows[0].counted);
  const percent = Number(sourceValue(derivation.source, ratio.percent) ?? 0) || 0;
  const required = Math.ceil((percent * total) / 100);
  return { percent, total, required, counted, needed: Math.max(0, required - counted) };
}

const fillMessage = (message: string, figures: Record<string, number>): string =>
  message.replace(/\{([a-z]+)\}/g, (whole, name: string) => (name in figures ? String(figures[name]) : whole));

/** The rows a pick moves: the ones a person chose (checked against the ratio), or the oldest the server picks. */
async function pickedRows(trx: Transaction<DB>, derivation: Derivation, pick: DerivePick): Promise<Row[]> {
  const { target, source } = derivation;
  const matchValues = Object.fromEntries(Object.entries(pick.match).map(([field, own]) => [field, sourceValue(source, own)]));
  if (Object.values(matchValues).some(isEmpty)) return [];
  await lockKey(trx, `${target.table}:pick:${JSON.stringify(matchValues)}`);
  const matched = [...ownerConditions(derivation), ...equalSql(matchValues)];
  const open = [...matched, ...conditionSql(pick.where)];
  const figures = pick.ratio ? await ratioFigures(trx, derivation, pick.ratio, matched) : null;
  const chosen = pick.ids ? chosenIds(source.record[pick.ids]) : [];
  const order = pick.order ? sql`${column(pick.order)}, id` : sql`id`;
  if (chosen.length > 0) {
    const rows =
      await sql<Row>`select * from ${sql.table(target.table)} where ${whereAll([...open, sql<SqlBool>`id in (${sql.join(chosen)})`])} order by ${order}`.execute(
        trx,
      );
    if (rows.rows.length < chosen.length) throw new DeriveRefusal(DERIVE_MESSAGES.chosenGone(chosen.length - rows.rows.length));
    if (pick.ratio && figures && chosen.length < figures.needed)
      throw new DeriveRefusal(fillMessage(pick.ratio.message, { ...figures, selected: chosen.length }));
    return rows.rows;
  }
  const limit = Math.min(pick.count ?? Number.MAX_SAFE_INTEGER, figures ? figures.needed : Number.MAX_SAFE_INTEGER);
  if (limit <= 0) return [];
  const rows = await sql<Row>`select * from ${sql.table(target.table)} where ${whereAll(open)} order by ${order} limit ${limit}`.execute(trx);
  return rows.rows;
}

/** Moves the picked rows: the `set` values, each its own number after the record's base, the derivation's state. */
async function pickDerived(trx: Transaction<DB>, derivation: Derivation, pick: DerivePick): Promise<void> {
  const { declaration, target, source } = derivation;
  const rows = await pickedRows(trx, derivation, pick);
  if (rows.length === 0 && pick.empty) throw new DeriveRefusal(pick.empty);
  const state = derivedState(derivation);
  for (const row of rows) {
    const values = setValues(derivation);
    const { number } = declaration;
    if (number) values[number.field] = await nextNumber(trx, derivation, number, baseOf(source, number), { ...rowToRecord(target, row), ...values });
    const stored = state ? { ...values, [state.field]: state.code } : values;
    await trx
      .updateTable(target.table)
      .set({
        ...recordToColumns(target, stored, new Set(Object.keys(stored))),
        update_by: source.auth.username,
        update_time: currentTimestamp(),
        [VERSION_COLUMN]: nextVersion(),
      })
      .where('id', '=', String(row.id))
      .$call(withinProject(rowProject(target, row.project_id)))
      .execute();
    const fromState = state ? String(rowToRecord(target, row)[state.field] ?? '') || null : null;
    await historyOf(trx, derivation, String(row.id), fromState, number ? { [number.field]: values[number.field] } : {});
  }
}

/**
 * The `derives` of a transition, in the step's transaction after its checks: each adds a numbered
 * record or moves picked rows of its target screen; a refusal rolls the whole step back.
 */
export async function derivesRecords(trx: Transaction<DB>, deps: CrudDeps, declarations: readonly DeriveDeclaration[], source: DeriveSource): Promise<void> {
  for (const declaration of declarations) {
    const target = declaration.screen ? deps.registry.screens.get(declaration.screen) : source.screen;
    if (!target) throw new Error(`Transition of ${source.screen.id} derives in the unknown screen ${declaration.screen} (the lint reports it)`);
    const derivation = { declaration, target, source };
    if (declaration.pick) await pickDerived(trx, derivation, declaration.pick);
    else await addDerived(trx, derivation);
  }
}
