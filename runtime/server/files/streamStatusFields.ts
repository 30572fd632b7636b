import { sql } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile, StreamStatusOf } from '../../core/screen/screen.types';
import type { HooksByScreen } from '../crud/hooks';
import type { RowCondition } from '../crud/rowVisibility';
import type { AppDb } from '../db/dbTypes';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { streamIsLive } from './streamLiveness';
import { tellStreamChanges, type StreamChange } from './streamStatusNotices';
import type { UploadStore } from './uploadStore';

/** The `x-stream-status` fields of a screen. */
export function streamStatusFields(screen: ScreenFile): { name: string; status: StreamStatusOf }[] {
  return Object.entries(screen.entity.properties).flatMap(([name, field]) => (field['x-stream-status'] ? [{ name, status: field['x-stream-status'] }] : []));
}

/** The project a stream must belong to: the record's own for project screens, any for the others. */
const ownProject = (screen: ScreenFile, projectId: unknown): string | null => (screen.scope === 'project' ? String(projectId ?? '') : null);

/** Where the streams are and, to tell the declared roles of a change, the screens and the bell (a refresh without them tells no one). */
export interface StreamStatusDeps {
  db: AppDb;
  uploads?: UploadStore;
  registry?: ScreenRegistry;
  hub?: NoticeHub;
}

/**
 * Brings the stored `x-stream-status` fields of the rows `visible` selects (asked only for such a screen) up to date with their
 * streams, writing only the rows whose status changed. Lists, details, dashboards and the 视频流状态检查 job run it, so a count or a
 * filter on the status (智慧首页's 摄像头在线, its drill-down) sees what the streams are now, as the list does. Each row is
 * written only while it still holds the status read, so of two refreshes seeing the same change one writes it and tells `notify`.
 * Answers how many rows were read, which changed and how many people were told.
 */
export async function refreshStreamStatuses(
  deps: StreamStatusDeps,
  screen: ScreenFile,
  visible: () => Promise<RowCondition>,
): Promise<{ checked: number; changed: StreamChange[]; told: number }> {
  const fields = streamStatusFields(screen);
  if (fields.length === 0 || !deps.uploads) return { checked: 0, changed: [], told: 0 };
  const title = screen.list.columns[0];
  const columns = [...new Set([toColumnName(title), ...fields.flatMap(({ name, status }) => [toColumnName(name), toColumnName(status.stream)])])];
  const rows = await deps.db
    .selectFrom(screen.table)
    .select(['id', 'project_id', ...columns])
    .where(await visible())
    .execute();
  const now = Date.now();
  const planned: { name: string; status: StreamStatusOf; column: string; from: unknown; to: string; ids: string[] }[] = [];
  for (const { name, status } of fields) {
    const column = toColumnName(name);
    const moves = new Map<string, { from: unknown; to: string; ids: string[] }>();
    for (const row of rows) {
      const live = await streamIsLive(deps.uploads, ownProject(screen, row.project_id), row[toColumnName(status.stream)], now);
      const to = live ? status.online : status.offline;
      if (row[column] === to) continue;
      const key = JSON.stringify([row[column], to]);
      moves.set(key, { from: row[column], to, ids: [...(moves.get(key)?.ids ?? []), String(row.id)] });
    }
    for (const move of moves.values()) planned.push({ name, status, column, ...move });
  }
  if (planned.length === 0) return { checked: rows.length, changed: [], told: 0 };
  // The statuses written and their notices commit together: a refresh stopped between them would
  // leave a change stored that no later refresh sees, and so tells nobody.
  const write = async (db: AppDb) => {
    const changed: StreamChange[] = [];
    for (const { name, status, column, from, to, ids } of planned) {
      const written = await db
        .updateTable(screen.table)
        .set({ [column]: to })
        .where(sql.ref('id'), 'in', ids)
        .where(sql.ref(column), from === null || from === undefined ? 'is' : '=', from ?? null)
        .returning(['id', 'project_id', toColumnName(title)])
        .execute();
      const change = { field: name, status, from: from === null || from === undefined ? null : String(from), to };
      changed.push(...written.map((row) => ({ ...change, id: String(row.id), projectId: String(row.project_id ?? ''), title: row[toColumnName(title)] })));
    }
    return { checked: rows.length, changed, told: await tellStreamChanges({ ...deps, db }, screen, changed) };
  };
  return deps.db.isTransaction ? write(deps.db) : deps.db.transaction().execute(write);
}

/** Before each save of a screen with `x-stream-status` fields: the server sets them from the stream, whatever the request sent. */
export function streamStatusHooks(registry: Pick<ScreenRegistry, 'screens'>, store: UploadStore): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of registry.screens.values()) {
    const fields = streamStatusFields(screen);
    if (fields.length === 0) continue;
    hooks[screen.id] = {
      async beforeWrite(ctx) {
        const stored = await ctx.trx.selectFrom(screen.table).select('project_id').where('id', '=', ctx.id).executeTakeFirst();
        const projectId = ownProject(screen, stored?.project_id ?? ctx.auth.projectId);
        for (const { name, status } of fields)
          ctx.record[name] = (await streamIsLive(store, projectId, ctx.record[status.stream])) ? status.online : status.offline;
        return null;
      },
    };
  }
  return hooks;
}
