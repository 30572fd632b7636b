import { sql } from 'kysely';
import { FLOW_OVERDUE, FLOW_SYSTEM_ACTOR, type FlowDeclaration, type FlowDeadline } from '../../../core/flow/flow.types';
import { flowOf, stateTitle } from '../../../core/flow/flowModel';
import { toColumnName } from '../../../core/screen/naming';
import { DEL_FLAG_COLUMN, type ScreenFile } from '../../../core/screen/screen.types';
import { rowToRecord } from '../../crud/recordMapper';
import { nextVersion, VERSION_COLUMN } from '../../crud/staleRecord';
import { currentTimestamp } from '../../db/clock';
import type { Row } from '../../db/dbTypes';
import { writeHistory } from '../../flow/flowHistory';
import { noticeRecipients, sendFlowNotice } from '../../flow/flowNotices';
import type { JobContext, JobHandler } from '../jobHandler';

/**
 * Moves the records of one screen whose deadline has passed (before today) from a deadline state
 * to the overdue state, with a history row each (actor 系统), and tells the deadline's notice
 * targets of each (a notice that opens the record), in one transaction: a run stopped before the
 * commit leaves the records where they were, so the next run moves and tells them once. Answers
 * the moved rows and the users told.
 */
async function moveOverdue(context: JobContext, screen: ScreenFile, flow: FlowDeclaration, deadline: FlowDeadline): Promise<{ moved: Row[]; told: string[] }> {
  const { db, now, hub, registry } = context;
  const today = currentTimestamp(now).slice(0, 10);
  const state = toColumnName(flow.stateField);
  return db.transaction().execute(async (trx) => {
    const moved: Row[] = [];
    const told: string[] = [];
    // One statement per state, so each history row knows the state its record left.
    for (const from of deadline.states) {
      let update = trx
        .updateTable(screen.table)
        .set({ [state]: deadline.overdue, update_by: 'system', update_time: currentTimestamp(now), [VERSION_COLUMN]: nextVersion() })
        .where(sql.ref(state), '=', from)
        .where(sql.ref(toColumnName(deadline.field)), '<', sql<string>`${today}::date`);
      if (screen.softDelete) update = update.where(DEL_FLAG_COLUMN, '=', 0);
      const rows = await update.returningAll().execute();
      for (const row of rows) {
        await writeHistory(trx, {
          screen,
          recordId: String(row.id),
          owner: row,
          action: FLOW_OVERDUE.name,
          fromState: from,
          toState: deadline.overdue,
          actor: { id: null, name: FLOW_SYSTEM_ACTOR },
          now,
        });
        const record = rowToRecord(screen, row);
        const owner = { tenantId: (row.tenant_id as string | null) ?? null, projectId: (row.project_id as string | null) ?? null };
        const userIds = await noticeRecipients(trx, deadline.notify ?? [], record, owner, null);
        const field = screen.entity.properties[deadline.field];
        await sendFlowNotice(trx, {
          registry,
          hub,
          screen,
          record,
          userIds,
          headline: stateTitle(flow, deadline.overdue),
          lines: [`${field?.title ?? deadline.field}：${String(record[deadline.field] ?? '')}，已超期，状态改为「${stateTitle(flow, deadline.overdue)}」`],
          priority: 'H',
        });
        told.push(...userIds);
      }
      moved.push(...rows);
    }
    return { moved, told };
  });
}

/**
 * 流程超期处理: for every screen whose flow declares a deadline, records still in a deadline state
 * after their deadline move to the overdue state, and the deadline's notice targets of each are
 * told (a notice that opens the record). A record is moved, and its people told, once; open
 * dashboards over a screen with moved records refresh.
 */
export const flowOverdueJob: JobHandler = {
  className: 'smartsite.job.FlowOverdueJob',
  title: '流程超期处理',
  async run(context) {
    let moved = 0;
    const told = new Set<string>();
    for (const screen of context.registry.screens.values()) {
      const flow = flowOf(screen);
      if (!flow?.deadline) continue;
      const result = await moveOverdue(context, screen, flow, flow.deadline);
      if (result.moved.length > 0) context.dataChanged.changed(screen);
      moved += result.moved.length;
      result.told.forEach((id) => told.add(id));
    }
    return `超期${moved}条，已通知${told.size}人`;
  },
};
