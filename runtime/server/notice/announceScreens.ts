import type { FastifyInstance } from 'fastify';
import { toColumnName } from '../../core/screen/naming';
import type { AnnounceConfig, ScreenFile } from '../../core/screen/screen.types';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import type { HooksByScreen, WriteContext } from '../crud/hooks';
import { visibleRows } from '../crud/rowVisibility';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { MSG_CATEGORY, SEND_STATUS } from './noticeDb';
import type { NoticeHub } from './noticeHub';
import { stringParam } from './noticeParams';
import { answerReadStatistics } from './readStatisticsRoute';
import { pushNotice } from './releaseNotice';
import { insertSystemNotice } from './systemNotice';

export const ANNOUNCE_MESSAGES = {
  noUsers: '请选择接收人',
  unrelease: '通知已发布，不能改为未发布',
  releasedLocked: '通知已发布，不能再修改标题、内容和接收人',
} as const;

/** The row action whose permission guards a screen's read receipts (same action as 通知公告's 阅读统计). */
const READ_STATS_ACTION = 'readStats';

const announceScreens = (registry: ScreenRegistry) => [...registry.screens.values()].filter((screen) => screen.announce);

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The stored values of the announce fields of a record being edited. */
async function storedAnnounce(ctx: WriteContext, announce: AnnounceConfig) {
  const columns = [announce.status, announce.link, announce.title, announce.content, announce.users].map(toColumnName);
  const row = await ctx.trx.selectFrom(ctx.screen.table).select(columns).where('id', '=', ctx.id).executeTakeFirst();
  return row
    ? Object.fromEntries([announce.status, announce.link, announce.title, announce.content, announce.users].map((field) => [field, row[toColumnName(field)]]))
    : {};
}

/**
 * Saves of an `announce` screen: the server owns the link (and the send time and sender); saving as
 * released (once) stores a 通知公告 to the recipients and notifies its push in the same transaction
 * (delivered once it commits). A released notice cannot go back to unreleased, nor change what its recipients were sent.
 */
export function announceHooks(hub: NoticeHub, registry: ScreenRegistry): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of announceScreens(registry)) {
    const announce = screen.announce!;
    hooks[screen.id] = {
      async beforeWrite(ctx) {
        const { record } = ctx;
        const stored = ctx.mode === 'edit' ? await storedAnnounce(ctx, announce) : {};
        const wasReleased = text(stored[announce.status]) === SEND_STATUS.released;
        record[announce.link] = stored[announce.link] ?? null;
        if (wasReleased) {
          if (text(record[announce.status]) !== SEND_STATUS.released) return ANNOUNCE_MESSAGES.unrelease;
          const changed = [announce.title, announce.content, announce.users].some((field) => text(record[field]) !== text(stored[field]));
          return changed ? ANNOUNCE_MESSAGES.releasedLocked : null;
        }
        if (announce.sendTime) record[announce.sendTime] = null;
        if (announce.sender) record[announce.sender] = null;
        if (text(record[announce.status]) !== SEND_STATUS.released) return null;
        const userIds = text(record[announce.users]).split(',').filter(Boolean);
        if (userIds.length === 0) return ANNOUNCE_MESSAGES.noUsers;
        const row = await insertSystemNotice(ctx.trx, {
          titile: text(record[announce.title]),
          msgContent: text(record[announce.content]),
          userIds,
          priority: 'M',
          category: MSG_CATEGORY.notice,
          sender: ctx.auth.realname,
        });
        record[announce.link] = row.id;
        if (announce.sendTime) record[announce.sendTime] = row.send_time;
        if (announce.sender) record[announce.sender] = ctx.auth.realname;
        await pushNotice(ctx.trx, hub, row);
        return null;
      },
    };
  }
  return hooks;
}

/** The announcement id of a record the caller may see, or null. */
async function linkedAnnouncement(deps: CrudDeps, screen: ScreenFile, auth: ReturnType<typeof requireAuth>, id: string): Promise<string | null> {
  const visible = await visibleRows(deps, screen, auth);
  const column = toColumnName(screen.announce!.link);
  const row = await deps.db.selectFrom(screen.table).select(column).where('id', '=', id).where(visible).executeTakeFirst();
  return row?.[column] ? String(row[column]) : null;
}

/**
 * `GET /api{api}/readStatistics?id=&pageNo=&pageSize=&readFlag=` of every `announce` screen with
 * the readStats row action: the read state of each recipient of the record's notice (the same
 * statistics as 通知公告's 阅读统计), for a record the caller may see.
 */
export function registerAnnounceRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const screen of announceScreens(deps.registry)) {
    if (!screen.rowActions?.some((action) => action.name === READ_STATS_ACTION)) continue;
    app.get(`/api${screen.api}/readStatistics`, { config: { permission: `${screen.permission}:${READ_STATS_ACTION}` } }, async (request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const id = stringParam(query.id);
      const anntId = id ? await linkedAnnouncement(deps, screen, requireAuth(request), id) : null;
      return answerReadStatistics(deps.db, anntId, query);
    });
  }
}
