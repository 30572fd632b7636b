import { sql } from 'kysely';
import type { FlowActor } from '../../core/flow/flow.types';
import { isFieldActor } from '../../core/flow/flowModel';
import { listCatalogueScreens } from '../../core/screen/catalogue.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { authDb } from '../auth/authDb';
import { FROZEN_STATUS } from '../auth/userAccess';
import type { ApiRecord } from '../crud/recordMapper';
import type { AppDb } from '../db/dbTypes';
import type { NoticeHub } from '../notice/noticeHub';
import { escapeHtml, sendSystemNotice } from '../notice/systemNotice';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** The trimmed ids of a stored comma list, in SQL. */
const idsOf = (column: string) => sql`(select trim(part) from unnest(string_to_array(${sql.ref(column)}, ',')) as part where trim(part) <> '')`;

/**
 * The users named by notice targets for one record: the user in each field target, and for each
 * role target every active holder of the role who is a member of the record's project (of its
 * tenant when the record has no project), holding it globally or as their 项目成员 role there.
 * The user who acted is left out.
 */
export async function noticeRecipients(
  db: AppDb,
  targets: readonly FlowActor[],
  record: ApiRecord,
  owner: { tenantId: string | null; projectId: string | null },
  actorId: string | null,
): Promise<string[]> {
  const users = new Set<string>();
  for (const target of targets) if (isFieldActor(target) && record[target.field]) users.add(String(record[target.field]));
  const roles = targets.flatMap((target) => (isFieldActor(target) ? [] : [target.role]));
  if (roles.length > 0) {
    let holders = authDb(db)
      .selectFrom('sys_user as u')
      .select('u.id')
      .where('u.del_flag', '=', 0)
      .where((eb) => eb.or([eb('u.status', 'is', null), eb('u.status', '<>', FROZEN_STATUS)]))
      .where((eb) => {
        const global = eb.exists(eb.selectFrom('sys_role as r').select('r.id').where('r.role_code', 'in', roles).where('r.id', 'in', idsOf('u.role_ids')));
        if (!owner.projectId) return global;
        // 项目成员 gives the role in the record's project too.
        const member = eb
          .selectFrom('proj_member as m')
          .select('m.id')
          .whereRef('m.user_id', '=', 'u.id')
          .where('m.project_id', '=', owner.projectId)
          .where('m.project_role', 'in', roles);
        return eb.or([global, eb.exists(member)]);
      });
    if (owner.projectId) holders = holders.where(sql<boolean>`${owner.projectId} in ${idsOf('u.depart_ids')}`);
    else if (owner.tenantId) holders = holders.where('u.tenant_id', '=', owner.tenantId);
    for (const row of await holders.execute()) users.add(String(row.id));
  }
  if (actorId) users.delete(actorId);
  return [...users];
}

/** The catalogue route of a screen's list, where `?open=<id>` opens a record; null for a screen outside the catalogue. */
export function screenRoute(registry: ScreenRegistry, screenId: string): string | null {
  return listCatalogueScreens(registry.catalogue).find(({ screen }) => screen.id === screenId)?.screen.path ?? null;
}

/** What a record is called in a notice: the text of the first list column (its dictionary label when it has one). */
export function recordSummary(screen: ScreenFile, record: ApiRecord): string {
  const column = screen.list.columns[0];
  const value = record[`${column}_dictText`] ?? record[column];
  return value === undefined || value === null ? '' : String(value);
}

export interface FlowNotice {
  registry: ScreenRegistry;
  hub: NoticeHub;
  screen: ScreenFile;
  record: ApiRecord;
  userIds: readonly string[];
  /** What happened or is waiting, e.g. 提交整改, 待您处理, 超期. */
  headline: string;
  /** Lines of the body, plain text. */
  lines: string[];
  priority: 'M' | 'H';
  /** Screen whose list the notice opens (a processing-type notice, `opens` of the step); the record itself when absent. */
  opens?: string;
}

/** Tells the users about one record: `【<screen>】<headline>：<record>`, opening the record. */
export async function sendFlowNotice(db: AppDb, notice: FlowNotice): Promise<void> {
  if (notice.userIds.length === 0) return;
  const summary = recordSummary(notice.screen, notice.record);
  const route = notice.opens ? screenRoute(notice.registry, notice.opens) : screenRoute(notice.registry, notice.screen.id);
  await sendSystemNotice(db, notice.hub, {
    titile: `【${notice.screen.title}】${notice.headline}${summary ? `：${summary}` : ''}`,
    msgContent: notice.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    userIds: notice.userIds,
    priority: notice.priority,
    openPage: route && !notice.opens ? `${route}?open=${encodeURIComponent(String(notice.record.id))}` : (route ?? undefined),
  });
}
