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
import { BusinessError } from './businessError';
import { recordToColumns, rowToRecord, type ApiRecord } from './recordMapper';
import { rowProject, withinProject } from './rowProject';
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
    const project = rowProject(master, owner.project_id);
    const stored = await trx.selectFrom(detail.table).selectAll().where(foreignColumn, '=', masterId).$call(withinProject(project)).execute();
    const storedIds = new Set(stored.map((row) => String(row.id)));
    if (detail.field['x-detail']?.appendOnly) refuseRewrite(detail, screen, stored, rows);
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
          .$call(withinProject(project))
          .execute();
      } else {
        await trx
          .insertInto(detail.table)
          .values({ id: newId(), ...columns, ...owner, create_by: auth.username, create_time: now })
          .execute();
      }
    }
    const removed = [...storedIds].filter((id) => !keptIds.has(id));
    if (removed.length > 0) await trx.deleteFrom(detail.table).where('id', 'in', removed).$call(withinProject(project)).execute();
  }
}

/** The text of a cell for comparing a sent row with its stored one (numbers and dates come back as text or numbers). */
const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * An append-only detail table (`x-detail.appendOnly`, such as a drawing's versions) keeps every
 * stored row as it was: a save that leaves one out or changes one of its cells is refused.
 */
function refuseRewrite(detail: DetailField, screen: ScreenFile, stored: Row[], rows: Record<string, unknown>[]): void {
  const sent = new Map(rows.filter((row) => typeof row.id === 'string').map((row) => [row.id as string, row]));
  const fields = detail.columns.map(([name]) => name);
  const inOrder = [...stored].sort((a, b) => Number(a[toColumnName(ORDER_FIELD)]) - Number(b[toColumnName(ORDER_FIELD)]));
  for (const [index, row] of inOrder.entries()) {
    const kept = sent.get(String(row.id));
    const before = rowToRecord(screen, row);
    if (!kept || fields.some((field) => cellText(kept[field]) !== cellText(before[field])))
      throw new BusinessError(`${detail.field.title}只能新增，已保存的第${index + 1}行不能删除或修改`);
  }
}

/**
 * The detail rows of one master record by detail property, each list ordered by orderNum. Pass the
 * master's project when known (a single-shard read under Citus); without it, all rows of the master id.
 */
export async function readDetailRows(db: Kysely<DB>, master: ScreenFile, masterId: string, projectId?: unknown): Promise<Record<string, ApiRecord[]>> {
  const project = rowProject(master, projectId);
  const result: Record<string, ApiRecord[]> = {};
  for (const detail of detailFields(master)) {
    const screen = detailScreen(master, detail);
    const rows: Row[] = await db
      .selectFrom(detail.table)
      .selectAll()
      .where(toColumnName(detail.foreignKey), '=', masterId)
      .$call(withinProject(project))
      .orderBy(toColumnName(ORDER_FIELD))
      .orderBy('id')
      .execute();
    result[detail.name] = rows.map((row) => rowToRecord(screen, row));
  }
  return result;
}

/** The columns to read of master records whose detail rows are then deleted (deleteDetailRows): the id, and a project screen's project_id. */
export function detailOwnerColumns(master: ScreenFile): string[] {
  return master.scope === 'project' ? ['id', 'project_id'] : ['id'];
}

/** A master record whose detail rows go: its id and, when the caller read it, its project_id. */
export interface DetailOwner {
  id: string;
  project_id?: unknown;
}

/**
 * Deletes the detail rows of the given master records (inside the delete's transaction), one
 * statement per detail table and master project: with the project (a project screen's masters
 * read with their project_id) each is a single-shard delete under Citus.
 */
export async function deleteDetailRows(trx: Transaction<DB>, master: ScreenFile, masters: readonly DetailOwner[]): Promise<void> {
  const byProject = new Map<string | null, string[]>();
  for (const { id, project_id } of masters) {
    const project = rowProject(master, project_id);
    byProject.set(project, [...(byProject.get(project) ?? []), id]);
  }
  for (const detail of detailFields(master))
    for (const [project, ids] of byProject)
      await trx.deleteFrom(detail.table).where(toColumnName(detail.foreignKey), 'in', ids).$call(withinProject(project)).execute();
}
