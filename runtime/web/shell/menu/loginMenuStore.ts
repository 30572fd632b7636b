import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { MenuItem } from '../../../core/permission/permission.types';
import { expiringStorage } from '../../stores/expiringStorage';

interface LoginMenuState {
  menu: MenuItem[];
  save(menu: MenuItem[]): void;
  clear(): void;
}

/**
 * The copy of the user's menu saved locally at login (shell-spec §2): the side menu of everyone
 * but admin is built from it. Refreshed whenever permissions load, kept 7 days, cleared on logout.
 */
export const useLoginMenuStore = create<LoginMenuState>()(
  persist(
    (set) => ({
      menu: [],
      save: (menu) => set({ menu }),
      clear: () => {
        set({ menu: [] });
        useLoginMenuStore.persist.clearStorage();
      },
    }),
    {
      name: 'pro__login_menu',
      storage: expiringStorage<{ menu: MenuItem[] }>(),
      partialize: ({ menu }) => ({ menu }),
    },
  ),
);
