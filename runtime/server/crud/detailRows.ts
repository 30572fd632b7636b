import type { Kysely, Transaction } from 'kysely';
import { withComputedColumns } from '../../core/screen/computedColumns';
import { detailScreenOf } from '../../core/screen/detailScreen';
import { toColumnName } from '../../core/screen/naming';
import { detailFields, ORDER_FIELD, type DetailField } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { isRowArray } from '../../core/validation/detailRows';
import type { AuthContext } from '../auth/authContext';
import { currentTimestamp } from '../db/clock';
import type { DB, Row } from '../db/dbTypes';
import { newId } from '../db/ids';
import { recordToColumns, rowToRecord, type ApiRecord } from './recordMapper';
import { nextVersion, VERSION_COLUMN } from './staleRecord';

const detailScreens = new WeakMap<DetailField['field'], ScreenFile>();

/** The detail table of a master screen as a screen (cached: migrations and mapping read it often). */
export function detailScreen(master: ScreenFile, detail: DetailField): ScreenFile {
  let screen = detailScreens.get(detail.field);
  if (!screen) {
    screen = detailScreenOf(master, detail);
    detailScreens.set(detail.field, screen);
  }
  return screen;
}

/** The record with the computed columns of its detail rows filled in, before validation. */
export function withComputedDetails(master: ScreenFile, record: Record<string, unknown>): Record<string, unknown> {
  let result = record;
  for (const detail of detailFields(master)) {
    const rows = record[detail.name];
    if (isRowArray(rows)) result = { ...result, [detail.name]: rows.map((row) => withComputedColumns(detail.field, row)) };
  }
  return result;
}

/**
 * Writes the detail rows of one master record inside its transaction: rows whose id is already
 * stored under this master are updated, other rows (temporary ids, no id) inserted with new ids,
 * stored rows missing from the list deleted; orderNum follows the list order. Each row in the list
 * is a whole row (its absent columns are cleared); the master's version guards the document, so
 * rows carry no version check of their own. A detail property absent from the record leaves its rows untouched.
 */
export async function saveDetailRows(
  trx: Transaction<DB>,
  master: ScreenFile,
  auth: AuthContext,
  masterId: string,
  owner: Record<string, unknown>,
  record: Record<string, unknown>,
): Promise<void> {
  for (const detail of detailFields(master)) {
    if (!(detail.name in record)) continue;
    const rows = isRowArray(record[detail.name]) ? (record[detail.name] as Record<string, unknown>[]) : [];
    const screen = detailScreen(master, detail);
    const foreignColumn = toColumnName(detail.foreignKey);
    const stored = await trx.selectFrom(detail.table).select('id').where(foreignColumn, '=', masterId).execute();
    const storedIds = new Set(stored.map((row) => String(row.id)));
    const keptIds = new Set<string>();
    const now = currentTimestamp();
    for (const [index, row] of rows.entries()) {
      const columns = recordToColumns(screen, { ...row, [detail.foreignKey]: masterId, [ORDER_FIELD]: index + 1 });
      const id = typeof row.id === 'string' ? row.id : '';
      if (storedIds.has(id)) {
        keptIds.add(id);
        await trx
          .updateTable(detail.table)
          .set({ ...columns, update_by: auth.username, update_time: now, [VERSION_COLUMN]: nextVersion() })
          .where('id', '=', id)
          .execute();
      } else {
        await trx
          .insertInto(detail.table)
          .values({ id: newId(), ...columns, ...owner, create_by: auth.username, create_time: now })
          .execute();
      }
    }
    const removed = [...storedIds].filter((id) => !keptIds.has(id));
    if (removed.length > 0) await trx.deleteFrom(detail.table).where('id', 'in', removed).execute();
  }
}

/** The detail rows of one master record by detail property, each list ordered by orderNum. */
export async function readDetailRows(db: Kysely<DB>, master: ScreenFile, masterId: string): Promise<Record<string, ApiRecord[]>> {
  const result: Record<string, ApiRecord[]> = {};
  for (const detail of detailFields(master)) {
    const screen = detailScreen(master, detail);
    const rows: Row[] = await db
      .selectFrom(detail.table)
      .selectAll()
      .where(toColumnName(detail.foreignKey), '=', masterId)
      .orderBy(toColumnName(ORDER_FIELD))
      .orderBy('id')
      .execute();
    result[detail.name] = rows.map((row) => rowToRecord(screen, row));
  }
  return result;
}

/** Deletes the detail rows of the given master records (inside the delete's transaction). */
export async function deleteDetailRows(trx: Transaction<DB>, master: ScreenFile, masterIds: string[]): Promise<void> {
  for (const detail of detailFields(master)) await trx.deleteFrom(detail.table).where(toColumnName(detail.foreignKey), 'in', masterIds).execute();
}
