import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Default theme colour of shell-spec §9 (antd "daybreak blue"). */
export const DEFAULT_PRIMARY_COLOR = '#1890FF';

interface SettingsState {
  collapsed: boolean;
  primaryColor: string;
  setCollapsed(collapsed: boolean): void;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      collapsed: false,
      primaryColor: DEFAULT_PRIMARY_COLOR,
      setCollapsed: (collapsed) => set({ collapsed }),
    }),
    { name: 'pro__settings', storage: createJSONStorage(() => window.localStorage) },
  ),
);
