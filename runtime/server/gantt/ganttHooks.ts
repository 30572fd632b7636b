import { dependencyCycle, dependencyIds } from '../../core/gantt/ganttDependencies';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type GanttConfig, type ScreenFile } from '../../core/screen/screen.types';
import type { HooksByScreen, WriteContext } from '../crud/hooks';
import { scopeOf } from '../crud/screenScope';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** One row of a schedule as the dependency rules read it. */
interface ScheduleRow {
  id: string;
  label: string;
  start: string | null;
  end: string | null;
  predecessors: string[];
}

const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value).slice(0, 10));

/** The rows of the record's project (or tenant) with the saved record in place of its stored row. */
async function scheduleOf(ctx: WriteContext, gantt: GanttConfig & { dependencies: string }): Promise<Map<string, ScheduleRow>> {
  const { screen } = ctx;
  const columns = { label: gantt.label, start: gantt.start, end: gantt.end, predecessors: gantt.dependencies };
  let query = ctx.trx
    .selectFrom(screen.table)
    .select(['id', ...Object.values(columns).map(toColumnName)])
    .where((eb) => eb.and(scopeOf(screen, ctx.auth)));
  if (screen.softDelete) query = query.where(DEL_FLAG_COLUMN, '=', 0);
  const rows = (await query.execute()) as Record<string, unknown>[];
  const schedule = new Map<string, ScheduleRow>();
  const toRow = (id: string, read: (field: string) => unknown): ScheduleRow => ({
    id,
    label: String(read(gantt.label) ?? ''),
    start: text(read(gantt.start)),
    end: text(read(gantt.end)),
    predecessors: dependencyIds(read(gantt.dependencies)),
  });
  for (const row of rows)
    schedule.set(
      String(row.id),
      toRow(String(row.id), (field) => row[toColumnName(field)]),
    );
  schedule.set(
    ctx.id,
    toRow(ctx.id, (field) => ctx.record[field]),
  );
  return schedule;
}

/**
 * The first broken rule of the saved record in its schedule: itself or a cycle among its
 * predecessors, a planned start before a predecessor's planned end, or a planned end after a
 * successor's planned start. Null when the order holds.
 */
function dependencyRefusal(screen: ScreenFile, gantt: GanttConfig, schedule: Map<string, ScheduleRow>, id: string): string | null {
  const fields = screen.entity.properties;
  const [startTitle, endTitle, dependencyTitle] = [gantt.start, gantt.end, gantt.dependencies!].map((name) => fields[name]?.title ?? name);
  const own = schedule.get(id)!;
  if (own.predecessors.includes(id)) return `${dependencyTitle}不能包含本条记录`;
  const cycle = dependencyCycle(id, new Map([...schedule].map(([key, row]) => [key, row.predecessors])));
  if (cycle) return `${dependencyTitle}形成循环：${cycle.map((step) => `「${schedule.get(step)?.label ?? step}」`).join(' → ')}`;
  for (const predecessor of own.predecessors.map((key) => schedule.get(key))) {
    if (predecessor?.end && own.start && own.start < predecessor.end)
      return `${startTitle}（${own.start}）不能早于${dependencyTitle}「${predecessor.label}」的${endTitle}（${predecessor.end}）`;
  }
  for (const successor of schedule.values()) {
    if (successor.predecessors.includes(id) && successor.start && own.end && successor.start < own.end)
      return `${endTitle}（${own.end}）不能晚于后续「${successor.label}」的${startTitle}（${successor.start}）`;
  }
  return null;
}

/**
 * The rules of a list's Gantt declaration on every save: a set actual end means 100 % done; the
 * predecessors (finish-to-start) form no cycle, every predecessor ends by the planned start and
 * every successor starts after the planned end. A refusal changes nothing.
 */
export function ganttHooks(registry: ScreenRegistry): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of registry.screens.values()) {
    const gantt = screen.list.gantt;
    if (!gantt || (!gantt.dependencies && !(gantt.actualEnd && gantt.progress))) continue;
    hooks[screen.id] = {
      async beforeWrite(ctx) {
        if (gantt.actualEnd && gantt.progress && text(ctx.record[gantt.actualEnd])) ctx.record[gantt.progress] = 100;
        if (!gantt.dependencies) return null;
        const schedule = await scheduleOf(ctx, { ...gantt, dependencies: gantt.dependencies });
        return dependencyRefusal(screen, gantt, schedule, ctx.id);
      },
    };
  }
  return hooks;
}
