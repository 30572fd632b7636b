import type { Transaction } from 'kysely';
import { RECORD_ID_FIELD, type CreatesDeclaration } from '../../core/checks/check.types';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import type { ApiRecord } from '../crud/recordMapper';
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

/** The body of the new record: each mapped field's value in the source record (`id` is the record's id). */
function createdBody(declaration: CreatesDeclaration, source: { id: string; record: ApiRecord }): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declaration.map).map(([target, own]) => [target, own === RECORD_ID_FIELD ? source.id : (source.record[own] ?? null)]),
  );
}

/**
 * The `creates` effect of a transition: adds the mapped record to the target screen inside the
 * step's transaction, through the same writeRecord as 新增 (rules, dictionaries, uniqueness, the
 * target's hooks: its checks and its flow's initial state), and keeps its id in the `link` field.
 * A refusal of the new record refuses the whole step.
 */
export async function createsRecord(
  trx: Transaction<DB>,
  deps: CrudDeps,
  declaration: CreatesDeclaration,
  source: { screen: ScreenFile; id: string; record: ApiRecord; auth: AuthContext },
): Promise<string> {
  const target = deps.registry.screens.get(declaration.screen);
  if (!target) throw new Error(`Transition of ${source.screen.id} creates in the unknown screen ${declaration.screen} (the lint reports it)`);
  let created: ApiRecord;
  try {
    created = await writeRecord(trx, deps, { screen: target, auth: source.auth, mode: 'add', body: createdBody(declaration, source) }, ADDS_READ_NO_ROW);
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
      .execute();
  return id;
}
