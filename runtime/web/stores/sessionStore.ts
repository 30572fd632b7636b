import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AllAuthEntry, AuthEntry, LauncherModule, MenuItem, PermissionResult } from '../../core/permission/permission.types';
import { expiringStorage } from './expiringStorage';

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
}

/** The part of the session kept in localStorage for 7 days; permissions are reloaded per page load. */
interface PersistedSession {
  token: string | null;
  userInfo: UserInfo | null;
  tenantId: string;
}

interface SessionState extends PersistedSession {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  modules: LauncherModule[];
  setLogin(token: string, userInfo: UserInfo, tenantId?: string): void;
  setPermissions(result: PermissionResult): void;
  clear(): void;
}

const signedOut = { token: null, userInfo: null, tenantId: '0', menu: [], auth: [], allAuth: [], modules: [] };

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      setLogin: (token, userInfo, tenantId = '0') => set({ token, userInfo, tenantId }),
      setPermissions: ({ menu, auth, allAuth, modules = [] }) => set({ menu, auth, allAuth, modules }),
      clear: () => {
        set(signedOut);
        useSessionStore.persist.clearStorage();
      },
    }),
    {
      name: 'pro__session',
      storage: expiringStorage<PersistedSession>(),
      partialize: ({ token, userInfo, tenantId }) => ({ token, userInfo, tenantId }),
    },
  ),
);

/** The configured administrator name (shell-spec §6): full menu, project picker. */
export const ADMIN_USERNAME = 'admin';

export function isAdminUser(userInfo: UserInfo | null): boolean {
  return userInfo?.username === ADMIN_USERNAME;
}
