import { sql } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile, StreamStatusOf } from '../../core/screen/screen.types';
import type { HooksByScreen } from '../crud/hooks';
import type { RowCondition } from '../crud/rowVisibility';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { streamIsLive } from './streamLiveness';
import type { UploadStore } from './uploadStore';

/** The `x-stream-status` fields of a screen. */
export function streamStatusFields(screen: ScreenFile): { name: string; status: StreamStatusOf }[] {
  return Object.entries(screen.entity.properties).flatMap(([name, field]) => (field['x-stream-status'] ? [{ name, status: field['x-stream-status'] }] : []));
}

/** The project a stream must belong to: the record's own for project screens, any for the others. */
const ownProject = (screen: ScreenFile, projectId: unknown): string | null => (screen.scope === 'project' ? String(projectId ?? '') : null);

/**
 * Brings the stored `x-stream-status` fields of the rows `visible` selects (asked only for such a screen) up to date with their
 * streams, writing only the rows whose status changed. Lists, details and dashboards run it before
 * they read, so a count or a filter on the status (智慧首页's 摄像头在线, its drill-down) sees what
 * the streams are now, as the list does.
 */
export async function refreshStreamStatuses(
  db: AppDb,
  store: UploadStore | undefined,
  screen: ScreenFile,
  visible: () => Promise<RowCondition>,
): Promise<void> {
  const fields = streamStatusFields(screen);
  if (fields.length === 0 || !store) return;
  const columns = fields.flatMap(({ name, status }) => [toColumnName(name), toColumnName(status.stream)]);
  const rows = await db
    .selectFrom(screen.table)
    .select(['id', 'project_id', ...columns])
    .where(await visible())
    .execute();
  const now = Date.now();
  for (const { name, status } of fields) {
    const column = toColumnName(name);
    const moved = new Map<string, string[]>();
    for (const row of rows) {
      const live = await streamIsLive(store, ownProject(screen, row.project_id), row[toColumnName(status.stream)], now);
      const value = live ? status.online : status.offline;
      if (row[column] !== value) moved.set(value, [...(moved.get(value) ?? []), String(row.id)]);
    }
    for (const [value, ids] of moved)
      await db
        .updateTable(screen.table)
        .set({ [column]: value })
        .where(sql.ref('id'), 'in', ids)
        .execute();
  }
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
