import { withComputedColumns } from '../../core/screen/computedColumns';
import { toColumnName } from '../../core/screen/naming';
import { detailFields, ORDER_FIELD, type DetailField } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { validateDetailRows } from '../../core/validation/detailRows';
import { detailScreen, readDetailRows } from '../crud/detailRows';
import { rowProject, withinProject } from '../crud/rowProject';
import { dictValueErrors } from '../crud/dictValueCheck';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { mayAccessRecord, pageAuth, type VxeDeps } from './vxeAccess';
import type { VxePage, VxeRowUpdate } from './vxeHub';

/** A detail table a page may show, by its table name (the socketKey). */
export type VxeTables = ReadonlyMap<string, { master: ScreenFile; detail: DetailField }>;

/** The detail tables of every writable screen: the only socketKeys a push may name. */
export function vxeTables(registry: ScreenRegistry): VxeTables {
  const tables = new Map<string, { master: ScreenFile; detail: DetailField }>();
  for (const master of registry.screens.values()) {
    if (master.readOnly) continue;
    for (const detail of detailFields(master)) tables.set(detail.table, { master, detail });
  }
  return tables;
}

/** A push that passed every check: the row as the edit would make it, and the master record whose readers may see it. */
export interface CheckedPush {
  update: VxeRowUpdate;
  screen: ScreenFile;
  recordId: string;
}

type Cell = string | number | boolean | null;
const isCell = (value: unknown): value is Cell => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{socketKey, args:[row, …]}` with a row naming its stored id, else null. */
function parsePush(data: unknown): { socketKey: string; id: string; row: Record<string, unknown> } | null {
  if (!isObject(data) || typeof data.socketKey !== 'string' || !Array.isArray(data.args)) return null;
  const row: unknown = data.args[0];
  if (!isObject(row) || typeof row.id !== 'string' || row.id === '') return null;
  return { socketKey: data.socketKey, id: row.id, row };
}

/**
 * The values a push may change: the detail table's own columns, not its link to the master or
 * its position. Other keys (labels, the table's bookkeeping) are ignored, as an edit ignores them;
 * a non-scalar value for a column refuses the push.
 */
function pushedValues(detail: DetailField, row: Record<string, unknown>): Record<string, Cell> | null {
  const values: Record<string, Cell> = {};
  for (const [key] of detail.columns) {
    if (key === detail.foreignKey || key === ORDER_FIELD || !Object.hasOwn(row, key)) continue;
    const value = row[key];
    if (!isCell(value)) return null;
    values[key] = value;
  }
  return values;
}

/**
 * A `common_send_date` from `sender` checked like an edit of the row's master record, else null
 * (dropped, never relayed): the socketKey names a detail table, the row is stored, its master is
 * a record the sender may edit in the page's project, and the detail rows with this row changed
 * pass the table's cell rules and dictionaries. What goes out is the stored row with the pushed
 * column values and recomputed columns — never the client's JSON — for the master's readers.
 */
export async function checkPush(deps: VxeDeps, tables: VxeTables, sender: VxePage, data: unknown): Promise<CheckedPush | null> {
  const push = parsePush(data);
  const target = push && tables.get(push.socketKey);
  if (!push || !target) return null;
  const { master, detail } = target;
  const values = pushedValues(detail, push.row);
  const auth = values && (await pageAuth(deps.db, sender));
  if (!values || !auth) return null;
  // Only a row of the page's project may be pushed (its master must be editable there): the row and its siblings are
  // read within that project, a project master's detail rows carrying its project_id.
  const project = rowProject(master, auth.projectId);
  const link = await deps.db
    .selectFrom(detail.table)
    .select(toColumnName(detail.foreignKey))
    .where('id', '=', push.id)
    .$call(withinProject(project))
    .executeTakeFirst();
  const masterId = link?.[toColumnName(detail.foreignKey)];
  if (typeof masterId !== 'string' || !(await mayAccessRecord(deps, master, auth, 'edit', masterId))) return null;
  const rows = (await readDetailRows(deps.db, master, masterId, project))[detail.name] ?? [];
  const stored = rows.find((candidate) => candidate.id === push.id);
  if (!stored) return null;
  const row = withComputedColumns(detail.field, { ...stored, ...values });
  if (
    validateDetailRows(
      detail.field,
      rows.map((candidate) => (candidate === stored ? row : candidate)),
    ).length > 0
  )
    return null;
  if ((await dictValueErrors(deps.db, detailScreen(master, detail), row, new Set(Object.keys(values)), deps.dicts, auth)).length > 0) return null;
  return { update: { socketKey: push.socketKey, row }, screen: master, recordId: masterId };
}
