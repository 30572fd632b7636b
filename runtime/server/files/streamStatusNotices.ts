import type { StreamStatusOf, ScreenFile } from '../../core/screen/screen.types';
import type { AppDb } from '../db/dbTypes';
import { noticeRecipients, sendFlowNotice } from '../flow/flowNotices';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** One record whose `x-stream-status` field a refresh wrote: from which value (null: never set) to which. */
export interface StreamChange {
  id: string;
  projectId: string;
  /** The record's first list column (the camera's name), for the notice. */
  title: unknown;
  field: string;
  status: StreamStatusOf;
  from: string | null;
  to: string;
}

/**
 * Tells the roles a field's `notify` names, in the record's project, of each record that went from
 * online to offline (high priority: nobody may be watching that site) or came back. A record set
 * for the first time (from null) or between other values is no news.
 */
export async function tellStreamChanges(
  deps: { db: AppDb; registry?: ScreenRegistry; hub?: NoticeHub },
  screen: ScreenFile,
  changes: readonly StreamChange[],
): Promise<number> {
  const { db, registry, hub } = deps;
  if (!registry || !hub) return 0;
  const told = new Set<string>();
  for (const change of changes) {
    const { status } = change;
    const wentOff = change.from === status.online && change.to === status.offline;
    const cameBack = change.from === status.offline && change.to === status.online;
    if (!status.notify || !(wentOff || cameBack)) continue;
    const owner = { tenantId: null, projectId: change.projectId || null };
    const userIds = await noticeRecipients(
      db,
      status.notify.map((role) => ({ role })),
      {},
      owner,
      null,
    );
    await sendFlowNotice(db, {
      registry,
      hub,
      screen,
      record: { id: change.id, [screen.list.columns[0]]: change.title as string },
      userIds,
      headline: wentOff ? '离线' : '恢复在线',
      lines: [
        wentOff ? '视频流已中断，请检查摄像头、网络和推流设备。' : '视频流已恢复。',
        `${screen.entity.properties[change.field].title ?? change.field}：${wentOff ? '离线' : '在线'}`,
      ],
      priority: wentOff ? 'H' : 'M',
    });
    userIds.forEach((id) => told.add(id));
  }
  return told.size;
}
