import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { expiringStorage } from './expiringStorage';

/** The material sub-system's session (shell-spec §3): token, user id and project, apart from the platform's. */
interface MaterialSession {
  token: string | null;
  userId: string | null;
  realname: string | null;
  projectId: string | null;
  /** The warehouse the keeper works in, within `projectId`. */
  warehouseId: string | null;
}

interface MaterialSessionState extends MaterialSession {
  setLogin(token: string, userId: string, realname: string): void;
  setProject(projectId: string | null): void;
  setWarehouse(warehouseId: string | null): void;
  clear(): void;
}

/** localStorage key of the material token (shell-spec §2). */
export const MATERIAL_TOKEN_KEY = 'cailiaoToken';

const signedOut: MaterialSession = { token: null, userId: null, realname: null, projectId: null, warehouseId: null };

/** Kept 7 days like the platform session, and cleared on its own (a material 401 touches nothing else). */
export const useMaterialSessionStore = create<MaterialSessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      setLogin: (token, userId, realname) => set({ token, userId, realname }),
      // Warehouses belong to a project: another project starts without one.
      setProject: (projectId) => set((state) => (state.projectId === projectId ? {} : { projectId, warehouseId: null })),
      setWarehouse: (warehouseId) => set({ warehouseId }),
      clear: () => {
        set(signedOut);
        useMaterialSessionStore.persist.clearStorage();
      },
    }),
    {
      name: MATERIAL_TOKEN_KEY,
      storage: expiringStorage<MaterialSession>(),
      partialize: ({ token, userId, realname, projectId, warehouseId }) => ({ token, userId, realname, projectId, warehouseId }),
    },
  ),
);
