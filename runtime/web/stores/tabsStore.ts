import { create } from 'zustand';
import { addKeepAlive, removeKeepAlive } from '../shell/tabs/keepAliveList';
import { emitPageClosed } from '../shell/tabs/pageClosed';

/** The home tab: first, titled 首页, never closable. */
export const HOME_PATH = '/workplace';
export const HOME_TITLE = '首页';
export const HOME_NOT_CLOSABLE = '首页不能关闭!';
export const LAST_TAB_NOT_CLOSABLE = '这是最后一页，不能再关闭了啦';

export interface PageTab {
  /** Route full path (path + query): the tab's identity. */
  fullPath: string;
  title: string;
  /** Component name kept in the keep-alive list while the tab is open. */
  componentName?: string;
  /** Bumped by 刷新 so the page remounts. */
  version?: number;
}

/** Result of a close request: a refusal message, or the tab to show next when the active one closed. */
export interface CloseOutcome {
  refused?: string;
  activate?: string;
}

export type CloseSide = 'left' | 'right' | 'others';

interface TabsState {
  tabs: PageTab[];
  activePath: string;
  /** Multi-page mode: opens the tab of a route, or refreshes its title if it is open. */
  open(tab: PageTab): void;
  /** Single-page mode: the current page is the only tab. */
  showOnly(tab: PageTab): void;
  close(fullPath: string): CloseOutcome;
  closeSide(fullPath: string, side: CloseSide): void;
  refresh(fullPath: string): void;
  reset(): void;
}

const homeOnly = (): Pick<TabsState, 'tabs' | 'activePath'> => ({ tabs: [{ fullPath: HOME_PATH, title: HOME_TITLE }], activePath: HOME_PATH });

function keepOnSide(tabs: PageTab[], index: number, side: CloseSide): PageTab[] {
  return tabs.filter((tab, i) => {
    if (tab.fullPath === HOME_PATH || i === index) return true;
    if (side === 'left') return i > index;
    if (side === 'right') return i < index;
    return false;
  });
}

/**
 * Closed tabs leave the keep-alive list (unless another open tab shows the same component) and
 * each emits the page-closed event.
 */
function forget(closed: readonly PageTab[], remaining: readonly PageTab[]): void {
  for (const tab of closed) {
    if (tab.componentName && !remaining.some((open) => open.componentName === tab.componentName)) removeKeepAlive(tab.componentName);
    emitPageClosed({ fullPath: tab.fullPath, componentName: tab.componentName });
  }
}

function remember(tab: PageTab): void {
  if (tab.componentName) addKeepAlive(tab.componentName);
}

/** Multi-tab state of shell-spec §4: a route change opens or refreshes a tab; close rules below. */
export const useTabsStore = create<TabsState>()((set, get) => ({
  ...homeOnly(),
  open: (tab) => {
    remember(tab);
    set(({ tabs }) => {
      const exists = tabs.some((t) => t.fullPath === tab.fullPath);
      return {
        tabs: exists ? tabs.map((t) => (t.fullPath === tab.fullPath ? { ...t, ...tab } : t)) : [...tabs, tab],
        activePath: tab.fullPath,
      };
    });
  },
  showOnly: (tab) => {
    remember(tab);
    const kept = get().tabs.find((t) => t.fullPath === tab.fullPath);
    const only = { ...kept, ...tab };
    forget(
      get().tabs.filter((t) => t.fullPath !== tab.fullPath),
      [only],
    );
    set({ tabs: [only], activePath: tab.fullPath });
  },
  close: (fullPath) => {
    const { tabs, activePath } = get();
    if (fullPath === HOME_PATH) return { refused: HOME_NOT_CLOSABLE };
    if (tabs.length === 1) return { refused: LAST_TAB_NOT_CLOSABLE };
    const index = tabs.findIndex((t) => t.fullPath === fullPath);
    if (index < 0) return {};
    const remaining = tabs.filter((t) => t.fullPath !== fullPath);
    forget([tabs[index]], remaining);
    if (fullPath !== activePath) {
      set({ tabs: remaining });
      return {};
    }
    const next = (remaining[index] ?? remaining[remaining.length - 1]).fullPath;
    set({ tabs: remaining, activePath: next });
    return { activate: next };
  },
  closeSide: (fullPath, side) => {
    const { tabs } = get();
    const index = tabs.findIndex((t) => t.fullPath === fullPath);
    if (index < 0) return;
    const remaining = keepOnSide(tabs, index, side);
    forget(
      tabs.filter((tab) => !remaining.includes(tab)),
      remaining,
    );
    set({ tabs: remaining, activePath: fullPath });
  },
  refresh: (fullPath) => set(({ tabs }) => ({ tabs: tabs.map((t) => (t.fullPath === fullPath ? { ...t, version: (t.version ?? 0) + 1 } : t)) })),
  reset: () => set(homeOnly()),
}));
