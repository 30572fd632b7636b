import type { FastifyBaseLogger } from 'fastify';
import { dashboardWidgets } from '../../core/dashboard/dashboardWidgets';
import type { ScreenFile } from '../../core/screen/screen.types';
import { permissionCode } from '../../core/screen/screenModel';
import { mayInSomeProject } from '../auth/projectGrants';
import { loadUserAccess } from '../auth/userAccess';
import type { HooksByScreen } from '../crud/hooks';
import type { AppDb } from '../db/dbTypes';
import type { NoticeHub } from '../notice/noticeHub';
import type { SocketBus } from '../notice/socketBus';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** Commits within this window are told in one round: the dashboard refetches at most every 2 s anyway. */
export const DATA_CHANGED_DELAY_MS = 300;

/** The socket bus topic of changed screens. */
const DATA_CHANGED_TOPIC = 'dataChanged';

/** A changed screen as the bus carries it: its id and the permission that lets a user list it. */
interface ChangedScreen {
  screen: string;
  listPermission: string;
}

/**
 * Tells connected users that a screen's rows changed (`{cmd: 'dataChanged', screen}` on the notice
 * socket), only those who may list the screen (in some project: the refetch is checked in the current one). Commits are gathered for a moment and
 * go over the socket bus in one message; every server process then looks at its own connected users,
 * so a burst of saves costs one permission lookup per connected user rather than one per save.
 */
export class DataChangedNotifier {
  private readonly pending = new Map<string, ChangedScreen>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: AppDb,
    private readonly hub: NoticeHub,
    private readonly bus: SocketBus,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    bus.handle<ChangedScreen[]>(DATA_CHANGED_TOPIC, (changed) => this.tellConnected(changed));
  }

  changed(screen: ScreenFile): void {
    this.pending.set(screen.id, { screen: screen.id, listPermission: permissionCode(screen, 'list') });
    this.timer ??= setTimeout(() => void this.flush(), DATA_CHANGED_DELAY_MS);
    this.timer.unref?.();
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const changed = [...this.pending.values()];
    this.pending.clear();
    try {
      await this.bus.publish(DATA_CHANGED_TOPIC, changed);
    } catch (error) {
      // A closed database at shutdown, say: a missed refresh is no reason to fail anything.
      this.log.warn({ err: error }, 'dataChanged push failed');
    }
  }

  /** Tells this process's connected users who may list them about the changed screens. */
  private async tellConnected(changed: readonly ChangedScreen[]): Promise<void> {
    for (const userId of this.hub.connectedUserIds()) {
      const access = await loadUserAccess(this.db, userId);
      if (!access) continue;
      for (const { screen, listPermission } of changed)
        if (mayInSomeProject(access, listPermission)) this.hub.deliver({ userIds: [userId] }, { cmd: 'dataChanged', screen });
    }
  }
}

/** An afterCommit hook on every screen a dashboard widget reads: its commits reach the open dashboards. */
export function dataChangedHooks(registry: ScreenRegistry, notifier: DataChangedNotifier): HooksByScreen {
  const read = new Set([...registry.dashboards.values()].flatMap((dashboard) => dashboardWidgets(dashboard).map((widget) => widget.data.screen)));
  return Object.fromEntries([...read].map((id) => [id, { afterCommit: async ({ screen }) => notifier.changed(screen) }]));
}
