import type { FlowActor } from '../../core/flow/flow.types';
import type { ApiRecord } from '../crud/recordMapper';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { noticeRecipients, sendFlowNotice } from '../flow/flowNotices';
import { insertScreenRecords, screenOf } from '../seed/screenRows';
import type { JobContext } from './jobHandler';

/** The 未处理 / 待处理 state of a warning screen: the only one that keeps the same cause from being raised again. */
const OPEN_WARNING = '1';

/**
 * A warning a job's rules found, before it is stored: `warnKey` names its cause (so an open one is
 * not raised twice), the other fields are the warning screen's own.
 */
export interface WarningFinding {
  projectId: string;
  warnKey: string;
  level: 'M' | 'H';
  detail: string;
}

/** What kind of warning a job raises: where it is stored, who hears of it and how the run reports it. */
export interface WarningKind {
  /** The warning screen, with fields warnKey, warnDate, status, level and detail. */
  screen: string;
  audience: readonly FlowActor[];
  /** The title of the bell notice, e.g. 新的劳务预警. */
  headline: string;
  /** The name in the run's summary, e.g. 劳务预警. */
  name: string;
  /** The notice's priority: by the warning's level, or always high. */
  priority: 'level' | 'H';
}

/** The findings that have no open warning with the same key in their project, each once. */
async function freshFindings<F extends WarningFinding>(db: AppDb, table: string, findings: readonly F[]): Promise<F[]> {
  const open = await db.selectFrom(table).select(['project_id', 'warn_key']).where('status', '=', OPEN_WARNING).execute();
  const seen = new Set(open.map((row) => `${String(row.project_id)}|${String(row.warn_key)}`));
  return findings.filter((finding) => {
    const key = `${finding.projectId}|${finding.warnKey}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Stores an open warning for each finding not already open, in one bulk insert, and sends each to
 * the bell of its project's audience (the notice opens the warning), in one transaction: a run
 * stopped between the two (a crash, a failed notice) leaves neither, so the next run raises and
 * tells them once. Returns the run's summary.
 */
export async function raiseWarnings(
  context: Pick<JobContext, 'db' | 'hub' | 'registry' | 'dataChanged' | 'now'>,
  kind: WarningKind,
  findings: readonly WarningFinding[],
): Promise<string> {
  const { hub, registry, dataChanged, now } = context;
  const screen = screenOf(registry, kind.screen);
  const told = new Set<string>();
  const raised = await context.db.transaction().execute(async (db) => {
    const fresh = await freshFindings(db, screen.table, findings);
    if (fresh.length === 0) return 0;
    const today = currentTimestamp(now).slice(0, 10);
    const records = fresh.map(({ projectId, ...fields }) => ({
      id: newId(),
      projectId,
      createTime: currentTimestamp(now),
      fields: { ...fields, warnDate: today, status: OPEN_WARNING } as ApiRecord,
    }));
    await insertScreenRecords(db, screen, records);
    const audience = new Map<string, string[]>();
    for (const record of records) {
      const full = { ...record.fields, id: record.id };
      if (!audience.has(record.projectId))
        audience.set(record.projectId, await noticeRecipients(db, kind.audience, full, { tenantId: '0', projectId: record.projectId }, null));
      const userIds = audience.get(record.projectId)!;
      await sendFlowNotice(db, {
        registry,
        hub,
        screen,
        record: full,
        userIds,
        headline: kind.headline,
        lines: [String(record.fields.detail)],
        priority: kind.priority === 'H' || String(record.fields.level) === 'H' ? 'H' : 'M',
      });
      userIds.forEach((id) => told.add(id));
    }
    return records.length;
  });
  if (raised === 0) return `没有新的${kind.name}`;
  dataChanged.changed(screen);
  return `新增${kind.name}${raised}条，已通知${told.size}人`;
}
