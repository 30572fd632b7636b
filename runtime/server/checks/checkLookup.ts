import type { Transaction } from 'kysely';
import { sql, type Expression, type SqlBool } from 'kysely';
import { checkDetail, checkField } from '../../core/checks/checkFields';
import type { RecordCheck } from '../../core/checks/check.types';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { detailScreen } from '../crud/detailRows';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { scopeOf } from '../crud/screenScope';
import type { DB } from '../db/dbTypes';

const HEADER = 'h';
const DETAIL = 'd';

/** What a lookup asks: the looked-in screen, the values its rows must match, and a record that must not match itself. */
export interface LookupRequest {
  target: ScreenFile;
  check: RecordCheck;
  /** Looked-up field → the value it must equal (the record's values of `match`). */
  values: Record<string, unknown>;
  /** The record's own span, when the check matches only rows whose span overlaps it. */
  span: { start: unknown; end: unknown } | null;
  /** Id of the record being checked, left out when the check looks in the record's own screen. */
  selfId: string | null;
  auth: AuthContext;
}

/** What every lookup of a check shares: the looked-in screen, the check and the caller. */
type LookupScope = Pick<LookupRequest, 'target' | 'check' | 'auth'>;

/** `alias.column` of a field named by the check, on the side (header or detail row) that holds it. */
function fieldRef(request: LookupScope, name: string) {
  const detail = checkDetail(request.target, request.check);
  const found = checkField(request.target, detail, name);
  if (!found) throw new Error(`Check of ${request.target.id} names '${name}', which it does not have (the lint reports it)`);
  return sql.ref(`${found.side === 'detail' ? DETAIL : HEADER}.${toColumnName(name)}`);
}

/** The conditions every lookup of a check shares: the caller's scope of the looked-in screen, its live rows and the `where`. */
function sharedConditions(request: LookupScope): Expression<SqlBool>[] {
  const { target, check } = request;
  const all: Expression<SqlBool>[] = Object.entries(scopeOf(target, request.auth)).map(
    ([column, value]) => sql<SqlBool>`${sql.ref(`${HEADER}.${column}`)} = ${value}`,
  );
  if (target.softDelete) all.push(sql<SqlBool>`${sql.ref(`${HEADER}.${DEL_FLAG_COLUMN}`)} = 0`);
  for (const condition of check.where ?? []) {
    const values = ([] as string[]).concat(condition.value);
    all.push(sql<SqlBool>`${fieldRef(request, condition.field)} in (${sql.join(values)})`);
  }
  return all;
}

/** The conditions of one lookup: the shared ones, the match and, in the record's own screen, not the record itself. */
function conditions(request: LookupRequest): Expression<SqlBool>[] {
  const all = sharedConditions(request);
  for (const [field, value] of Object.entries(request.values)) all.push(sql<SqlBool>`${fieldRef(request, field)} = ${String(value)}`);
  const { overlap } = request.check;
  if (overlap && request.span) {
    // Two spans meet when each starts no later than the other ends (a shared end day counts).
    all.push(sql<SqlBool>`${fieldRef(request, overlap.start)} <= ${String(request.span.end)}`);
    all.push(sql<SqlBool>`${fieldRef(request, overlap.end)} >= ${String(request.span.start)}`);
  }
  if (request.selfId !== null && !request.check.detail) all.push(sql<SqlBool>`${sql.ref(`${HEADER}.id`)} <> ${request.selfId}`);
  return all;
}

/** A match's looked-up values as one key, in the order of the check's `match`. */
export function matchKey(check: RecordCheck, values: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(check.match).map((field) => String(values[field])));
}

/**
 * Which of many matches (looked-up field → value, as in LookupRequest.values) have a row of the
 * check's screen (or detail table), as matchKey keys: one SELECT for a whole batch of new records
 * (an import), which are not in the table yet and so cannot match themselves.
 */
export async function matchedKeys(trx: Transaction<DB>, request: LookupScope, matches: Record<string, unknown>[]): Promise<Set<string>> {
  const fields = Object.keys(request.check.match);
  if (matches.length === 0) return new Set();
  const all = sharedConditions(request);
  for (const field of fields) {
    const values = [...new Set(matches.map((values) => String(values[field])))];
    all.push(sql<SqlBool>`${fieldRef(request, field)} in (${sql.join(values)})`);
  }
  const detail = checkDetail(request.target, request.check);
  const columns = sql.join(fields.map((field, index) => sql`cast(${fieldRef(request, field)} as text) as ${sql.ref(`k${index}`)}`));
  const from = detail
    ? sql`${sql.table(detail.table)} as ${sql.ref(DETAIL)} join ${sql.table(request.target.table)} as ${sql.ref(HEADER)} on ${sql.ref(`${HEADER}.id`)} = ${sql.ref(`${DETAIL}.${toColumnName(detail.foreignKey)}`)}`
    : sql`${sql.table(request.target.table)} as ${sql.ref(HEADER)}`;
  const found = await sql<Record<string, string>>`select distinct ${columns} from ${from} where ${sql.join(all, sql` and `)}`.execute(trx);
  return new Set(found.rows.map((row) => JSON.stringify(fields.map((_, index) => row[`k${index}`]))));
}

/**
 * The first row of the check's screen (or of its detail table, with its header's fields) that
 * matches, as one record of field values; null when none does. Runs in the caller's transaction,
 * so it sees what the same request wrote before it.
 */
export async function findMatch(trx: Transaction<DB>, request: LookupRequest): Promise<ApiRecord | null> {
  const { target, check } = request;
  const detail = checkDetail(target, check);
  const where = sql.join(conditions(request), sql` and `);
  if (!detail) {
    const found = await sql<
      Record<string, unknown>
    >`select ${sql.ref(HEADER)}.* from ${sql.table(target.table)} as ${sql.ref(HEADER)} where ${where} limit 1`.execute(trx);
    return found.rows[0] ? rowToRecord(target, found.rows[0]) : null;
  }
  const ids = await sql<{ header_id: string; detail_id: string }>`select ${sql.ref(`${HEADER}.id`)} as header_id, ${sql.ref(`${DETAIL}.id`)} as detail_id
    from ${sql.table(detail.table)} as ${sql.ref(DETAIL)}
    join ${sql.table(target.table)} as ${sql.ref(HEADER)} on ${sql.ref(`${HEADER}.id`)} = ${sql.ref(`${DETAIL}.${toColumnName(detail.foreignKey)}`)}
    where ${where} limit 1`.execute(trx);
  const match = ids.rows[0];
  if (!match) return null;
  const header = await trx.selectFrom(target.table).selectAll().where('id', '=', match.header_id).executeTakeFirstOrThrow();
  const row = await trx.selectFrom(detail.table).selectAll().where('id', '=', match.detail_id).executeTakeFirstOrThrow();
  return { ...rowToRecord(target, header), ...rowToRecord(detailScreen(target, detail), row) };
}
