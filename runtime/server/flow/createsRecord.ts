import type { Transaction } from 'kysely';
import { RECORD_ID_FIELD, type CreatesDeclaration, type CreatesRows } from '../../core/checks/check.types';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { rowProject, withinProject } from '../crud/rowProject';
import type { RowCondition } from '../crud/rowVisibility';
import { writeRecord } from '../crud/saveRecord';
import type { DB } from '../db/dbTypes';
import { ClientError } from '../sys/errorHandlers';

/**
 * The row condition of an add, which reads no stored row of its screen; computing the caller's
 * visible rows would query outside the step's transaction (and wait on it, on PGlite's one connection).
 */
const ADDS_READ_NO_ROW: RowCondition = (eb) => eb.and([]);

/** A step whose new record the target screen refused: 400 naming that screen, e.g. 花名册：身份证号码已存在. */
export class CreatesRefusal extends ClientError {
  constructor(screenTitle: string, message: string) {
    super(400, `${screenTitle}：${message}`);
    this.name = 'CreatesRefusal';
  }
}

const ownValue = (source: { id: string; record: ApiRecord }, own: string): unknown => (own === RECORD_ID_FIELD ? source.id : (source.record[own] ?? null));

/** The body of the new record: each mapped field's value in the source record (`id` is the record's id). */
function createdBody(declaration: CreatesDeclaration, source: { id: string; record: ApiRecord }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(declaration.map).map(([target, own]) => [target, ownValue(source, own)]));
}

/**
 * The new record's detail rows (`rows`): the matching records of the named screen as they are now, read in
 * the step's transaction, so a report keeps the results it was issued with.
 */
async function copiedRows(
  trx: Transaction<DB>,
  deps: CrudDeps,
  rows: CreatesRows,
  source: { id: string; record: ApiRecord },
): Promise<Record<string, unknown>[]> {
  const from = deps.registry.screens.get(rows.screen);
  if (!from) throw new Error(`creates.rows names the unknown screen ${rows.screen} (the lint reports it)`);
  let query = trx.selectFrom(from.table).selectAll();
  for (const [field, own] of Object.entries(rows.match)) query = query.where(toColumnName(field), '=', ownValue(source, own) as string);
  if (from.softDelete) query = query.where(DEL_FLAG_COLUMN, '=', 0);
  if (rows.order) query = query.orderBy(toColumnName(rows.order));
  const found = await query.orderBy('id').execute();
  return found.map((row) => {
    const record = rowToRecord(from, row);
    return Object.fromEntries(Object.entries(rows.map).map(([column, field]) => [column, record[field] ?? null]));
  });
}

/**
 * The `creates` effect of a transition: adds the mapped record to the target screen inside the
 * step's transaction, through the same writeRecord as 新增 (rules, dictionaries, uniqueness, the
 * target's hooks: its checks and its flow's initial state), with its detail rows copied from another
 * screen when `rows` says so, and keeps its id in the `link` field (the source row found within its project, `projectId`).
 * A refusal of the new record refuses the whole step.
 */
export async function createsRecord(
  trx: Transaction<DB>,
  deps: CrudDeps,
  declaration: CreatesDeclaration,
  source: { screen: ScreenFile; id: string; record: ApiRecord; projectId: unknown; auth: AuthContext },
): Promise<string> {
  const target = deps.registry.screens.get(declaration.screen);
  if (!target) throw new Error(`Transition of ${source.screen.id} creates in the unknown screen ${declaration.screen} (the lint reports it)`);
  const body = createdBody(declaration, source);
  if (declaration.rows) body[declaration.rows.field] = await copiedRows(trx, deps, declaration.rows, source);
  let created: ApiRecord;
  try {
    created = await writeRecord(trx, deps, { screen: target, auth: source.auth, mode: 'add', body }, ADDS_READ_NO_ROW);
  } catch (error) {
    if (error instanceof BusinessError || error instanceof ClientError) throw new CreatesRefusal(target.title, error.message);
    throw error;
  }
  const id = String(created.id);
  if (declaration.link)
    await trx
      .updateTable(source.screen.table)
      .set({ [toColumnName(declaration.link)]: id })
      .where('id', '=', source.id)
      .$call(withinProject(rowProject(source.screen, source.projectId)))
      .execute();
  return id;
}
