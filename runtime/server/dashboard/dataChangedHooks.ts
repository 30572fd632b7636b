import type { FastifyBaseLogger } from 'fastify';
import { dashboardWidgets } from '../../core/dashboard/dashboardWidgets';
import type { ScreenFile } from '../../core/screen/screen.types';
import { permissionCode } from '../../core/screen/screenModel';
import { mayInSomeProject } from '../auth/projectGrants';
import { loadUserAccess } from '../auth/userAccess';
import type { HooksByScreen } from '../crud/hooks';
import type { AppDb } from '../db/dbTypes';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** Commits within this window are told in one round: the dashboard refetches at most every 2 s anyway. */
export const DATA_CHANGED_DELAY_MS = 300;

/**
 * Tells connected users that a screen's rows changed (`{cmd: 'dataChanged', screen}` on the notice
 * socket), only those who may list the screen (in some project: the refetch is checked in the current one). Commits are gathered for a moment, so a burst of
 * saves costs one permission lookup per connected user rather than one per save.
 */
export class DataChangedNotifier {
  private readonly pending = new Map<string, ScreenFile>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: AppDb,
    private readonly hub: NoticeHub,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  changed(screen: ScreenFile): void {
    this.pending.set(screen.id, screen);
    this.timer ??= setTimeout(() => void this.flush(), DATA_CHANGED_DELAY_MS);
    this.timer.unref?.();
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const screens = [...this.pending.values()];
    this.pending.clear();
    try {
      for (const userId of this.hub.connectedUserIds()) {
        const access = await loadUserAccess(this.db, userId);
        if (!access) continue;
        for (const screen of screens)
          if (mayInSomeProject(access, permissionCode(screen, 'list'))) this.hub.deliver({ userIds: [userId] }, { cmd: 'dataChanged', screen: screen.id });
      }
    } catch (error) {
      // A closed database at shutdown, say: a missed refresh is no reason to fail anything.
      this.log.warn({ err: error }, 'dataChanged push failed');
    }
  }
}

/** An afterCommit hook on every screen a dashboard widget reads: its commits reach the open dashboards. */
export function dataChangedHooks(registry: ScreenRegistry, notifier: DataChangedNotifier): HooksByScreen {
  const read = new Set([...registry.dashboards.values()].flatMap((dashboard) => dashboardWidgets(dashboard).map((widget) => widget.data.screen)));
  return Object.fromEntries([...read].map((id) => [id, { afterCommit: async ({ screen }) => notifier.changed(screen) }]));
}
