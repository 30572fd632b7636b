import type { ApiRecord } from '../../crud/recordMapper';
import { currentTimestamp } from '../../db/clock';
import type { AppDb } from '../../db/dbTypes';
import { newId } from '../../db/ids';
import { noticeRecipients, sendFlowNotice } from '../../flow/flowNotices';
import type { JobContext } from '../../jobs/jobHandler';
import { insertScreenRecords, screenOf } from '../../seed/screenRows';
import type { LabourFinding } from './warningRules';

/** Who hears of a new warning: the project's 劳务员. */
const WARNING_AUDIENCE = [{ role: 'labour_clerk' }];
const OPEN_WARNING = '1';
export const WARNING_SCREEN = 'labour.warning';

/** The findings that have no open (未处理) warning with the same key in their project, each once. */
async function freshFindings(db: AppDb, table: string, findings: LabourFinding[]): Promise<LabourFinding[]> {
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
 * Stores a 预警信息 (未处理) for each finding not already open, in one bulk insert, and sends each
 * to the bell of its project's 劳务员 (the notice opens the warning). Returns the run's summary.
 */
export async function raiseLabourWarnings(context: Omit<JobContext, 'parameter' | 'dicts'>, findings: LabourFinding[]): Promise<string> {
  const { db, hub, registry, dataChanged, now } = context;
  const screen = screenOf(registry, WARNING_SCREEN);
  const fresh = await freshFindings(db, screen.table, findings);
  if (fresh.length === 0) return '没有新的劳务预警';
  const today = currentTimestamp(now).slice(0, 10);
  const records = fresh.map(({ projectId, ...fields }) => ({
    id: newId(),
    projectId,
    createTime: currentTimestamp(now),
    fields: { ...fields, warnDate: today, status: OPEN_WARNING } as ApiRecord,
  }));
  await insertScreenRecords(db, screen, records);
  dataChanged.changed(screen);
  const audience = new Map<string, string[]>();
  const told = new Set<string>();
  for (const record of records) {
    const full = { ...record.fields, id: record.id };
    if (!audience.has(record.projectId))
      audience.set(record.projectId, await noticeRecipients(db, WARNING_AUDIENCE, full, { tenantId: '0', projectId: record.projectId }, null));
    const userIds = audience.get(record.projectId)!;
    await sendFlowNotice(db, {
      registry,
      hub,
      screen,
      record: full,
      userIds,
      headline: '新的劳务预警',
      lines: [String(record.fields.detail)],
      priority: String(record.fields.level) === 'H' ? 'H' : 'M',
    });
    userIds.forEach((id) => told.add(id));
  }
  return `新增劳务预警${records.length}条，已通知${told.size}人`;
}
