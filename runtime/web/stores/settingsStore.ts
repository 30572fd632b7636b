import { create } from 'zustand';
import { useSessionStore } from './sessionStore';

/** Default theme colour of shell-spec §9 (antd "daybreak blue"). */
export const DEFAULT_PRIMARY_COLOR = '#1890FF';

export type LayoutMode = 'sidemenu' | 'topmenu';
export type NavTheme = 'dark' | 'light';
export type ContentWidth = 'Fixed' | 'Fluid';

/** What the 系统设置 drawer changes (shell-spec §2, §3 locally stored items, §9 defaults). */
export interface Settings {
  navTheme: NavTheme;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  primaryColor: string;
  colorWeak: boolean;
  fixedHeader: boolean;
  fixSiderbar: boolean;
  multipage: boolean;
  /** Sidebar type: collapsed or open. */
  collapsed: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  navTheme: 'dark',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  colorWeak: false,
  fixedHeader: true,
  fixSiderbar: true,
  multipage: true,
  collapsed: false,
};

/** Each user keeps their own settings in this browser. */
export function settingsStorageKey(username: string | null | undefined): string {
  return `pro__settings__${username || 'anonymous'}`;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Settings stored for a user; anything missing or malformed falls back to the default. */
export function readSettings(username: string | null | undefined): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(settingsStorageKey(username)) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const d = DEFAULT_SETTINGS;
  return {
    navTheme: pick(stored.navTheme, ['dark', 'light'] as const, d.navTheme),
    layout: pick(stored.layout, ['sidemenu', 'topmenu'] as const, d.layout),
    contentWidth: pick(stored.contentWidth, ['Fixed', 'Fluid'] as const, d.contentWidth),
    primaryColor: typeof stored.primaryColor === 'string' && HEX_COLOR.test(stored.primaryColor) ? stored.primaryColor : d.primaryColor,
    colorWeak: flag(stored.colorWeak, d.colorWeak),
    fixedHeader: flag(stored.fixedHeader, d.fixedHeader),
    fixSiderbar: flag(stored.fixSiderbar, d.fixSiderbar),
    multipage: flag(stored.multipage, d.multipage),
    collapsed: flag(stored.collapsed, d.collapsed),
  };
}

function settingsOf(state: Settings): Settings {
  const { navTheme, layout, contentWidth, primaryColor, colorWeak, fixedHeader, fixSiderbar, multipage, collapsed } = state;
  return { navTheme, layout, contentWidth, primaryColor, colorWeak, fixedHeader, fixSiderbar, multipage, collapsed };
}

interface SettingsState extends Settings {
  /** Whose settings these are (the key they are stored under). */
  username: string | null;
  update(patch: Partial<Settings>): void;
  setCollapsed(collapsed: boolean): void;
  /** Switches to the stored settings of another user (on sign-in, sign-out). */
  loadFor(username: string | null): void;
}

const currentUsername = () => useSessionStore.getState().userInfo?.username ?? null;

/** Layout and theme settings, saved per user in localStorage and applied at once. */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readSettings(currentUsername()),
  username: currentUsername(),
  update: (patch) => {
    set(patch);
    const state = get();
    window.localStorage.setItem(settingsStorageKey(state.username), JSON.stringify(settingsOf(state)));
  },
  setCollapsed: (collapsed) => get().update({ collapsed }),
  loadFor: (username) => set({ ...readSettings(username), username }),
}));

useSessionStore.subscribe((session) => {
  const username = session.userInfo?.username ?? null;
  if (username !== useSettingsStore.getState().username) useSettingsStore.getState().loadFor(username);
});
