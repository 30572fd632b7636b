import { sql } from 'kysely';
import { refreshStreamStatuses, streamStatusFields } from '../../files/streamStatusFields';
import type { JobContext, JobHandler } from '../jobHandler';

/**
 * 视频流状态检查: every record of every screen with an `x-stream-status` field (the cameras) is
 * checked against its stream, as a list would, so a camera that stops sending is marked 离线 and its
 * project's declared roles are told even while nobody opens a page. A status already written is not
 * told again: the next run finds nothing changed.
 */
export const streamStatusJob: JobHandler = {
  className: 'smartsite.job.StreamStatusJob',
  title: '视频流状态检查',
  async run(context: JobContext) {
    let checked = 0;
    let changed = 0;
    let told = 0;
    for (const screen of context.registry.screens.values()) {
      if (streamStatusFields(screen).length === 0) continue;
      const result = await refreshStreamStatuses(context, screen, async () => () => sql<boolean>`true`);
      checked += result.checked;
      changed += result.changed.length;
      told += result.told;
      if (result.changed.length > 0) context.dataChanged.changed(screen);
    }
    return `检查${checked}条视频流，状态变化${changed}条，已通知${told}人次`;
  },
};
