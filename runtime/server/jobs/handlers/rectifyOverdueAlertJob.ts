import { sql } from 'kysely';
import { currentTimestamp } from '../../db/clock';
import { escapeHtml, sendSystemNotice } from '../../notice/systemNotice';
import type { JobHandler } from '../jobHandler';

/** Table and route of the screen safety.inspection (安全巡检). */
const INSPECTION_TABLE = 'saf_inspection';
const INSPECTION_PAGE = '/safety/inspection';
/** Dictionary rectify_status: still to be rectified (待整改, 复查未通过) and 超期未整改. */
const OPEN = ['1', '4'];
const OVERDUE = '5';

interface Overdue {
  id: string;
  describe: string;
  deadline: string;
  rectifyId: string;
}

function noticeBody(items: readonly Overdue[]): string {
  const lines = items.map((item) => `<li>${escapeHtml(item.describe)}（整改期限：${item.deadline}）</li>`).join('');
  return `<p>以下隐患已超过整改期限，请尽快整改并提交复查：</p><ul>${lines}</ul>`;
}

/**
 * 整改超期提醒: inspection issues still open after their 整改期限 become 超期未整改, and each
 * responsible person (整改人) gets one 系统消息 listing theirs, pushed over the notice socket.
 * Issues already overdue are listed again on every run, so the reminder repeats until they are rectified.
 */
export const rectifyOverdueAlertJob: JobHandler = {
  className: 'smartsite.job.RectifyOverdueAlertJob',
  title: '整改超期提醒',
  async run({ db, hub, now }) {
    const today = currentTimestamp(now).slice(0, 10);
    const rows = await db
      .updateTable(INSPECTION_TABLE)
      .set({ status: OVERDUE })
      .where('status', 'in', [...OPEN, OVERDUE])
      .where('safety_deadline', '<', sql<string>`${today}::date`)
      .where('rectify_id', 'is not', null)
      .returning(['id', 'safety_describe', 'safety_deadline', 'rectify_id'])
      .execute();
    const byUser = new Map<string, Overdue[]>();
    for (const row of rows) {
      const item = {
        id: String(row.id),
        describe: String(row.safety_describe ?? ''),
        deadline: String(row.safety_deadline),
        rectifyId: String(row.rectify_id),
      };
      byUser.set(item.rectifyId, [...(byUser.get(item.rectifyId) ?? []), item]);
    }
    for (const [userId, items] of byUser) {
      await sendSystemNotice(db, hub, {
        titile: `整改超期提醒：您有${items.length}条隐患整改已超期`,
        msgContent: noticeBody(items),
        userIds: [userId],
        priority: 'H',
        openPage: INSPECTION_PAGE,
      });
    }
    return `超期未整改${rows.length}条，已提醒${byUser.size}人`;
  },
};
