import { create } from 'zustand';

/** The home tab: first, titled 首页, never closable. */
export const HOME_PATH = '/workplace';
export const HOME_TITLE = '首页';
export const HOME_NOT_CLOSABLE = '首页不能关闭!';
export const LAST_TAB_NOT_CLOSABLE = '这是最后一页，不能再关闭了啦';

export interface PageTab {
  /** Route full path (path + query): the tab's identity. */
  fullPath: string;
  title: string;
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
  open(tab: PageTab): void;
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

/** Multi-tab state of shell-spec §4: a route change opens or refreshes a tab; close rules below. */
export const useTabsStore = create<TabsState>()((set, get) => ({
  ...homeOnly(),
  open: (tab) =>
    set(({ tabs }) => {
      const exists = tabs.some((t) => t.fullPath === tab.fullPath);
      return {
        tabs: exists ? tabs.map((t) => (t.fullPath === tab.fullPath ? { ...t, ...tab } : t)) : [...tabs, tab],
        activePath: tab.fullPath,
      };
    }),
  close: (fullPath) => {
    const { tabs, activePath } = get();
    if (fullPath === HOME_PATH) return { refused: HOME_NOT_CLOSABLE };
    if (tabs.length === 1) return { refused: LAST_TAB_NOT_CLOSABLE };
    const index = tabs.findIndex((t) => t.fullPath === fullPath);
    if (index < 0) return {};
    const remaining = tabs.filter((t) => t.fullPath !== fullPath);
    if (fullPath !== activePath) {
      set({ tabs: remaining });
      return {};
    }
    const next = (remaining[index] ?? remaining[remaining.length - 1]).fullPath;
    set({ tabs: remaining, activePath: next });
    return { activate: next };
  },
  closeSide: (fullPath, side) =>
    set(({ tabs }) => {
      const index = tabs.findIndex((t) => t.fullPath === fullPath);
      return index < 0 ? {} : { tabs: keepOnSide(tabs, index, side), activePath: fullPath };
    }),
  refresh: (fullPath) =>
    set(({ tabs }) => ({ tabs: tabs.map((t) => (t.fullPath === fullPath ? { ...t, version: (t.version ?? 0) + 1 } : t)) })),
  reset: () => set(homeOnly()),
}));
